// The refund state machine as one table. A refund is REQUESTED while we wait for the provider's
// answer (its amount is already reserved on the payment), PENDING once accepted and settling,
// SUCCEEDED when the money is back, FAILED when refused or bounced.
import type { Prisma, RefundStatus } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  REQUESTED: ["PENDING", "SUCCEEDED", "FAILED"],
  PENDING: ["SUCCEEDED", "FAILED"],
  // Banks can return a refund days after the provider reported it done.
  SUCCEEDED: ["FAILED"],
  FAILED: [],
};

/** Refunds whose amount counts against the payment: reserved, settling or done. */
export const COUNTED_REFUND_STATUSES: RefundStatus[] = ["REQUESTED", "PENDING", "SUCCEEDED"];

/** Moves a refund to `to` if the table allows it (and, when given, only from `from`); false when nothing moved. */
export async function moveRefund(
  tx: Pick<Prisma.TransactionClient, "refund">,
  refundId: string,
  to: RefundStatus,
  options: { from?: readonly RefundStatus[]; data?: Omit<Prisma.RefundUpdateManyMutationInput, "status"> } = {},
): Promise<boolean> {
  const allowed = statesBefore(REFUND_TRANSITIONS, to).filter((status) => !options.from || options.from.includes(status));
  if (allowed.length === 0) return false;
  const { count } = await tx.refund.updateMany({ where: { id: refundId, status: { in: allowed } }, data: { ...options.data, status: to } });
  return count === 1;
}
