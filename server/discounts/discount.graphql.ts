import { discountSchema, DISCOUNT_KINDS, type DiscountFields } from "../../common/validation/discountSchemas.ts";
import { actorOf, parsed } from "../catalog/catalogChange.ts";
import { ServiceNode } from "../catalog/service.graphql.ts";
import type { Discount } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { createDiscount, updateDiscount } from "./discounts.ts";
import { DISCOUNT_REFUSALS } from "./eligibility.ts";
import { DiscountRefusedError } from "./errors.ts";

export const DiscountKindEnum = builder.enumType("DiscountKind", { values: DISCOUNT_KINDS });

export const DiscountRefusalEnum = builder.enumType("DiscountRefusalReason", {
  description: "Why a discount code does not apply to an order.",
  values: DISCOUNT_REFUSALS,
});

/**
 * `DiscountRefusedError { message reason }`: list `DiscountRefusedError` (the class) in a
 * mutation's `errors.types`, or use it as a field's type (e.g. a quote's `discountRefusal`).
 */
builder.objectType(DiscountRefusedError, {
  name: "DiscountRefusedError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "A discount code that cannot be used for this order; `message` says why in a sentence for the customer.",
  fields: (t) => ({ reason: t.expose("reason", { type: DiscountRefusalEnum }) }),
});

export const DiscountNode = builder.prismaNode("Discount", {
  id: { field: "id" },
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    code: t.exposeString("code", { description: "Upper case; customers may type it in any case." }),
    description: t.exposeString("description", { description: "Internal note: what the code is for." }),
    kind: t.expose("kind", { type: DiscountKindEnum }),
    percentBasisPoints: t.exposeInt("percentBasisPoints", { nullable: true, description: "PERCENT: basis points (1000 = 10 %)." }),
    amount: t.exposeInt("amount", { nullable: true, description: "FIXED: minor units of `currency`." }),
    currency: t.exposeString("currency", { description: "Currency of a FIXED amount and of the minimum subtotal." }),
    startsAt: t.expose("startsAt", { type: "DateTime", nullable: true, description: "Usable from this instant on (inclusive); null: no start." }),
    endsAt: t.expose("endsAt", { type: "DateTime", nullable: true, description: "Not usable from this instant on (exclusive); null: no end." }),
    maxRedemptions: t.exposeInt("maxRedemptions", { nullable: true, description: "Uses in all; null: unlimited." }),
    perCustomerLimit: t.exposeInt("perCustomerLimit", { nullable: true, description: "Uses per customer (e-mail address); null: unlimited." }),
    minimumSubtotal: t.exposeInt("minimumSubtotal", { description: "Minor units; 0: no minimum." }),
    redemptionCount: t.exposeInt("redemptionCount", { description: "Uses so far: reserved while paying plus confirmed (paid)." }),
    confirmedRedemptionCount: t.relationCount("redemptions", {
      description: "Uses by paid orders.",
      where: { confirmedAt: { not: null } },
    }),
    active: t.exposeBoolean("active"),
    services: t.relation("services", {
      type: ServiceNode,
      description: "The services the code is limited to; empty: every service.",
      query: { orderBy: [{ position: "asc" }, { name: "asc" }] },
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const discountListSpec: ListDeclaration = {
  fields: {
    code: { type: "string", sortable: true },
    kind: { type: "enum", enumValues: DISCOUNT_KINDS, sortable: true },
    active: { type: "boolean", sortable: true },
    startsAt: { type: "dateTime", sortable: true },
    endsAt: { type: "dateTime", sortable: true },
    redemptionCount: { type: "int", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

const discountList: ListSource = { model: "discount", typeName: "Discount", where: () => ({ archivedAt: null }) };

builder.queryField("manageDiscounts", (t) =>
  t.connection(
    {
      type: DiscountNode,
      authScopes: { bookkeeping: true },
      description: "Discount codes. List-query fields: code, kind, active, startsAt, endsAt, redemptionCount, createdAt.",
      ...listQueryField(discountListSpec, discountList),
      resolve: (root, args, ctx, info) => resolveListSource<Discount>(discountList, root, args, ctx, info),
    },
    ...countedConnection("Discount"),
  ),
);

// ---- Management ------------------------------------------------------------------------------

type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, "InputObject">;

const DiscountPayload = builder.objectRef<{ discountId: string }>("DiscountPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    discount: t.prismaField({
      type: DiscountNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.discount.findUniqueOrThrow({ ...query, where: { id: payload.discountId } }),
    }),
  }),
});

const discountFields = (t: InputFields) => ({
  code: t.string({ description: "3 to 32 letters, digits, hyphens or underscores; stored upper-cased; unique." }),
  description: t.string({ required: false }),
  kind: t.field({ type: DiscountKindEnum }),
  percentBasisPoints: t.int({ required: false, description: "PERCENT: 1 to 10000 (0.01 % to 100 %)." }),
  amount: t.int({ required: false, description: "FIXED: minor units, more than 0." }),
  currency: t.string({ required: false, description: "ISO 4217 code; the studio's currency when empty on creation, unchanged on update." }),
  startsAt: t.field({ type: "DateTime", required: false }),
  endsAt: t.field({ type: "DateTime", required: false, description: "Must be after startsAt." }),
  maxRedemptions: t.int({ required: false, description: "Null: unlimited." }),
  perCustomerLimit: t.int({ required: false, description: "Null: unlimited." }),
  minimumSubtotal: t.int({ required: false, description: "Minor units; 0 or null: no minimum." }),
  active: t.boolean({ required: false, description: "Defaults to true on creation; unchanged when omitted on update." }),
  serviceIds: t.globalIDList({ for: [ServiceNode], required: false, description: "Limit the code to these services; empty: every service." }),
});

const CreateDiscountInput = builder.inputType("CreateDiscountInput", {
  validate: discountSchema,
  fields: (t) => discountFields(t),
});

const UpdateDiscountInput = builder.inputType("UpdateDiscountInput", {
  validate: discountSchema,
  fields: (t) => ({ id: t.globalID({ for: [DiscountNode] }), ...discountFields(t) }),
});

type ParsedDiscountInput = DiscountFields & { serviceIds?: { id: string }[] | null; id?: { id: string } };
const serviceIdsOf = (input: ParsedDiscountInput) => (input.serviceIds ?? []).map((id) => id.id);

const managementErrors = { types: [ValidationError, NotFoundError], directResult: true };

builder.mutationFields((t) => ({
  createDiscount: t.field({
    type: DiscountPayload,
    authScopes: { bookkeeping: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateDiscountInput }) },
    resolve: async (_root, { input }, ctx) => {
      const fields = parsed<ParsedDiscountInput>(input);
      return { discountId: (await createDiscount(ctx.prisma, actorOf(ctx), fields, serviceIdsOf(fields))).id };
    },
  }),
  updateDiscount: t.field({
    type: DiscountPayload,
    authScopes: { bookkeeping: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateDiscountInput }) },
    resolve: async (_root, { input }, ctx) => {
      const fields = parsed<ParsedDiscountInput>(input);
      return { discountId: (await updateDiscount(ctx.prisma, actorOf(ctx), input.id.id, fields, serviceIdsOf(fields))).id };
    },
  }),
}));
