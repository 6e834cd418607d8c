// How many free revisions an order has left after a delivery, and until when. A revision is a new
// reading of the same script; it is free a number of times (freeRevisions) within a window after
// the latest delivery (revisionWindowDays). Beyond them the studio may sell extra revisions
// (extraRevisionPrice, net of tax, taxed like the order), while the order is delivered and not yet
// approved. A change of script or voice is a new order.
import { formatDate } from "../../common/dates.ts";
import type { StudioSettings } from "../admin/settings.ts";
import { type AppliedTax, type OrderTotals, totalsFor } from "../orders/pricing.ts";

export type RevisionAllowance = {
  /** Free revisions not used yet (0 when none are left). */
  left: number;
  /** Until when a free one can be asked for, or null when the order has not been delivered. */
  deadline: Date | null;
  /** Why no free revision can be asked for now, in words for the customer; null when one can. */
  refusal: string | null;
  /** Whether a revision beyond the free ones can be bought now, at `extraRevisionPrice`. */
  extraForSale: boolean;
};

type Rules = Pick<StudioSettings, "freeRevisions" | "revisionWindowDays" | "extraRevisionPrice" | "currency">;

const DAY_MS = 86_400_000;

function freeOnesOver(rules: Rules, left: number, deadline: Date, now: Date): string | null {
  if (left === 0) return rules.freeRevisions === 0 ? "This order has no free revisions." : `You have used the ${rules.freeRevisions === 1 ? "free revision" : `${rules.freeRevisions} free revisions`} of this order.`;
  if (now > deadline) return `Free revisions could be asked for until ${formatDate(deadline, "dayMonthYear", { timeZone: "UTC" })}.`;
  return null;
}

export function revisionAllowance(rules: Rules, order: { status: string; deliveredAt: Date | null; currency: string }, used: number, now: Date): RevisionAllowance {
  const left = Math.max(0, rules.freeRevisions - used);
  const deadline = order.deliveredAt ? new Date(order.deliveredAt.getTime() + rules.revisionWindowDays * DAY_MS) : null;
  if (order.status !== "DELIVERED" || !deadline) return { left, deadline, refusal: "A revision can be asked for once the recordings are delivered.", extraForSale: false };
  const over = freeOnesOver(rules, left, deadline, now);
  if (!over) return { left, deadline, refusal: null, extraForSale: false };
  // The price is in the studio's currency: an order in another one is not charged in a second currency.
  const extraForSale = rules.extraRevisionPrice > 0 && order.currency === rules.currency;
  const next = extraForSale
    ? "You can buy an extra revision."
    : rules.freeRevisions === 0
      ? "Write to the studio if something needs changing."
      : "Write to the studio if something still needs changing.";
  return { left, deadline, refusal: `${over} ${next}`, extraForSale };
}

export type ExtraRevisionPrice = OrderTotals & { currency: string };

/** What an extra revision costs: the studio's price, taxed at the order's rate (none when it was reverse-charged). */
export function extraRevisionPrice(rules: Pick<StudioSettings, "extraRevisionPrice" | "currency">, orderTax: AppliedTax | null): ExtraRevisionPrice {
  return { ...totalsFor(rules.extraRevisionPrice, 0, orderTax), currency: rules.currency };
}
