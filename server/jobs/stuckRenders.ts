// Files whose rendering job was lost: the row says QUEUED or RENDERING, but no job of the queue
// will ever take it (the job was never sent because the process stopped right after the commit,
// or the process rendering it died). A file counts as stuck when it has not changed for a while
// and the queue holds no job for it, waiting, retrying or running. A RENDERING file was claimed by
// a render that never finished: it goes back to QUEUED (renderDeliverable claims only QUEUED and
// FAILED files), or to FAILED once it has used up its attempts.
import type { Services } from "../context.ts";
import { RENDER_ATTEMPTS } from "../fulfilment/renderDeliverable.ts";

export const QUEUED_STUCK_AFTER_MS = 2 * 60 * 1000;
/** Longer than a render job may run (its queue expires it after 10 minutes) plus pg-boss' maintenance interval. */
export const RENDERING_STUCK_AFTER_MS = 15 * 60 * 1000;

export type StuckRendersResult = {
  /** Files sent to the render queue again. */
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
        { status: "RENDERING", updatedAt: { lt: new Date(now.getTime() - RENDERING_STUCK_AFTER_MS) } },
      ],
    },
    select: { id: true, orderId: true, status: true, attempts: true, updatedAt: true },
    orderBy: { updatedAt: "asc" },
    take: limit,
  });
  const live = await jobs.liveKeys("render-deliverable", candidates.map((file) => file.id));
  const result: StuckRendersResult = { requeued: [], failed: [] };
  for (const file of candidates) {
    if (live.has(file.id)) continue;
    if (file.status === "RENDERING") {
      const givenUp = file.attempts >= RENDER_ATTEMPTS;
      // Unchanged since it was read: a render finishing right now wins.
      const reset = await prisma.deliverable.updateMany({
        where: { id: file.id, status: "RENDERING", updatedAt: file.updatedAt },
        data: givenUp ? { status: "FAILED", failureReason: `Rendering stopped ${file.attempts} times without finishing.` } : { status: "QUEUED" },
      });
      if (reset.count === 0) continue;
      services.events.orderChanged(file.orderId);
      if (givenUp) {
        result.failed.push(file.id);
        continue;
      }
    }
    await jobs.send("render-deliverable", { deliverableId: file.id });
    result.requeued.push(file.id);
  }
  return result;
}
