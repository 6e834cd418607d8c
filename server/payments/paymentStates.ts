// The payment state machine as one table, and the one definition of each group of states the
// rest of the code asks about ("open", "settled", "refundable"). Every change of a payment's
// status goes through movePayment, which only moves a payment from a state the table allows.
import type { Payment, PaymentStatus, Prisma } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ["REQUIRES_ACTION", "SUCCEEDED", "FAILED", "CANCELLED"],
  REQUIRES_ACTION: ["SUCCEEDED", "FAILED", "CANCELLED"],
  // A declined card leaves the payment open at the provider: the customer may try another card.
  FAILED: ["FAILED", "REQUIRES_ACTION", "SUCCEEDED", "CANCELLED"],
  // The customer confirmed at the provider while we were cancelling: the money did arrive.
  CANCELLED: ["SUCCEEDED"],
  SUCCEEDED: ["PARTIALLY_REFUNDED", "REFUNDED"],
  PARTIALLY_REFUNDED: ["PARTIALLY_REFUNDED", "REFUNDED", "SUCCEEDED"],
  // A refund can fail at the provider after it was accepted: the money stays with the studio.
  REFUNDED: ["PARTIALLY_REFUNDED", "SUCCEEDED"],
};

/** Payments that can still take the customer's money. */
export const OPEN_PAYMENT_STATUSES: PaymentStatus[] = ["PENDING", "REQUIRES_ACTION", "FAILED"];
/** Open payments the customer is in the middle of (a declined one is open, but nobody is paying it now). */
export const UNDER_WAY_PAYMENT_STATUSES: PaymentStatus[] = ["PENDING", "REQUIRES_ACTION"];
/** Payments that took the customer's money (some or all of it may have gone back). */
export const SETTLED_PAYMENT_STATUSES: PaymentStatus[] = ["SUCCEEDED", "PARTIALLY_REFUNDED", "REFUNDED"];
/** Settled payments with money left to give back. */
export const REFUNDABLE_PAYMENT_STATUSES: PaymentStatus[] = ["SUCCEEDED", "PARTIALLY_REFUNDED"];


/** What is left of a payment to give back (refunds made or under way taken off); 0 unless the payment took the money. */
export function refundableAmount(payment: Pick<Payment, "status" | "amount" | "refundedAmount">): number {
  return REFUNDABLE_PAYMENT_STATUSES.includes(payment.status) ? Math.max(0, payment.amount - payment.refundedAmount) : 0;
}

/** The status a settled payment has after `refundedAmount` of it went back. */
export function statusAfterRefunds(payment: Pick<Payment, "amount" | "refundedAmount">): PaymentStatus {
  if (payment.refundedAmount <= 0) return "SUCCEEDED";
  return payment.refundedAmount >= payment.amount ? "REFUNDED" : "PARTIALLY_REFUNDED";
}

/**
 * Moves a payment to `to` if the table allows it from its current status (and, when given, only
 * from `from`). Conditional on the status, so two racing callers cannot both move it; false when
 * nothing moved.
 */
export async function movePayment(
  tx: Pick<Prisma.TransactionClient, "payment">,
  paymentId: string,
  to: PaymentStatus,
  options: { from?: readonly PaymentStatus[]; data?: Omit<Prisma.PaymentUpdateManyMutationInput, "status"> } = {},
): Promise<boolean> {
  const allowed = statesBefore(PAYMENT_TRANSITIONS, to).filter((status) => !options.from || options.from.includes(status));
  if (allowed.length === 0) return false;
  const { count } = await tx.payment.updateMany({ where: { id: paymentId, status: { in: allowed } }, data: { ...options.data, status: to } });
  return count === 1;
}
