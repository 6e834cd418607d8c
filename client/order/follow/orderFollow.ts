// The pure part of following an order: what happens next in each state, in the customer's words,
// how the free revisions left and an extra one's price read, and the revision form's checks.

import { formatDay } from "../../../common/dates.ts";
import { formatMoney } from "../../../common/money.ts";
import { standAloneMessage } from "../../../common/validation/fieldLabels.ts";

export { formatDay };

/** "2 free revisions left until 8 December"; "1 free revision left". */
export function revisionsLeftText(allowance: { left: number; deadline: string | null | undefined }, now = new Date()): string {
  const noun = allowance.left === 1 ? "free revision" : "free revisions";
  return `${allowance.left} ${noun} left${allowance.deadline ? ` until ${formatDay(allowance.deadline, now)}` : ""}`;
}

/** "An extra revision costs €30.25, including €5.25 tax." */
export function extraRevisionPriceText(price: { total: number; taxTotal: number; currency: string }): string {
  const tax = price.taxTotal > 0 ? `, including ${formatMoney(price.taxTotal, price.currency)} tax` : "";
  return `An extra revision costs ${formatMoney(price.total, price.currency)}${tax}.`;
}

/** The server's limit on each text of a revision request. */
export const REVISION_TEXT_MAX = 2000;

/** What the revision form holds: the change in general, and one per recording (in the order's order). */
export type RevisionValues = { message: string; changes: string[] };

/** The form's own checks, under the fields they concern. */
export function revisionFormErrors(values: RevisionValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const anyChange = values.changes.some((change) => change.trim());
  if (!values.message.trim() && !anyChange) errors.message = "Say what should change.";
  if (values.message.length > REVISION_TEXT_MAX) errors.message = `Keep it under ${REVISION_TEXT_MAX} characters.`;
  values.changes.forEach((change, index) => {
    if (change.length > REVISION_TEXT_MAX) errors[`changes.${index}`] = `Keep it under ${REVISION_TEXT_MAX} characters.`;
  });
  return errors;
}

/** The per-recording changes to send: the ones filled in, trimmed, with their recording's position. */
export function revisionChanges(values: RevisionValues): { itemIndex: number; change: string }[] {
  return values.changes.map((change, itemIndex) => ({ itemIndex, change: change.trim() })).filter((change) => change.change);
}

export type FollowedOrder = {
  status: string;
  dueAt: string | null | undefined;
  approvalDeadline: string | null | undefined;
  /** When `refusal` is set no free revision can be asked for, so the sentence offers none (or an extra one, with `extraPrice`). */
  revisionAllowance?: { readonly refusal: string | null | undefined; readonly extraPrice?: unknown } | null;
};

/** What happens next, as one or two sentences for the status card. */
export function nextStepText(order: FollowedOrder, now = new Date()): string {
  const due = order.dueAt ? formatDay(order.dueAt, now) : null;
  switch (order.status) {
    case "PENDING_PAYMENT":
      return "The order waits for your payment. The studio starts recording once it is paid.";
    case "QUOTE_REQUESTED":
      return "The studio is pricing your order. We e-mail you as soon as the price is ready.";
    case "PAID":
      return `Your payment is in. The studio books the voice and starts recording${due ? `; your files are due by ${due}` : ""}.`;
    case "IN_PRODUCTION":
      return `The studio is recording your order${due ? `; your files are due by ${due}` : ""}. We e-mail you when they are ready.`;
    case "DELIVERED": {
      const by = order.approvalDeadline ? ` by ${formatDay(order.approvalDeadline, now)}` : "";
      if (order.revisionAllowance?.refusal) {
        return order.revisionAllowance.extraPrice
          ? `Your recordings are ready. Listen to them, then approve them or buy an extra revision${by}.`
          : `Your recordings are ready. Listen to them, then approve them${by}.`;
      }
      return `Your recordings are ready. Listen to them, then approve them or ask for a revision${by}.`;
    }
    case "REVISION_REQUESTED":
      return "The studio has your revision request and records the changes. We e-mail you when the new version is ready.";
    case "COMPLETED":
      return "This order is complete. Your files stay available to download here.";
    case "PARTIALLY_REFUNDED":
      return "Part of this order was refunded. Anything delivered stays available to download here.";
    case "REFUNDED":
      return "This order was refunded in full.";
    case "CANCELLED":
      return "This order was cancelled.";
    default:
      return "";
  }
}

/** Maps the server's field paths of a revision request to the form's: `changes.2.change` (the second change sent) → `changes.<itemIndex>`. */
export function revisionFieldErrors(
  fields: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>,
  sentItemIndexes: readonly number[],
): { fields: Record<string, string>; other: string[] } {
  const result: { fields: Record<string, string>; other: string[] } = { fields: {}, other: [] };
  for (const field of fields) {
    const path = field.path.filter((part) => part !== "input");
    if (path[0] === "message") result.fields.message ??= field.message;
    else if (path[0] === "changes" && path[1] !== undefined && /^\d+$/.test(path[1])) {
      const itemIndex = sentItemIndexes[Number(path[1])];
      if (itemIndex === undefined) result.other.push(field.message);
      else result.fields[`changes.${itemIndex}`] ??= field.message;
    } else result.other.push(standAloneMessage(field));
  }
  return result;
}
