// The refund form's rules: a full refund of what is left, or a partial amount typed in decimals
// ("12.50"), never more than what can still be refunded; an optional reason.
import { amountProblem, formatMoney, toMinorUnits } from "../../../common/money.ts";

export const REFUND_REASON_MAX_LENGTH = 500;

export type RefundValues = { kind: "full" | "partial"; amount: string; reason: string };

/** The amount to refund in minor units, or the field's message. */
export function refundAmount(values: RefundValues, refundable: number, currency: string): { amount: number } | { error: string } {
  if (values.kind === "full") return { amount: refundable };
  const problem = amountProblem(values.amount, currency);
  if (problem) return { error: problem };
  const amount = toMinorUnits(values.amount, currency)!;
  if (amount < 1) return { error: `must be at least ${formatMoney(1, currency)}` };
  if (amount > refundable) return { error: `must not be more than ${formatMoney(refundable, currency)}, what is left to refund` };
  return { amount };
}

export function refundErrors(values: RefundValues, refundable: number, currency: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const amount = refundAmount(values, refundable, currency);
  if ("error" in amount) errors.amount = amount.error;
  if (values.reason.trim().length > REFUND_REASON_MAX_LENGTH) errors.reason = `must be shorter than or equal to ${REFUND_REASON_MAX_LENGTH} characters`;
  return errors;
}

/** The server's amount messages speak minor units ("must not be greater than 1500"): say it in money. */
export function readableAmountMessage(message: string, currency: string): string {
  const match = /^(must not be (?:greater|less) than) (\d+)$/.exec(message);
  return match ? `${match[1]} ${formatMoney(Number(match[2]), currency)}` : message;
}
