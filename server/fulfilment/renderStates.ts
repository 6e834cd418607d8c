// The rendered file's lifecycle as one table. A file waits QUEUED for a render job; a render claims
// it (RENDERING, under its claim and heartbeat); the render holding the claim finishes it READY or
// FAILED, or gives it back QUEUED (a failure to be tried again, or its process stopping); the
// stuck-render sweep takes a RENDERING file whose heartbeat stopped back to QUEUED, or to FAILED
// once its attempts are used up; "Render again" queues a FAILED file, or a READY one not delivered
// yet; a FAILED file's own job, retried, may claim it again.
import type { Prisma, PrismaClient, RenderStatus } from "../db/generated/client.ts";
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

/** A rendered file's stored file and length, to be written on its row as it becomes READY. */
export type RenderedFileRow = { id: string; fileId: string; durationMs: number };

/**
 * moveRenderedFiles to READY for several files at once, each with its own stored file and length,
 * those still held by `renderClaim`: one statement however many files a render finished together.
 * Answers the ids that moved.
 */
export async function finishRenderedFiles(prisma: Pick<PrismaClient, "$queryRaw">, renderClaim: string, files: readonly RenderedFileRow[], renderedAt: Date): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const from = statesBefore(RENDER_TRANSITIONS, "READY");
  const moved = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "Deliverable" AS d
    SET "status" = 'READY', "fileId" = f."fileId", "durationMs" = f."durationMs", "renderedAt" = ${renderedAt}, "failureReason" = NULL, "renderClaim" = NULL, "updatedAt" = now()
    FROM unnest(${files.map((file) => file.id)}::uuid[], ${files.map((file) => file.fileId)}::uuid[], ${files.map((file) => file.durationMs)}::int[]) AS f("id", "fileId", "durationMs")
    WHERE d."id" = f."id" AND d."renderClaim" = ${renderClaim}::uuid AND d."status"::text = ANY(${from}::text[])
    RETURNING d."id"`;
  return new Set(moved.map((row) => row.id));
}
