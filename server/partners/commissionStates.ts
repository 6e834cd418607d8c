// The commission lifecycle as one table. A commission is PENDING through the holding period (a
// refund then voids it), APPROVED once the period is over (its money enters the partner's ledger),
// PAID when a payout that included it was paid. A refund after approval claws the money back
// through the ledger (CLAWED_BACK when nothing of it is left).
import type { CommissionStatus, Prisma } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const COMMISSION_TRANSITIONS: Record<CommissionStatus, readonly CommissionStatus[]> = {
  PENDING: ["APPROVED", "VOID"],
  APPROVED: ["PAID", "CLAWED_BACK"],
  PAID: ["CLAWED_BACK"],
  VOID: [],
  CLAWED_BACK: [],
};

/** Commissions whose money is in the partner's ledger. */
export const CREDITED_COMMISSION_STATUSES: CommissionStatus[] = ["APPROVED", "PAID"];
/** Commissions the partner earned: credited ones and those still in their holding period (not voided, not clawed back). */
export const EARNED_COMMISSION_STATUSES: CommissionStatus[] = ["PENDING", ...CREDITED_COMMISSION_STATUSES];

/** Moves commissions to `to` where the table allows it; answers how many moved. */
export async function moveCommissions(
  tx: Pick<Prisma.TransactionClient, "commission">,
  where: Prisma.CommissionWhereInput,
  to: CommissionStatus,
  data: Omit<Prisma.CommissionUpdateManyMutationInput, "status"> = {},
): Promise<number> {
  const { count } = await tx.commission.updateMany({ where: { AND: [where, { status: { in: statesBefore(COMMISSION_TRANSITIONS, to) } }] }, data: { ...data, status: to } });
  return count;
}
