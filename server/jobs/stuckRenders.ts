// Files whose rendering job was lost. A QUEUED file counts as lost when it has waited a while and
// the queue holds no job for its render set (the job was never sent because the process stopped
// right after the commit). A RENDERING file counts as lost when its render's heartbeat has stopped (the process
// rendering it was killed): the queue would only notice when the job expires, ten minutes on, so
// the heartbeat decides. It goes back to QUEUED without its claim (renderDeliverable claims only
// QUEUED and FAILED files, and a render that lost its claim cannot finish), or to FAILED once it
// has used up its attempts.
import type { Services } from "../context.ts";
import { RENDER_HEARTBEAT_TIMEOUT_MS } from "../fulfilment/renderDeliverable.ts";
import { RENDER_ATTEMPTS } from "../fulfilment/renderRetries.ts";
import { renderSetKey, sendRenderJobs } from "../fulfilment/renderQueue.ts";
import { moveRenderedFiles } from "../fulfilment/renderStates.ts";

export const QUEUED_STUCK_AFTER_MS = 2 * 60 * 1000;

export type StuckRendersResult = {
  /** Files sent to the render queue again (one job per render set). */
  requeued: string[];
  /** Files marked FAILED: their renders kept stopping without finishing. */
  failed: string[];
};

export async function requeueStuckRenders(services: Pick<Services, "prisma" | "jobs" | "events">, now = new Date(), limit = 200): Promise<StuckRendersResult> {
  const { prisma, jobs } = services;
  const candidates = await prisma.deliverable.findMany({
    where: {
      OR: [
        { status: "QUEUED", updatedAt: { lt: new Date(now.getTime() - QUEUED_STUCK_AFTER_MS) } },
        { status: "RENDERING", updatedAt: { lt: new Date(now.getTime() - RENDER_HEARTBEAT_TIMEOUT_MS) } },
      ],
    },
    select: { id: true, orderId: true, recordingId: true, version: true, status: true, attempts: true, updatedAt: true },
    orderBy: { updatedAt: "asc" },
    take: limit,
  });
  const live = await jobs.liveKeys("render-deliverable", [...new Set(candidates.filter((file) => file.status === "QUEUED").map(renderSetKey))]);
  const result: StuckRendersResult = { requeued: [], failed: [] };
  const requeued: typeof candidates = [];
  for (const file of candidates) {
    if (file.status === "QUEUED" && live.has(renderSetKey(file))) continue;
    if (file.status === "RENDERING") {
      const givenUp = file.attempts >= RENDER_ATTEMPTS;
      // Unchanged since it was read: a render finishing right now wins.
      const where = { id: file.id, status: "RENDERING" as const, updatedAt: file.updatedAt };
      const reset = givenUp
        ? await moveRenderedFiles(prisma, where, "FAILED", { renderClaim: null, failureReason: `Rendering stopped ${file.attempts} times without finishing.` })
        : await moveRenderedFiles(prisma, where, "QUEUED", { renderClaim: null });
      if (reset === 0) continue;
      services.events.orderChanged(file.orderId);
      if (givenUp) {
        result.failed.push(file.id);
        continue;
      }
    }
    requeued.push(file);
    result.requeued.push(file.id);
  }
  await sendRenderJobs(jobs, requeued);
  return result;
}
