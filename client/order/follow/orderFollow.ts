// The pure part of following an order: what happens next in each state, in the customer's words,
// and how the free revisions left read.

import { formatDay } from "../../../common/dates.ts";
import { standAloneMessage } from "../../../common/validation/fieldLabels.ts";

export { formatDay };

/** "2 free revisions left until 8 December"; "1 free revision left". */
export function revisionsLeftText(allowance: { left: number; deadline: string | null | undefined }, now = new Date()): string {
  const noun = allowance.left === 1 ? "free revision" : "free revisions";
  return `${allowance.left} ${noun} left${allowance.deadline ? ` until ${formatDay(allowance.deadline, now)}` : ""}`;
}

export type FollowedOrder = {
  status: string;
  dueAt: string | null | undefined;
  approvalDeadline: string | null | undefined;
  /** When `refusal` is set no free revision can be asked for, so the sentence offers none. */
  revisionAllowance?: { readonly refusal: string | null | undefined } | null;
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
      if (order.revisionAllowance?.refusal) return `Your recordings are ready. Listen to them, then approve them${by}.`;
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
