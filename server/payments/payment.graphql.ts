// Payments in the API: what a customer sees of their order's payments, the administrators'
// payments table, and the payment provider's errors. Refunds have their own file (refund.graphql.ts).
import { PaymentProvider } from "../admin/settings.graphql.ts";
import { PaymentStatus, type Payment } from "../db/generated/client.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { canSeeOrderMoneyById } from "../orders/orderAccess.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { PaymentDeclinedError, PaymentGatewayError } from "./paymentErrors.ts";
import { refundableAmount } from "./paymentStates.ts";

export const PaymentStatusEnum = builder.enumType("PaymentStatus", { values: Object.values(PaymentStatus) });

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

export const PaymentNode = builder.prismaNode("Payment", {
  id: { field: "id" },
  // Select mode: a row of the payments table reads the columns its fields name, not the
  // provider's client secret, idempotency key and card fingerprint.
  select: { id: true, orderId: true },
  authScopes: (payment, ctx) => canSeeOrderMoneyById(ctx, payment.orderId),
  fields: (t) => ({
    provider: t.expose("provider", { type: PaymentProvider }),
    providerReference: t.exposeString("providerReference", { nullable: true, description: "The payment's id at the provider (Stripe: pi_…)." }),
    amount: t.exposeInt("amount", { description: "Minor units." }),
    currency: t.expose("currency", { type: "Currency" }),
    status: t.expose("status", { type: PaymentStatusEnum }),
    refundedAmount: t.exposeInt("refundedAmount", { description: "Minor units refunded or being refunded." }),
    refundableAmount: t.int({
      description: "What can still be refunded, in minor units (0 unless the payment succeeded).",
      select: { status: true, amount: true, refundedAmount: true },
      resolve: (payment) => refundableAmount(payment),
    }),
    forExtraRevision: t.boolean({ description: "Pays an extra revision bought on the order, not the order itself.", select: { revisionChargeId: true }, resolve: (payment) => payment.revisionChargeId !== null }),
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

const everyPayment: ListSource = { model: "payment", typeName: "Payment", where: () => ({ archivedAt: null }) };

builder.queryField("managePayments", (t) =>
  t.connection(
    {
      type: PaymentNode,
      authScopes: { bookkeeping: true },
      description: "Every payment, newest first. List-query fields: status, provider, providerReference, amount, refundedAmount, currency, createdAt, orderNumber.",
      ...listQueryField(paymentListSpec, everyPayment),
      resolve: (root, args, ctx, info) => resolveListSource<Payment>(everyPayment, root, args, ctx, info),
    },
    ...countedConnection("Payment"),
  ),
);
