// Payments and refunds in the API: what a customer sees of their order's payments, the
// administrators' payments table and their refund mutation.
import { PaymentProvider } from "../admin/settings.graphql.ts";
import { PaymentStatus, type Payment } from "../db/generated/client.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { canSeeOrderById } from "../orders/orderAccess.ts";
import { builder } from "../schema/builder.ts";
import { ListQueryRef, listQueryExtensions, resolveListConnection } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { PaymentDeclinedError, PaymentGatewayError } from "./paymentErrors.ts";
import type { RefundStatus } from "../db/generated/client.ts";
import { refundableAmount } from "./paymentStates.ts";
import { refundPayment } from "./refunds.ts";
import { isAdmin } from "../accounts/viewerChecks.ts";

export const PaymentStatusEnum = builder.enumType("PaymentStatus", { values: Object.values(PaymentStatus) });

const REFUND_STATUSES = ["REQUESTED", "PENDING", "SUCCEEDED", "FAILED"] as const satisfies readonly RefundStatus[];
export const RefundStatusEnum = builder.enumType("RefundStatus", {
  values: {
    REQUESTED: { description: "Asked of the payment provider, which has not answered yet." },
    PENDING: { description: "Accepted by the payment provider; the money is on its way back." },
    SUCCEEDED: { description: "Returned to the customer." },
    FAILED: { description: "Refused or failed: no money was returned." },
  } satisfies Record<(typeof REFUND_STATUSES)[number], { description: string }>,
});

builder.objectType(PaymentGatewayError, {
  name: "PaymentGatewayError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "The payment provider refused the request or could not be reached.",
  fields: () => ({}),
});

builder.objectType(PaymentDeclinedError, {
  name: "PaymentDeclinedError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "The card was declined; `message` says why, in words for the customer.",
  fields: (t) => ({ declineCode: t.exposeString("declineCode", { nullable: true }) }),
});



export const RefundNode = builder.prismaNode("Refund", {
  id: { field: "id" },
  authScopes: async (refund, ctx) => {
    if (isAdmin(ctx)) return true;
    const payment = await ctx.prisma.payment.findUnique({ where: { id: refund.paymentId }, select: { orderId: true } });
    return !!payment && canSeeOrderById(ctx, payment.orderId);
  },
  fields: (t) => ({
    amount: t.exposeInt("amount", { description: "Minor units, in the payment's currency." }),
    status: t.field({ type: RefundStatusEnum, resolve: (refund) => refund.status as RefundStatus }),
    reason: t.exposeString("reason", { nullable: true }),
    providerReference: t.exposeString("providerReference", { nullable: true, description: "The refund's id at the payment provider (Stripe: re_…)." }),
    createdBy: t.relation("createdBy", { nullable: true, authScopes: { admin: true }, description: "The administrator who made it; null when it was made at the provider." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const PaymentNode = builder.prismaNode("Payment", {
  id: { field: "id" },
  authScopes: (payment, ctx) => canSeeOrderById(ctx, payment.orderId),
  fields: (t) => ({
    provider: t.expose("provider", { type: PaymentProvider }),
    providerReference: t.exposeString("providerReference", { nullable: true, description: "The payment's id at the provider (Stripe: pi_…)." }),
    amount: t.exposeInt("amount", { description: "Minor units." }),
    currency: t.expose("currency", { type: "Currency" }),
    status: t.expose("status", { type: PaymentStatusEnum }),
    refundedAmount: t.exposeInt("refundedAmount", { description: "Minor units refunded or being refunded." }),
    refundableAmount: t.int({
      description: "What can still be refunded, in minor units (0 unless the payment succeeded).",
      resolve: (payment) => refundableAmount(payment),
    }),
    forExtraRevision: t.boolean({ description: "Pays an extra revision bought on the order, not the order itself.", resolve: (payment) => payment.revisionChargeId !== null }),
    failureMessage: t.exposeString("failureMessage", { nullable: true, description: "Why the last attempt failed, as the provider told the customer." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    order: t.relation("order"),
    refunds: t.relation("refunds", { query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
  }),
});

export const paymentListSpec: ListDeclaration = {
  fields: {
    status: { type: "enum", enumValues: Object.values(PaymentStatus), sortable: true },
    provider: { type: "enum", enumValues: ["STRIPE", "TEST"], sortable: true },
    providerReference: { type: "string", sortable: true },
    amount: { type: "int", sortable: true },
    refundedAmount: { type: "int", sortable: true },
    currency: { type: "string", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
    orderNumber: { type: "int", field: "order.number", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

builder.queryField("managePayments", (t) =>
  t.connection(
    {
      type: PaymentNode,
      authScopes: { admin: true },
      description: "Every payment, newest first. List-query fields: status, provider, providerReference, amount, refundedAmount, currency, createdAt, orderNumber.",
      args: { filter: t.arg({ type: ListQueryRef, required: false }) },
      extensions: listQueryExtensions(paymentListSpec),
      resolve: (_root, args, ctx, info) =>
        resolveListConnection<Payment>({ args, ctx, info, typeName: "Payment", delegate: ctx.prisma.payment, where: { archivedAt: null } }),
    },
    {
      name: "PaymentConnection",
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }),
    },
    { name: "PaymentEdge" },
  ),
);

const RefundPaymentInput = builder.inputType("RefundPaymentInput", {
  fields: (t) => ({
    paymentId: t.globalID({ for: [PaymentNode] }),
    amount: t.int({ required: false, description: "Minor units; omitted: everything not refunded yet." }),
    reason: t.string({ required: false, description: "Kept with the refund and shown on the order's timeline; not sent to the customer." }),
  }),
});

const RefundPaymentPayload = builder.objectRef<{ paymentId: string; refundId: string }>("RefundPaymentPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    payment: t.prismaField({ type: PaymentNode, resolve: (query, p, _args, ctx) => ctx.prisma.payment.findUniqueOrThrow({ ...query, where: { id: p.paymentId } }) }),
    refund: t.prismaField({ type: RefundNode, resolve: (query, p, _args, ctx) => ctx.prisma.refund.findUniqueOrThrow({ ...query, where: { id: p.refundId } }) }),
  }),
});

builder.mutationField("refundPayment", (t) =>
  t.field({
    type: RefundPaymentPayload,
    authScopes: { admin: true },
    description: "Refunds a successful payment in full or in part through its provider; the order becomes partially refunded or refunded.",
    errors: { types: [ValidationError, NotFoundError, PaymentGatewayError], directResult: true },
    args: { input: t.arg({ type: RefundPaymentInput }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer!;
      const { payment, refund } = await refundPayment(ctx, {
        paymentId: input.paymentId.id,
        amount: input.amount,
        reason: input.reason,
        actor: { userId: viewer.id, email: viewer.email, request: ctx },
      });
      return { paymentId: payment.id, refundId: refund.id };
    },
  }),
);
