// The extra revision's state machine as one table. A charge awaits payment from the moment its
// price is fixed; the payment makes it PAID (it is invoiced and becomes the order's revision
// request); starting again at another price, or with the order no longer waiting for one,
// cancels it. A payment that still arrives for a cancelled charge is flagged for the studio.
import type { Prisma, RevisionChargeStatus } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const REVISION_CHARGE_TRANSITIONS: Record<RevisionChargeStatus, readonly RevisionChargeStatus[]> = {
  PENDING_PAYMENT: ["PAID", "CANCELLED"],
  PAID: [],
  CANCELLED: [],
};

/** Moves a charge to `to` if the table allows it from its current status; false when nothing moved (a racing caller won). */
export async function moveRevisionCharge(
  tx: Pick<Prisma.TransactionClient, "revisionCharge">,
  chargeId: string,
  to: RevisionChargeStatus,
  data: Omit<Prisma.RevisionChargeUpdateManyMutationInput, "status"> = {},
): Promise<boolean> {
  const { count } = await tx.revisionCharge.updateMany({ where: { id: chargeId, status: { in: statesBefore(REVISION_CHARGE_TRANSITIONS, to) } }, data: { ...data, status: to } });
  return count === 1;
}
