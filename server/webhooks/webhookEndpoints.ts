// A reseller's webhook endpoints: add (the answer carries the signing secret), change the address,
// description or whether it is enabled, delete, roll the secret, send a test event, and send a
// failed delivery again. Only an active (not suspended) reseller may; every change is audited.
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo, Services } from "../context.ts";
import type { Prisma, PrismaClient, WebhookEndpoint } from "../db/generated/client.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { resellerActive } from "../resellers/resellerRules.ts";
import { nudgeWebhookDelivery } from "./webhookDeliveries.ts";
import { queueTestEvent } from "./webhookEvents.ts";
import { assertEndpointAllowed, cleanDescription, cleanEndpoint, cleanEndpointUrl, type EndpointInput, type EndpointOptions } from "./webhookRules.ts";
import { newWebhookSecret } from "./webhookSignature.ts";

export type WebhookActor = { userId: string; email: string; request: RequestInfo | null };

type Tx = Prisma.TransactionClient;

export const NOT_A_RESELLER = "Webhooks are for approved resellers.";
export const SUSPENDED_RESELLER = "Your reseller account is suspended: webhooks cannot be changed or sent until the studio reactivates it.";

/** Locks the actor's Reseller row (so concurrent calls count endpoints one after the other) and refuses a missing or suspended one. */
async function lockActiveReseller(tx: Tx, userId: string) {
  const rows = await tx.$queryRaw<{ suspendedAt: Date | null }[]>`SELECT "suspendedAt" FROM "Reseller" WHERE "userId" = ${userId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw new PermissionError(NOT_A_RESELLER);
  if (!resellerActive(rows[0])) throw new PermissionError(SUSPENDED_RESELLER);
}

async function ownEndpoint(tx: Tx, actor: WebhookActor, endpointId: string): Promise<WebhookEndpoint> {
  await lockActiveReseller(tx, actor.userId);
  const endpoint = await tx.webhookEndpoint.findUnique({ where: { id: endpointId } });
  if (!endpoint || endpoint.userId !== actor.userId) throw new NotFoundError("No such webhook endpoint.");
  return endpoint;
}

const audit = (tx: Tx, actor: WebhookActor, action: string, endpointId: string, metadata: Prisma.InputJsonObject = {}) =>
  writeAudit(tx, actor.request, { action, actorId: actor.userId, actorEmail: actor.email, entityType: "WebhookEndpoint", entityId: endpointId, metadata });

export async function createWebhookEndpoint(prisma: PrismaClient, actor: WebhookActor, input: EndpointInput, options: EndpointOptions): Promise<WebhookEndpoint> {
  return prisma.$transaction(async (tx) => {
    await lockActiveReseller(tx, actor.userId);
    const clean = cleanEndpoint(input, options);
    assertEndpointAllowed(await tx.webhookEndpoint.count({ where: { userId: actor.userId } }));
    const endpoint = await tx.webhookEndpoint.create({ data: { ...clean, userId: actor.userId, secret: newWebhookSecret() } });
    await audit(tx, actor, "webhookEndpoint.created", endpoint.id, { url: endpoint.url });
    return endpoint;
  });
}

export type EndpointChange = { url?: string | null; description?: string | null; enabled?: boolean | null };

export async function updateWebhookEndpoint(prisma: PrismaClient, actor: WebhookActor, endpointId: string, change: EndpointChange, options: EndpointOptions): Promise<WebhookEndpoint> {
  return prisma.$transaction(async (tx) => {
    const before = await ownEndpoint(tx, actor, endpointId);
    const data: Prisma.WebhookEndpointUpdateInput = {};
    if (change.url != null) data.url = cleanEndpointUrl(change.url, options);
    if (change.description != null) data.description = cleanDescription(change.description);
    if (change.enabled != null && change.enabled !== (before.disabledAt === null)) data.disabledAt = change.enabled ? null : new Date();
    const endpoint = await tx.webhookEndpoint.update({ where: { id: endpointId }, data });
    await audit(tx, actor, "webhookEndpoint.updated", endpointId, {
      before: { url: before.url, description: before.description, enabled: before.disabledAt === null },
      after: { url: endpoint.url, description: endpoint.description, enabled: endpoint.disabledAt === null },
    });
    return endpoint;
  });
}

export async function deleteWebhookEndpoint(prisma: PrismaClient, actor: WebhookActor, endpointId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, actor, endpointId);
    await tx.webhookEndpoint.delete({ where: { id: endpointId } });
    await audit(tx, actor, "webhookEndpoint.deleted", endpointId, { url: endpoint.url });
  });
}

/** A new signing secret; the old one stops working at once. */
export async function rollWebhookSecret(prisma: PrismaClient, actor: WebhookActor, endpointId: string): Promise<WebhookEndpoint> {
  return prisma.$transaction(async (tx) => {
    await ownEndpoint(tx, actor, endpointId);
    const endpoint = await tx.webhookEndpoint.update({ where: { id: endpointId }, data: { secret: newWebhookSecret() } });
    await audit(tx, actor, "webhookEndpoint.secretRolled", endpointId);
    return endpoint;
  });
}

type WebhookServices = Pick<Services, "prisma" | "jobs">;

/** Writes a test.ping delivery and, once committed, sends its job; answers its id. */
export async function sendTestWebhookEvent(services: WebhookServices, actor: WebhookActor, endpointId: string): Promise<string> {
  const deliveryId = await services.prisma.$transaction(async (tx) => {
    await ownEndpoint(tx, actor, endpointId);
    return queueTestEvent(tx, endpointId);
  });
  await nudgeWebhookDelivery(services, deliveryId);
  return deliveryId;
}

/**
 * Sends a FAILED delivery again as a new delivery of the same event (same event id and data, a
 * fresh retry schedule); the failed one stays in the log. Its job is sent once committed. Answers
 * the new delivery's id.
 */
export async function redeliverWebhook(services: WebhookServices, actor: WebhookActor, deliveryId: string): Promise<string> {
  const newDeliveryId = await services.prisma.$transaction(async (tx) => {
    await lockActiveReseller(tx, actor.userId);
    const delivery = await tx.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: { select: { userId: true } } } });
    if (!delivery || delivery.endpoint.userId !== actor.userId) throw new NotFoundError("No such webhook delivery.");
    if (delivery.status !== "FAILED") throw ValidationError.field("input.deliveryId", "Only a failed delivery can be sent again.");
    const now = new Date();
    const again = await tx.webhookDelivery.create({
      data: { endpointId: delivery.endpointId, eventId: delivery.eventId, eventType: delivery.eventType, payload: delivery.payload as Prisma.InputJsonValue, nextAttemptAt: now, createdAt: now },
    });
    await audit(tx, actor, "webhookDelivery.redelivered", delivery.endpointId, { deliveryId, eventId: delivery.eventId, newDeliveryId: again.id });
    return again.id;
  });
  await nudgeWebhookDelivery(services, newDeliveryId);
  return newDeliveryId;
}
