// The payout lifecycle as one table: a partner REQUESTED it, the studio APPROVED it, then PAID it
// (with the transfer's reference) or REJECTED it (with a reason; the money returns to the balance).
import type { PayoutStatus, Prisma } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  REQUESTED: ["APPROVED", "REJECTED"],
  APPROVED: ["PAID", "REJECTED"],
  PAID: [],
  REJECTED: [],
};

/** Payouts not yet settled either way: their money has left the balance but not reached the partner. */
export const OPEN_PAYOUT_STATUSES: PayoutStatus[] = ["REQUESTED", "APPROVED"];

/** Moves a payout to `to` if the table allows it from where it is; false when it did not move. */
export async function movePayout(tx: Pick<Prisma.TransactionClient, "payout">, payoutId: string, to: PayoutStatus, data: Omit<Prisma.PayoutUncheckedUpdateManyInput, "status"> = {}): Promise<boolean> {
  const { count } = await tx.payout.updateMany({ where: { id: payoutId, status: { in: statesBefore(PAYOUT_TRANSITIONS, to) } }, data: { ...data, status: to } });
  return count === 1;
}
