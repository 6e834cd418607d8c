// Message-on-hold bundles in the API: the public list of active bundles, the administrators' list
// and their changes.
import { DEFAULT_PROGRAMME_LAYOUT, PROGRAMME_LIMITS, type ProgrammeLayout } from "../../common/orders/programmeLayout.ts";
import { bundleSchema } from "../../common/validation/catalogueSchemas.ts";
import { builder } from "../schema/builder.ts";
import { hideFromNodeLookup } from "../schema/nodeVisibility.ts";
import { actorOf, parsed } from "./catalogChange.ts";
import { byPosition, type InputFields, managementErrors, publicService, ServiceNode } from "./service.graphql.ts";
import { createBundle, updateBundle } from "./services.ts";

const publicBundle = { active: true, archivedAt: null, service: publicService };

export const BundleNode = builder.prismaNode("Bundle", {
  id: { field: "id" },
  // Select mode: a list of bundles (a service's prices, say) reads only the columns it shows.
  select: { id: true },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    messagesIncluded: t.exposeInt("messagesIncluded"),
    wordsPerMessage: t.exposeInt("wordsPerMessage"),
    periodMonths: t.exposeInt("periodMonths"),
    programmeSeconds: t.exposeInt("programmeSeconds", { description: "Length of the on-hold programme the messages are mixed into, before it loops." }),
    introSeconds: t.exposeInt("introSeconds", { description: "Music alone before the first message." }),
    gapSeconds: t.exposeInt("gapSeconds", { description: "Music between two messages." }),
    price: t.exposeInt("price", { description: "Minor units." }),
    currency: t.exposeString("currency"),
    active: t.exposeBoolean("active"),
    position: t.exposeInt("position"),
    service: t.relation("service"),
  }),
});

builder.queryFields((t) => ({
  bundles: t.prismaField({
    type: [BundleNode],
    authScopes: { public: true },
    description: "Active message-on-hold bundles of active services, by position.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.bundle.findMany({
        ...query,
        where: publicBundle,
        orderBy: byPosition,
      }),
  }),
  manageBundles: t.prismaField({
    type: [BundleNode],
    authScopes: { admin: true },
    description: "Every bundle, inactive included, by position.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.bundle.findMany({ ...query, where: { archivedAt: null }, orderBy: byPosition }),
  }),
}));

hideFromNodeLookup("Bundle", (ctx, ids) => ctx.prisma.bundle.findMany({ where: { id: { in: ids }, ...publicBundle }, select: { id: true } }));

// ---- Management ------------------------------------------------------------------------------

const BundlePayload = builder.objectRef<{ bundleId: string }>("BundlePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    bundle: t.prismaField({
      type: BundleNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.bundle.findUniqueOrThrow({ ...query, where: { id: payload.bundleId } }),
    }),
  }),
});

const programmeSetting = (what: string, key: keyof ProgrammeLayout) => {
  const [min, max] = PROGRAMME_LIMITS[key];
  return `${what}: ${min} to ${max} seconds; ${DEFAULT_PROGRAMME_LAYOUT[key]} when omitted on creation, unchanged when omitted on update.`;
};

const bundleFields = (t: InputFields) => ({
  serviceId: t.globalID({ for: [ServiceNode], description: "A service priced by bundle." }),
  slug: t.string({ required: false, description: "Derived from the name when empty on creation; unchanged when empty on update." }),
  name: t.string(),
  description: t.string({ required: false }),
  messagesIncluded: t.int(),
  wordsPerMessage: t.int(),
  periodMonths: t.int(),
  programmeSeconds: t.int({ required: false, description: programmeSetting("Length of the on-hold programme before it loops", "programmeSeconds") }),
  introSeconds: t.int({ required: false, description: programmeSetting("Music alone before the first message", "introSeconds") }),
  gapSeconds: t.int({ required: false, description: programmeSetting("Music between two messages", "gapSeconds") }),
  price: t.int({ description: "Minor units." }),
  currency: t.string({ required: false, description: "ISO 4217 code; the service's currency when empty on creation, unchanged on update." }),
  active: t.boolean({ required: false, description: "Defaults to true on creation; unchanged when omitted on update." }),
  position: t.int({ required: false, description: "Defaults to the end of the list on creation; unchanged when omitted on update." }),
});

const CreateBundleInput = builder.inputType("CreateBundleInput", {
  validate: bundleSchema.loose(),
  fields: (t) => bundleFields(t),
});

const UpdateBundleInput = builder.inputType("UpdateBundleInput", {
  validate: bundleSchema.loose(),
  fields: (t) => ({ id: t.globalID({ for: [BundleNode] }), ...bundleFields(t) }),
});

builder.mutationFields((t) => ({
  createBundle: t.field({
    type: BundlePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateBundleInput }) },
    resolve: async (_root, { input }, ctx) => ({ bundleId: (await createBundle(ctx.prisma, actorOf(ctx), input.serviceId.id, parsed(input))).id }),
  }),
  updateBundle: t.field({
    type: BundlePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateBundleInput }) },
    resolve: async (_root, { input }, ctx) => ({
      bundleId: (await updateBundle(ctx.prisma, actorOf(ctx), input.id.id, input.serviceId.id, parsed(input))).id,
    }),
  }),
}));
