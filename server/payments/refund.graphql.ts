// Refunds in the API: a payment's refunds, and the administrators' refund mutation.
import type { RefundStatus } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { PaymentNode } from "./payment.graphql.ts";
import { PaymentGatewayError } from "./paymentErrors.ts";
import { canSeeRefund } from "./refundAccess.ts";
import { refundPayment } from "./refunds.ts";

const REFUND_STATUSES = ["REQUESTED", "PENDING", "SUCCEEDED", "FAILED"] as const satisfies readonly RefundStatus[];
export const RefundStatusEnum = builder.enumType("RefundStatus", {
  values: {
    REQUESTED: { description: "Asked of the payment provider, which has not answered yet." },
    PENDING: { description: "Accepted by the payment provider; the money is on its way back." },
    SUCCEEDED: { description: "Returned to the customer." },
    FAILED: { description: "Refused or failed: no money was returned." },
  } satisfies Record<(typeof REFUND_STATUSES)[number], { description: string }>,
});

export const RefundNode = builder.prismaNode("Refund", {
  id: { field: "id" },
  authScopes: (refund, ctx) => canSeeRefund(ctx, refund),
  fields: (t) => ({
    amount: t.exposeInt("amount", { description: "Minor units, in the payment's currency." }),
    status: t.field({ type: RefundStatusEnum, resolve: (refund) => refund.status as RefundStatus, extensions: { pothosExposedField: "status" } }),
    reason: t.exposeString("reason", { nullable: true }),
    providerReference: t.exposeString("providerReference", { nullable: true, description: "The refund's id at the payment provider (Stripe: re_…)." }),
    createdBy: t.relation("createdBy", { nullable: true, authScopes: { staff: true }, description: "The administrator who made it; null when it was made at the provider." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const RefundPaymentInput = builder.inputType("RefundPaymentInput", {
  fields: (t) => ({
    paymentId: t.globalID({ for: [PaymentNode] }),
    amount: t.int({ required: false, description: "Minor units; omitted: everything not refunded yet." }),
    reason: t.string({ required: false, description: "Kept with the refund and shown on the order's timeline; not sent to the customer." }),
  }),
});

const RefundPaymentPayload = builder.objectRef<{ paymentId: string; refundId: string }>("RefundPaymentPayload").implement({
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    payment: t.prismaField({ type: PaymentNode, resolve: (query, p, _args, ctx) => ctx.prisma.payment.findUniqueOrThrow({ ...query, where: { id: p.paymentId } }) }),
    refund: t.prismaField({ type: RefundNode, resolve: (query, p, _args, ctx) => ctx.prisma.refund.findUniqueOrThrow({ ...query, where: { id: p.refundId } }) }),
  }),
});

builder.mutationField("refundPayment", (t) =>
  t.field({
    type: RefundPaymentPayload,
    authScopes: { bookkeeping: true },
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
