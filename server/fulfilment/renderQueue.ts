// Rendering never runs in a request: files are queued as background jobs once their rows are
// committed (a job sent inside the transaction could run before the rows exist), and whoever
// watches the order is told.
import type { Services } from "../context.ts";

export async function queueRendering(services: Pick<Services, "jobs" | "events">, orderId: string, deliverableIds: readonly string[]) {
  for (const deliverableId of deliverableIds) await services.jobs.send("render-deliverable", { deliverableId });
  services.events.orderChanged(orderId);
}
