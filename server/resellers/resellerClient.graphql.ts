// A reseller's clients in the API: the list on their terms, each client's orders, and adding or
// editing a client (its details, its contact, and whether the studio may write to that contact).
import type { Context } from "../context.ts";
import { CompanyNode, companyDetailFields, isClientOwner } from "../accounts/company.graphql.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { OrderNode, OrderPayload } from "../orders/order.graphql.ts";
import { OrderExpiredError, OrderNotPayableError } from "../orders/orderErrors.ts";
import { createClient, setOrderClient, updateClient } from "./resellerClients.ts";
import { signedInActor } from "../accounts/viewerChecks.ts";

// The client's members (if any) do not see what the reseller orders for them.
const clientOwnerOrAdmin = async (company: { resellerId: string | null }, _args: unknown, ctx: Context) =>
  ctx.viewer?.role === "ADMIN" || (!!company.resellerId && ctx.viewer?.role === "RESELLER" && (await isClientOwner(ctx, company.resellerId)));


builder.prismaObjectField("Reseller", "clients", (t) =>
  t.relation("clients", {
    type: CompanyNode,
    description: "The companies the reseller orders for, by name.",
    query: { where: { archivedAt: null }, orderBy: [{ name: "asc" }, { id: "asc" }] },
  }),
);

builder.prismaObjectFields("Company", (t) => ({
  clientOrders: t.relation("clientOrders", {
    authScopes: clientOwnerOrAdmin,
    description: "A reseller's client: the orders placed for it, newest first (at most 50), drafts included.",
    args: { first: t.arg.int({ required: false }) },
    query: (args) => ({ where: { archivedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: Math.min(Math.max(args.first ?? 20, 1), 50) }),
  }),
  clientOrderCount: t.relationCount("clientOrders", {
    authScopes: clientOwnerOrAdmin,
    where: { archivedAt: null, placedAt: { not: null } },
    description: "A reseller's client: how many orders were placed for it.",
  }),
}));

const ResellerClientInput = builder.inputType("ResellerClientInput", {
  fields: (t) => ({
    ...companyDetailFields(t),
    contactName: t.string({ required: false }),
    contactEmail: t.string({ required: false }),
    emailContact: t.boolean({ required: false, description: "Whether the studio sends this contact the order's e-mails (payment received, files ready). Default false: private label." }),
  }),
});

const UpdateResellerClientInput = builder.inputType("UpdateResellerClientInput", {
  fields: (t) => ({
    clientId: t.globalID({ for: [CompanyNode] }),
    client: t.field({ type: ResellerClientInput }),
  }),
});

const ResellerClientPayload = builder.objectRef<{ companyId: string }>("ResellerClientPayload").implement({
  authScopes: { reseller: true },
  fields: (t) => ({
    client: t.prismaField({ type: CompanyNode, resolve: (query, p, _args, ctx) => ctx.prisma.company.findUniqueOrThrow({ ...query, where: { id: p.companyId } }) }),
  }),
});

const SetOrderClientInput = builder.inputType("SetOrderClientInput", {
  fields: (t) => ({
    orderId: t.globalID({ for: [OrderNode] }),
    clientCompanyId: t.globalID({ required: false, for: [CompanyNode], description: "One of `myReseller.clients`; null: the order is for yourself." }),
  }),
});

builder.prismaObjectField("User", "reseller", (t) =>
  t.prismaField({
    type: "Reseller",
    nullable: true,
    description: "The user's reseller terms and clients, once approved.",
    // Asked on every payment page: a customer's answer costs no statement.
    resolve: (query, user, _args, ctx) => (user.role === "RESELLER" ? ctx.prisma.reseller.findUnique({ ...query, where: { userId: user.id } }) : null),
  }),
);

builder.mutationFields((t) => ({
  setOrderClient: t.field({
    type: OrderPayload,
    authScopes: { reseller: true },
    description: "Says which client an unpaid order is for. The price does not change: the reseller is billed.",
    errors: { types: [ValidationError, PermissionError, NotFoundError, OrderNotPayableError, OrderExpiredError], directResult: true },
    args: { input: t.arg({ type: SetOrderClientInput }) },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await setOrderClient(ctx.prisma, signedInActor(ctx), input.orderId.id, input.clientCompanyId?.id ?? null)).id }),
  }),
  createResellerClient: t.field({
    type: ResellerClientPayload,
    authScopes: { reseller: true },
    description: "Adds a client company to order for (active resellers).",
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: ResellerClientInput }) },
    resolve: async (_root, { input }, ctx) => ({ companyId: (await createClient(ctx.prisma, signedInActor(ctx), input)).id }),
  }),
  updateResellerClient: t.field({
    type: ResellerClientPayload,
    authScopes: { reseller: true },
    description: "Changes one of the reseller's clients.",
    errors: { types: [ValidationError, PermissionError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateResellerClientInput }) },
    resolve: async (_root, { input }, ctx) => ({ companyId: (await updateClient(ctx.prisma, signedInActor(ctx), input.clientId.id, input.client)).id }),
  }),
}));
