// Rendering never runs in a request: files are queued as background jobs once their rows are
// committed (a job sent inside the transaction could run before the rows exist), and whoever
// watches the order is told. One job renders a whole set (every waiting file of a master, or of a
// programme version: renderDeliverable.ts), so one job is sent per set, keyed by it: a set's
// files never cost a job each.
import type { Services } from "../context.ts";
import type { Deliverable } from "../db/generated/client.ts";
import type { SendOptions } from "../jobs/jobQueue.ts";

/** What places a file in its render set: the master it is made from, or its programme version. */
export type RenderSetMember = Pick<Deliverable, "id" | "orderId" | "recordingId" | "version">;

/** The key of a file's render set: the render job's singleton key. */
export function renderSetKey({ orderId, recordingId, version }: Omit<RenderSetMember, "id">): string {
  return recordingId ?? `programme:${orderId}:${version}`;
}

/** One render job per set among `files`; a set with a job already waiting gets none more (the waiting one takes every file of the set still QUEUED when it runs). */
export async function sendRenderJobs(jobs: Pick<Services["jobs"], "send">, files: readonly RenderSetMember[], options: SendOptions = {}): Promise<void> {
  const firstOfSet = new Map<string, RenderSetMember>();
  for (const file of files) if (!firstOfSet.has(renderSetKey(file))) firstOfSet.set(renderSetKey(file), file);
  // Side by side: a worker takes each job as soon as it is sent, and the last one sent would otherwise wait for every send before it.
  await Promise.all([...firstOfSet].map(([renderSet, file]) => jobs.send("render-deliverable", { deliverableId: file.id, renderSet }, options)));
}

export async function queueRendering(services: Pick<Services, "jobs" | "events">, orderId: string, files: readonly RenderSetMember[]) {
  await sendRenderJobs(services.jobs, files);
  services.events.orderChanged(orderId);
}
