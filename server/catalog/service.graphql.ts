// Services in the API: the public catalogue's services, the administrators' list and their
// changes. Bundles have their own file (bundle.graphql.ts).
import { serviceSchema, setServiceActiveSchema } from "../../common/validation/catalogueSchemas.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { rowsField } from "../schema/rowsField.ts";
import type { Service } from "../db/generated/client.ts";
import { hideFromNodeLookup } from "../schema/nodeVisibility.ts";
import { actorOf, parsed } from "./catalogChange.ts";
import { createService, reorderServices, setServiceActive, updateService } from "./services.ts";
import { isStudioStaff } from "../accounts/viewerChecks.ts";

export const PricingModelEnum = builder.enumType("PricingModel", {
  values: ["PER_WORD", "PER_PROMPT", "FLAT", "BUNDLE", "QUOTE"] as const,
});

export const byPosition = [{ position: "asc" as const }, { name: "asc" as const }, { id: "asc" as const }];
/** What the public lists show; node(id:) hides the rest from all but administrators. */
export const publicService = { active: true, archivedAt: null };

export const ServiceNode = builder.prismaNode("Service", {
  id: { field: "id" },
  // Only the columns the asked fields need: an order list names its service, not its description.
  select: { id: true },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    summary: t.exposeString("summary"),
    description: t.exposeString("description", { description: "Plain text; paragraphs separated by a blank line." }),
    pricingModel: t.expose("pricingModel", { type: PricingModelEnum }),
    basePrice: t.exposeInt("basePrice", { description: "Minor units: price per prompt or message covering includedWords, or the flat price; 0 for QUOTE." }),
    includedWords: t.exposeInt("includedWords"),
    perWordPrice: t.exposeInt("perWordPrice", { description: "Minor units per word beyond includedWords." }),
    currency: t.exposeString("currency"),
    turnaroundDays: t.exposeInt("turnaroundDays"),
    rushFee: t.exposeInt("rushFee"),
    rushTurnaroundDays: t.exposeInt("rushTurnaroundDays"),
    active: t.exposeBoolean("active"),
    position: t.exposeInt("position"),
    bundles: t.relation("bundles", {
      description: "Message-on-hold plans of this service by position: the active ones (administrators see all).",
      query: (_args, ctx) => ({
        where: isStudioStaff(ctx) ? { archivedAt: null } : { archivedAt: null, active: true },
        orderBy: byPosition,
      }),
    }),
  }),
});

builder.queryFields((t) => ({
  services: t.prismaField({
    type: [ServiceNode],
    authScopes: { public: true },
    description: "Active services by position.",
    ...rowsField<Service>({ model: "service", where: () => publicService, orderBy: byPosition }),
  }),
  service: t.prismaField({
    type: ServiceNode,
    nullable: true,
    authScopes: { public: true },
    description: "An active service by slug; null when unknown or inactive.",
    args: { slug: t.arg.string() },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.service.findFirst({ ...query, where: { slug: args.slug, ...publicService } }),
  }),
  manageServices: t.prismaField({
    type: [ServiceNode],
    authScopes: { admin: true },
    description: "Every service, inactive included, by position.",
    ...rowsField<Service>({ model: "service", where: () => ({ archivedAt: null }), orderBy: byPosition }),
  }),
}));

hideFromNodeLookup("Service", (ctx, ids) => ctx.prisma.service.findMany({ where: { id: { in: ids }, ...publicService }, select: { id: true } }));

// ---- Management ------------------------------------------------------------------------------

export type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, "InputObject">;

const ServicePayload = builder.objectRef<{ serviceId: string }>("ServicePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    service: t.prismaField({
      type: ServiceNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.service.findUniqueOrThrow({ ...query, where: { id: payload.serviceId } }),
    }),
  }),
});

const ReorderServicesPayload = builder.objectRef<{ done: true }>("ReorderServicesPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    services: t.prismaField({
      type: [ServiceNode],
      description: "Every service in the new order (as manageServices lists them).",
      resolve: (query, _payload, _args, ctx) => ctx.prisma.service.findMany({ ...query, where: { archivedAt: null }, orderBy: byPosition }),
    }),
  }),
});

const serviceFields = (t: InputFields) => ({
  slug: t.string({ required: false, description: "Derived from the name when empty on creation; unchanged when empty on update." }),
  name: t.string(),
  summary: t.string(),
  description: t.string(),
  pricingModel: t.field({ type: PricingModelEnum }),
  basePrice: t.int({ description: "Minor units." }),
  includedWords: t.int(),
  perWordPrice: t.int({ description: "Minor units." }),
  currency: t.string({ required: false, description: "ISO 4217 code; the studio's currency when empty on creation, unchanged on update." }),
  turnaroundDays: t.int(),
  rushFee: t.int({ description: "Minor units." }),
  rushTurnaroundDays: t.int(),
  active: t.boolean({ required: false, description: "Defaults to true on creation; unchanged when omitted on update." }),
  position: t.int({ required: false, description: "Defaults to the end of the list on creation; unchanged when omitted on update." }),
});

const CreateServiceInput = builder.inputType("CreateServiceInput", {
  validate: serviceSchema,
  fields: (t) => serviceFields(t),
});

const UpdateServiceInput = builder.inputType("UpdateServiceInput", {
  validate: serviceSchema.loose(),
  fields: (t) => ({ id: t.globalID({ for: [ServiceNode] }), ...serviceFields(t) }),
});

const SetServiceActiveInput = builder.inputType("SetServiceActiveInput", {
  validate: setServiceActiveSchema.loose(),
  fields: (t) => ({ id: t.globalID({ for: [ServiceNode] }), active: t.boolean() }),
});

const ReorderServicesInput = builder.inputType("ReorderServicesInput", {
  fields: (t) => ({
    ids: t.globalIDList({ for: [ServiceNode], description: "Services in their new order; those left out follow in their current order." }),
  }),
});

export const managementErrors = { types: [ValidationError, NotFoundError], directResult: true };

builder.mutationFields((t) => ({
  createService: t.field({
    type: ServicePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateServiceInput }) },
    resolve: async (_root, { input }, ctx) => ({ serviceId: (await createService(ctx.prisma, actorOf(ctx), parsed(input))).id }),
  }),
  updateService: t.field({
    type: ServicePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateServiceInput }) },
    resolve: async (_root, { input }, ctx) => ({ serviceId: (await updateService(ctx.prisma, actorOf(ctx), input.id.id, parsed(input))).id }),
  }),
  setServiceActive: t.field({
    type: ServicePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: SetServiceActiveInput }) },
    resolve: async (_root, { input }, ctx) => ({ serviceId: (await setServiceActive(ctx.prisma, actorOf(ctx), input.id.id, input.active)).id }),
  }),
  reorderServices: t.field({
    type: ReorderServicesPayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: ReorderServicesInput }) },
    resolve: async (_root, { input }, ctx) => {
      await reorderServices(ctx.prisma, actorOf(ctx), input.ids.map((id) => id.id));
      return { done: true as const };
    },
  }),
}));
