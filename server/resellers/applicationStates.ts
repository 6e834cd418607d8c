// The reseller application lifecycle as one table: the customer SUBMITTED it, the studio APPROVED
// it (with terms: the account becomes a reseller) or REJECTED it (with a reason; they may apply again).
import type { ApplicationStatus, Prisma } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  SUBMITTED: ["APPROVED", "REJECTED"],
  APPROVED: [],
  REJECTED: [],
};

/** An application still waiting for the studio's decision: a user has at most one. */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["SUBMITTED"];

/** Moves an application to `to` if the table allows it from where it is; false when it did not move. */
export async function moveApplication(
  tx: Pick<Prisma.TransactionClient, "resellerApplication">,
  applicationId: string,
  to: ApplicationStatus,
  data: Omit<Prisma.ResellerApplicationUncheckedUpdateManyInput, "status"> = {},
): Promise<boolean> {
  const { count } = await tx.resellerApplication.updateMany({ where: { id: applicationId, status: { in: statesBefore(APPLICATION_TRANSITIONS, to) } }, data: { ...data, status: to } });
  return count === 1;
}
