// How many free revisions an order has left after a delivery, and until when. A revision is a new
// reading of the same script; it is free a number of times (freeRevisions) within a window after
// the latest delivery (revisionWindowDays). A change of script or voice is a new order.
import { formatDate } from "../../common/dates.ts";
import type { StudioSettings } from "../admin/settings.ts";

export type RevisionAllowance = {
  /** Free revisions not used yet (0 when none are left). */
  left: number;
  /** Until when one can be asked for, or null when the order has not been delivered. */
  deadline: Date | null;
  /** Why no revision can be asked for now, in words for the customer; null when one can. */
  refusal: string | null;
};

type Rules = Pick<StudioSettings, "freeRevisions" | "revisionWindowDays">;

const DAY_MS = 86_400_000;

export function revisionAllowance(rules: Rules, order: { status: string; deliveredAt: Date | null }, used: number, now: Date): RevisionAllowance {
  const left = Math.max(0, rules.freeRevisions - used);
  const deadline = order.deliveredAt ? new Date(order.deliveredAt.getTime() + rules.revisionWindowDays * DAY_MS) : null;
  let refusal: string | null = null;
  if (order.status !== "DELIVERED" || !deadline) refusal = "A revision can be asked for once the recordings are delivered.";
  else if (left === 0)
    refusal =
      rules.freeRevisions === 0
        ? "This order has no free revisions. Write to the studio if something needs changing."
        : `You have used the ${rules.freeRevisions === 1 ? "free revision" : `${rules.freeRevisions} free revisions`} of this order. Write to the studio if something still needs changing.`;
  else if (now > deadline) refusal = `Free revisions could be asked for until ${formatDate(deadline, "dayMonthYear", { timeZone: "UTC" })}. Write to the studio if something still needs changing.`;
  return { left, deadline, refusal };
}
