// The rendered file's lifecycle as one table. A file waits QUEUED for a render job; a render claims
// it (RENDERING, under its claim and heartbeat); the render holding the claim finishes it READY or
// FAILED, or gives it back QUEUED (a failure to be tried again, or its process stopping); the
// stuck-render sweep takes a RENDERING file whose heartbeat stopped back to QUEUED, or to FAILED
// once its attempts are used up; "Render again" queues a FAILED file, or a READY one not delivered
// yet; a FAILED file's own job, retried, may claim it again.
import type { Prisma, RenderStatus } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const RENDER_TRANSITIONS: Record<RenderStatus, readonly RenderStatus[]> = {
  QUEUED: ["RENDERING"],
  RENDERING: ["READY", "FAILED", "QUEUED"],
  READY: ["QUEUED"],
  FAILED: ["RENDERING", "QUEUED"],
};

/** Moves the files `where` selects to `to`, those in a state the table allows it from; answers how many moved. */
export async function moveRenderedFiles(
  tx: Pick<Prisma.TransactionClient, "deliverable">,
  where: Prisma.DeliverableWhereInput,
  to: RenderStatus,
  data: Omit<Prisma.DeliverableUncheckedUpdateManyInput, "status"> = {},
): Promise<number> {
  const { count } = await tx.deliverable.updateMany({ where: { AND: [where, { status: { in: statesBefore(RENDER_TRANSITIONS, to) } }] }, data: { ...data, status: to } });
  return count;
}
