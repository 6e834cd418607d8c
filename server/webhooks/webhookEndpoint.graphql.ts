// A reseller's webhook endpoints in the API (User.webhookEndpoints; administrators may look), each
// with its delivery log, and the steps: add, change, delete, roll the secret. Mutations are for an
// active reseller (webhookEndpoints.ts).
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Context } from "../context.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { createWebhookEndpoint, deleteWebhookEndpoint, rollWebhookSecret, updateWebhookEndpoint } from "./webhookEndpoints.ts";
import { DESCRIPTION_MAX_LENGTH, MAX_ENDPOINTS_PER_RESELLER } from "./webhookRules.ts";
import { isSelfOrAdmin, signedInActor } from "../accounts/viewerChecks.ts";

const options = (ctx: Context) => ({ production: ctx.config.production, publicUrl: ctx.config.publicUrl });

export const WebhookEndpointNode = builder.prismaNode("WebhookEndpoint", {
  id: { field: "id" },
  select: { id: true, userId: true },
  authScopes: (endpoint, ctx) => isSelfOrAdmin(endpoint.userId, ctx),
  description: "An address where a reseller receives signed events about their orders.",
  fields: (t) => ({
    url: t.exposeString("url"),
    description: t.exposeString("description"),
    enabled: t.boolean({ select: { disabledAt: true }, resolve: (e) => e.disabledAt === null }),
    deliveries: t.relatedConnection("deliveries", {
      cursor: "id",
      maxSize: 50,
      defaultSize: 20,
      description: "The delivery log, newest first (50 at most per page).",
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const WebhookLimitsRef = builder.objectRef<Record<string, never>>("WebhookLimits").implement({
  authScopes: { public: true },
  fields: (t) => ({
    maxEndpoints: t.int({ resolve: () => MAX_ENDPOINTS_PER_RESELLER }),
    descriptionMaxLength: t.int({ resolve: () => DESCRIPTION_MAX_LENGTH }),
  }),
});

builder.queryField("webhookLimits", (t) => t.field({ type: WebhookLimitsRef, authScopes: { public: true }, description: "How many endpoints a reseller may have.", resolve: () => ({}) }));

// ---- Mutations ---------------------------------------------------------------------------------

const WebhookEndpointPayload = builder.objectRef<{ endpointId: string }>("WebhookEndpointPayload").implement({
  authScopes: { reseller: true },
  fields: (t) => ({
    endpoint: t.prismaField({ type: WebhookEndpointNode, resolve: (query, p, _args, ctx) => ctx.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: p.endpointId } }) }),
  }),
});

// The signing secret is answered once, by the mutation that makes it; nothing reads it later.
const WebhookSecretPayload = builder.objectRef<{ endpointId: string; secret: string }>("WebhookSecretPayload").implement({
  authScopes: { reseller: true },
  fields: (t) => ({
    endpoint: t.prismaField({ type: WebhookEndpointNode, resolve: (query, p, _args, ctx) => ctx.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: p.endpointId } }) }),
    secret: t.exposeString("secret", {
      description: "Signs every delivery (the Studiofront-Signature header). Shown this once: keep it now; rollWebhookSecret makes a new one.",
    }),
  }),
});

const DeletedWebhookEndpointPayload = builder.objectRef<{ deletedId: string }>("DeletedWebhookEndpointPayload").implement({
  authScopes: { reseller: true },
  fields: (t) => ({ deletedId: t.exposeID("deletedId", { description: "The global id of the endpoint that was deleted." }) }),
});

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  fields: (t) => ({
    url: t.string({ description: "An https:// address (http:// to localhost or 127.0.0.1 outside production)." }),
    description: t.string({ required: false, description: "What it is for, 200 characters at most." }),
  }),
});

const secretOf = (endpoint: { id: string; secret: string }) => ({ endpointId: endpoint.id, secret: endpoint.secret });

builder.mutationField("createWebhookEndpoint", (t) =>
  t.field({
    type: WebhookSecretPayload,
    authScopes: { reseller: true },
    description: "Adds a webhook endpoint (5 at most); its signing secret is in this answer only.",
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: CreateWebhookEndpointInput }) },
    resolve: async (_root, { input }, ctx) => secretOf(await createWebhookEndpoint(ctx.prisma, signedInActor(ctx), input, options(ctx))),
  }),
);

const UpdateWebhookEndpointInput = builder.inputType("UpdateWebhookEndpointInput", {
  fields: (t) => ({
    endpointId: t.globalID({ for: [WebhookEndpointNode] }),
    url: t.string({ required: false }),
    description: t.string({ required: false }),
    enabled: t.boolean({ required: false, description: "false: no events are sent to it until it is enabled again." }),
  }),
});

builder.mutationField("updateWebhookEndpoint", (t) =>
  t.field({
    type: WebhookEndpointPayload,
    authScopes: { reseller: true },
    description: "Changes an endpoint's address, description, or whether it receives events; what is left out stays.",
    errors: { types: [ValidationError, PermissionError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateWebhookEndpointInput }) },
    resolve: async (_root, { input }, ctx) => ({ endpointId: (await updateWebhookEndpoint(ctx.prisma, signedInActor(ctx), input.endpointId.id, input, options(ctx))).id }),
  }),
);

export const EndpointInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ endpointId: t.globalID({ for: [WebhookEndpointNode] }) }) });

builder.mutationField("deleteWebhookEndpoint", (t) =>
  t.field({
    type: DeletedWebhookEndpointPayload,
    authScopes: { reseller: true },
    description: "Deletes an endpoint and its delivery log.",
    errors: { types: [PermissionError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: EndpointInput("DeleteWebhookEndpointInput") }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteWebhookEndpoint(ctx.prisma, signedInActor(ctx), input.endpointId.id);
      return { deletedId: encodeGlobalID("WebhookEndpoint", input.endpointId.id) };
    },
  }),
);

builder.mutationField("rollWebhookSecret", (t) =>
  t.field({
    type: WebhookSecretPayload,
    authScopes: { reseller: true },
    description: "Gives the endpoint a new signing secret, in this answer only; the old one stops signing at once.",
    errors: { types: [PermissionError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: EndpointInput("RollWebhookSecretInput") }) },
    resolve: async (_root, { input }, ctx) => secretOf(await rollWebhookSecret(ctx.prisma, signedInActor(ctx), input.endpointId.id)),
  }),
);

