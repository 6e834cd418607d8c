// Sending the webhook outbox. Each WebhookDelivery row is POSTed by its own deliver-webhook job:
// sent after the transaction that wrote it has committed (a nudge), and by the every-minute sweep
// (send-due-webhooks) for deliveries whose next attempt is due — retries, and events whose writer
// did not nudge. An attempt first claims the row (a conditional update that moves its next attempt
// past the timeout), so two jobs for one delivery never send it twice at once.
import type { Services } from "../context.ts";
import type { LiveEvents } from "../realtime/liveEvents.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { moveWebhookDelivery } from "./deliveryStates.ts";
import { deliveryAddress, ownHost, type Resolve } from "./webhookAddresses.ts";
import { postWebhook, type WebhookAnswer } from "./webhookPost.ts";
import { SIGNATURE_HEADER, signWebhook } from "./webhookSignature.ts";
import { DELIVERY_TIMEOUT_MS, isDelivered, nextAttemptAfter, truncateResponse, webhookBody } from "./webhookRules.ts";
import { areaLogger } from "../operations/logger.ts";
import { webhookDeliveryFailures } from "../operations/metrics.ts";

const log = areaLogger("webhooks");

/** Longer than an attempt may take: a claim older than this belongs to a run that died. */
const CLAIM_MS = DELIVERY_TIMEOUT_MS + 50_000;
const SWEEP_BATCH = 200;

export type AttemptOutcome = "succeeded" | "retrying" | "failed" | "skipped";

/**
 * One attempt at a delivery, if it is due at `now` and nobody else is sending it: POSTs the
 * signed event to the address its name resolved to (with `publicOnly`, in production, only a
 * public one that is not this server) and records the answer (SUCCEEDED on a 2xx; otherwise the
 * next attempt on the backoff schedule, or FAILED after the last). `resolve` and `post` stand in
 * for DNS and the network in tests.
 */
export async function deliverWebhook(
  services: Pick<Services, "prisma" | "config">,
  deliveryId: string,
  options: { now?: Date; publicOnly?: boolean; resolve?: Resolve; post?: typeof postWebhook } = {},
): Promise<AttemptOutcome> {
  const now = options.now ?? new Date();
  const { prisma } = services;
  const { count } = await prisma.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "PENDING", nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: { increment: 1 }, lastAttemptAt: now },
  });
  if (count === 0) return "skipped";
  const delivery = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, include: { endpoint: { select: { url: true, secret: true, disabledAt: true } } } });
  if (delivery.endpoint.disabledAt && delivery.eventType !== "test.ping") {
    await moveWebhookDelivery(prisma, deliveryId, "FAILED", { nextAttemptAt: null, responseStatus: null, responseBody: "Not sent: the endpoint is disabled." });
    webhookDeliveryFailures.inc({ outcome: "failed" });
    return "failed";
  }
  const body = webhookBody(delivery);
  const answer = await send(delivery.endpoint.url, body, signWebhook(delivery.endpoint.secret, body, now), services.config.publicUrl, options);
  const recorded = { responseStatus: answer.status, responseBody: truncateResponse(answer.body) };
  if (answer.status !== null && isDelivered(answer.status)) {
    await moveWebhookDelivery(prisma, deliveryId, "SUCCEEDED", { ...recorded, deliveredAt: new Date(), nextAttemptAt: null });
    return "succeeded";
  }
  const next = nextAttemptAfter(delivery.attempts, now);
  await moveWebhookDelivery(prisma, deliveryId, next ? "PENDING" : "FAILED", { ...recorded, nextAttemptAt: next });
  webhookDeliveryFailures.inc({ outcome: next ? "retrying" : "failed" });
  return next ? "retrying" : "failed";
}

async function send(url: string, body: string, signature: string, publicUrl: string, options: { publicOnly?: boolean; resolve?: Resolve; post?: typeof postWebhook }): Promise<WebhookAnswer> {
  const target = await deliveryAddress(new URL(url).hostname, { publicOnly: options.publicOnly ?? false, own: ownHost(publicUrl), resolve: options.resolve });
  if ("refusal" in target) return { status: null, body: target.refusal };
  if ("networkError" in target) return { status: null, body: target.networkError };
  const headers = { "content-type": "application/json", "user-agent": "Studiofront-Webhooks/1", [SIGNATURE_HEADER]: signature };
  return (options.post ?? postWebhook)({ url, address: target.address, headers, body });
}

/** The pending deliveries whose next attempt is due at `now`, soonest first. */
export async function dueWebhookDeliveries(prisma: PrismaClient, now: Date = new Date()): Promise<string[]> {
  const rows = await prisma.webhookDelivery.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The sweep: a deliver-webhook job for every due delivery (one waits per delivery). */
export async function sendDueWebhooks(services: Pick<Services, "prisma" | "jobs">, now: Date = new Date()): Promise<string[]> {
  const due = await dueWebhookDeliveries(services.prisma, now);
  for (const deliveryId of due) await services.jobs.send("deliver-webhook", { deliveryId });
  return due;
}

/** Sends a delivery's job after its row was committed; never rejects (the sweep sends it anyway). */
export async function nudgeWebhookDelivery(services: Pick<Services, "jobs">, deliveryId: string): Promise<void> {
  try {
    await services.jobs.send("deliver-webhook", { deliveryId });
  } catch (error) {
    log.error({ deliveryId, error: (error as Error).message }, `Webhook delivery ${deliveryId} not queued`);
  }
}


/**
 * The live events with one addition: an order's change (announced once its transaction has
 * committed) also sends the sweep, so its webhooks go out within seconds rather than at the next
 * minute. A sweep that cannot be sent is left to the schedule.
 */
export function nudgingWebhooksOnOrderChange(events: LiveEvents, jobs: Pick<Services["jobs"], "send">): LiveEvents {
  return {
    ...events,
    orderChanged(orderId) {
      events.orderChanged(orderId);
      jobs.send("send-due-webhooks", {}).catch(() => {});
    },
  };
}
