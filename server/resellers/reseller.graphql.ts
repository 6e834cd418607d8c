// A reseller in the API: their own terms and clients, the studio's table of resellers, and the
// studio's steps: changing terms, suspending and reactivating.
import type { Reseller } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { isSelfOrAdmin, signedInActor } from "../accounts/viewerChecks.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { MAX_COMMISSION_RATE_BASIS_POINTS, MAX_WHOLESALE_DISCOUNT_BASIS_POINTS } from "./resellerRules.ts";
import { setResellerSuspended, updateResellerTerms } from "./resellers.ts";

export const ResellerNode = builder.prismaNode("Reseller", {
  id: { field: "id" },
  select: { id: true, userId: true },
  authScopes: (reseller, ctx) => isSelfOrAdmin(reseller.userId, ctx),
  fields: (t) => ({
    wholesaleDiscountBasisPoints: t.exposeInt("wholesaleDiscountBasisPoints", { description: "Off the list price of the reseller's orders." }),
    commissionRateBasisPoints: t.exposeInt("commissionRateBasisPoints", { description: "The reseller's share of their clients' orders net of tax." }),
    payoutDetails: t.exposeString("payoutDetails", { nullable: true }),
    suspended: t.boolean({ select: { suspendedAt: true }, resolve: (r) => r.suspendedAt !== null }),
    suspendedAt: t.expose("suspendedAt", { type: "DateTime", nullable: true }),
    suspensionReason: t.exposeString("suspensionReason", { nullable: true }),
    suspendedBy: t.relation("suspendedBy", { nullable: true, authScopes: { admin: true } }),
    user: t.relation("user", { authScopes: { admin: true } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    clients: t.relation("clients", {
      description: "The companies the reseller orders for, by name.",
      query: { where: { archivedAt: null }, orderBy: [{ name: "asc" }, { id: "asc" }] },
    }),
  }),
});

builder.queryField("myReseller", (t) =>
  t.prismaField({
    type: ResellerNode,
    nullable: true,
    authScopes: { signedIn: true },
    description: "The viewer's reseller terms, once their application was approved.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.reseller.findUnique({ ...query, where: { userId: ctx.viewer!.id } }),
  }),
);

const ResellerLimitsRef = builder.objectRef<Record<string, never>>("ResellerTermLimits").implement({
  authScopes: { public: true },
  fields: (t) => ({
    maxWholesaleDiscountBasisPoints: t.int({ resolve: () => MAX_WHOLESALE_DISCOUNT_BASIS_POINTS }),
    maxCommissionRateBasisPoints: t.int({ resolve: () => MAX_COMMISSION_RATE_BASIS_POINTS }),
  }),
});

builder.queryField("resellerTermLimits", (t) => t.field({ type: ResellerLimitsRef, authScopes: { public: true }, description: "The bounds of a reseller's terms.", resolve: () => ({}) }));

// ---- The studio's table -------------------------------------------------------------------------

const resellerListSpec: ListDeclaration = {
  fields: {
    email: { type: "string", field: "user.email", sortable: true },
    name: { type: "string", field: "user.name", sortable: true },
    wholesaleDiscountBasisPoints: { type: "int", sortable: true },
    commissionRateBasisPoints: { type: "int", sortable: true },
    suspendedAt: { type: "dateTime", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

const resellerList: ListSource = { model: "reseller", typeName: "Reseller" };

builder.queryField("manageResellers", (t) =>
  t.connection(
    {
      type: ResellerNode,
      authScopes: { admin: true },
      description: "Every reseller. List-query fields: email, name, wholesaleDiscountBasisPoints, commissionRateBasisPoints, suspendedAt, createdAt.",
      ...listQueryField(resellerListSpec, resellerList),
      resolve: (root, args, ctx, info) => resolveListSource<Reseller>(resellerList, root, args, ctx, info),
    },
    ...countedConnection("Reseller"),
  ),
);

// ---- Mutations ---------------------------------------------------------------------------------

const ResellerPayload = builder.objectRef<{ resellerId: string }>("ResellerPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    reseller: t.prismaField({ type: ResellerNode, resolve: (query, p, _args, ctx) => ctx.prisma.reseller.findUniqueOrThrow({ ...query, where: { id: p.resellerId } }) }),
  }),
});

const UpdateResellerTermsInput = builder.inputType("UpdateResellerTermsInput", {
  fields: (t) => ({
    resellerId: t.globalID({ for: [ResellerNode] }),
    wholesaleDiscountBasisPoints: t.int({ description: "0 to 5000 (0–50 %)." }),
    commissionRateBasisPoints: t.int({ description: "0 to 3000 (0–30 %)." }),
    payoutDetails: t.string({ required: false }),
  }),
});

builder.mutationField("updateResellerTerms", (t) =>
  t.field({
    type: ResellerPayload,
    authScopes: { admin: true },
    description: "Changes a reseller's wholesale discount, commission rate and payout details.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateResellerTermsInput }) },
    resolve: async (_root, { input }, ctx) => ({ resellerId: (await updateResellerTerms(ctx.prisma, signedInActor(ctx), input.resellerId.id, input)).id }),
  }),
);

const SetResellerSuspendedInput = builder.inputType("SetResellerSuspendedInput", {
  fields: (t) => ({
    resellerId: t.globalID({ for: [ResellerNode] }),
    suspended: t.boolean(),
    reason: t.string({ description: "Why: told to the reseller and kept in the audit log." }),
  }),
});

builder.mutationField("setResellerSuspended", (t) =>
  t.field({
    type: ResellerPayload,
    authScopes: { admin: true },
    description: "Suspends a reseller (they keep the role; reseller-only actions are refused) or reactivates them, with a reason.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: SetResellerSuspendedInput }) },
    resolve: async (_root, { input }, ctx) => ({ resellerId: (await setResellerSuspended(ctx.prisma, signedInActor(ctx), input.resellerId.id, input)).id }),
  }),
);
