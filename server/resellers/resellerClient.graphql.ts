// Changing a reseller's clients in the API: adding or editing a client (its details, its contact,
// and whether the studio may write to that contact), and saying which client an order is for.
// The clients are read as Reseller.clients, their orders as Company.clientOrders.
import { CompanyNode, companyDetailFields } from "../companies/company.graphql.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { OrderNode } from "../orders/order.graphql.ts";
import { OrderPayload } from "../orders/orderPayload.graphql.ts";
import { OrderExpiredError, OrderNotPayableError } from "../orders/orderErrors.ts";
import { createClient, setOrderClient, updateClient } from "./resellerClients.ts";
import { signedInActor } from "../accounts/viewerChecks.ts";

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
