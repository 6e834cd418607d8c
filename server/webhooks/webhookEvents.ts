// Events for resellers' webhooks, written in the transaction that makes them happen: one
// WebhookDelivery row per enabled endpoint of the user the event concerns (the outbox), sent by the
// deliver-webhook jobs once committed (webhookDeliveries.ts). An order's change concerns who placed
// it (Order.userId) and the reseller who placed it for a client (Order.resellerUserId).
import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { OrderStatus, Prisma } from "../db/generated/client.ts";
import { deliveredFiles } from "../fulfilment/deliverableSets.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import type { WebhookEventType } from "./webhookRules.ts";

type Tx = Pick<Prisma.TransactionClient, "webhookEndpoint" | "webhookDelivery" | "order" | "deliverable">;

/** Writes the event once per endpoint (the same event id for all); answers the new deliveries' ids. */
async function writeDeliveries(tx: Tx, endpointIds: string[], eventType: WebhookEventType, payload: Prisma.InputJsonObject, now: Date): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const eventId = randomUUID();
  const rows = endpointIds.map((endpointId) => ({ id: randomUUID(), endpointId, eventId, eventType, payload, nextAttemptAt: now, createdAt: now }));
  await tx.webhookDelivery.createMany({ data: rows });
  return rows.map((row) => row.id);
}

/** An event for every enabled endpoint of `userId`; answers the deliveries' ids. */
export async function queueWebhookEvent(tx: Tx, userId: string, eventType: WebhookEventType, payload: Prisma.InputJsonObject, now = new Date()): Promise<string[]> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: { userId, disabledAt: null }, select: { id: true } });
  return writeDeliveries(tx, endpoints.map((e) => e.id), eventType, payload, now);
}

/** test.ping to one endpoint (enabled or not: its owner asked for it). */
export async function queueTestEvent(tx: Tx, endpointId: string, now = new Date()): Promise<string> {
  const [id] = await writeDeliveries(tx, [endpointId], "test.ping", { message: "A test event from Studiofront: your endpoint receives and verifies webhooks." }, now);
  return id;
}

export type OrderChange = { orderId: string; from: OrderStatus; to: OrderStatus; links: OrderLinkConfig };

const base = (publicUrl: string) => publicUrl.replace(/\/$/, "");

/**
 * order.status_changed for every order status change, and order.files_ready when the order is
 * delivered (its files can be downloaded from then on). Called by transitionOrder in the same
 * transaction, after the new state's effects (the delivered files are stamped by then). Costs one
 * statement when nobody concerned has an endpoint.
 */
export async function queueOrderWebhooks(tx: Tx, change: OrderChange): Promise<void> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { disabledAt: null, user: { OR: [{ orders: { some: { id: change.orderId } } }, { resellerOrders: { some: { id: change.orderId } } }] } },
    select: { id: true },
  });
  if (endpoints.length === 0) return;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: change.orderId },
    select: { id: true, number: true, total: true, currency: true, clientCompany: { select: { name: true } } },
  });
  const now = new Date();
  const orderData = { id: encodeGlobalID("Order", order.id), number: order.number, total: order.total, currency: order.currency, clientCompany: order.clientCompany?.name ?? null };
  const ids = endpoints.map((e) => e.id);
  await writeDeliveries(tx, ids, "order.status_changed", { order: orderData, from: change.from, to: change.to }, now);
  if (change.to !== "DELIVERED") return;
  const files = deliveredFiles(
    await tx.deliverable.findMany({
      where: { orderId: order.id, deliveredAt: { not: null }, preview: false, fileId: { not: null } },
      select: { id: true, itemIndex: true, format: true, preview: true, version: true, deliveredAt: true, fileName: true },
    }),
  );
  const publicUrl = base(change.links.publicUrl);
  await writeDeliveries(
    tx,
    ids,
    "order.files_ready",
    {
      order: orderData,
      // Fetched with the reseller's API token (Authorization: Bearer …), or through Order.deliverables in GraphQL.
      zipUrl: `${publicUrl}/api/orders/${order.id}/files.zip`,
      files: files.map((file) => ({
        id: encodeGlobalID("Deliverable", file.id),
        itemIndex: file.itemIndex,
        format: file.format,
        fileName: file.fileName,
        version: file.version,
        url: `${publicUrl}/api/deliverables/${file.id}?download`,
      })),
    },
    now,
  );
}
