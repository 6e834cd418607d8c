// A webhook delivery in the API: one event sent, or being retried, to one endpoint (the endpoint's
// delivery log), and the steps that make one: a test event, and a failed delivery sent again.
import { WebhookDeliveryStatus } from "../db/generated/client.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { redeliverWebhook, sendTestWebhookEvent } from "./webhookEndpoints.ts";
import { EndpointInput, WebhookEndpointNode } from "./webhookEndpoint.graphql.ts";
import { isSelfOrAdmin, signedInActor } from "../accounts/viewerChecks.ts";

const DeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  values: {
    PENDING: { description: "Waiting for its first attempt or for a retry (see nextAttemptAt)." },
    SUCCEEDED: { description: "The endpoint answered with a 2xx status." },
    FAILED: { description: "Every attempt failed; it can be sent again (redeliverWebhook)." },
  } satisfies Record<WebhookDeliveryStatus, { description: string }>,
});

export const WebhookDeliveryNode = builder.prismaNode("WebhookDelivery", {
  id: { field: "id" },
  select: { id: true, endpoint: { select: { userId: true } } },
  authScopes: (delivery, ctx) => isSelfOrAdmin(delivery.endpoint.userId, ctx),
  description: "One event sent, or being retried, to one endpoint.",
  fields: (t) => ({
    eventId: t.exposeString("eventId", { description: "The event's id (the body's `id`), the same in every retry and redelivery." }),
    eventType: t.exposeString("eventType", { description: "order.status_changed, order.files_ready or test.ping." }),
    payload: t.field({ type: "JSON", select: { payload: true }, description: "The event's `data`.", resolve: (d) => d.payload }),
    status: t.expose("status", { type: DeliveryStatusEnum }),
    attempts: t.exposeInt("attempts"),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", nullable: true }),
    responseStatus: t.exposeInt("responseStatus", { nullable: true, description: "The HTTP status of the last answer; null when none came (network error, timeout)." }),
    responseBody: t.exposeString("responseBody", { nullable: true, description: "The start of the last answer, or the network error." }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// ---- Mutations ---------------------------------------------------------------------------------

const WebhookDeliveryPayload = builder.objectRef<{ deliveryId: string }>("WebhookDeliveryPayload").implement({
  authScopes: { reseller: true },
  fields: (t) => ({
    delivery: t.prismaField({ type: WebhookDeliveryNode, resolve: (query, p, _args, ctx) => ctx.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: p.deliveryId } }) }),
    endpoint: t.prismaField({
      type: WebhookEndpointNode,
      resolve: (query, p, _args, ctx) => ctx.prisma.webhookEndpoint.findFirstOrThrow({ ...query, where: { deliveries: { some: { id: p.deliveryId } } } }),
    }),
  }),
});

builder.mutationField("sendTestWebhookEvent", (t) =>
  t.field({
    type: WebhookDeliveryPayload,
    authScopes: { reseller: true },
    description: "Sends a test.ping event to the endpoint now; follow it in the delivery log.",
    errors: { types: [PermissionError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: EndpointInput("SendTestWebhookEventInput") }) },
    resolve: async (_root, { input }, ctx) => ({ deliveryId: await sendTestWebhookEvent(ctx, signedInActor(ctx), input.endpointId.id) }),
  }),
);

const RedeliverWebhookInput = builder.inputType("RedeliverWebhookInput", {
  fields: (t) => ({ deliveryId: t.globalID({ for: [WebhookDeliveryNode] }) }),
});

builder.mutationField("redeliverWebhook", (t) =>
  t.field({
    type: WebhookDeliveryPayload,
    authScopes: { reseller: true },
    description: "Sends a FAILED delivery's event again, as a new delivery with the same event id.",
    errors: { types: [ValidationError, PermissionError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: RedeliverWebhookInput }) },
    resolve: async (_root, { input }, ctx) => ({ deliveryId: await redeliverWebhook(ctx, signedInActor(ctx), input.deliveryId.id) }),
  }),
);
