// The payment step's API: guests' orders, /payment's lookup, discount code, billing country,
// starting a payment and the test gateway's card form. Results are unions of a payload and the
// typed errors a customer can cause, so each is shown next to its cause.
import { PaymentProvider } from "../admin/settings.graphql.ts";
import type { Context } from "../context.ts";
import { BotCheckError, NotFoundError, PermissionError, RateLimitError, ValidationError } from "../errors.ts";
import { DiscountRefusedError } from "../discounts/errors.ts";
import { PaymentDeclinedError, PaymentGatewayError } from "../payments/paymentErrors.ts";
import { builder } from "../schema/builder.ts";
import { applyDiscountCode, placeGuestOrder, removeDiscountCode, setBillingCountry } from "./checkout.ts";
import { emailInput, guestName, orderNumberInput } from "./guestContact.ts";
import { OrderNode } from "./order.graphql.ts";
import { draftFromInput, OrderDraftInput } from "./orderDraft.graphql.ts";
import { OrderPayload } from "./orderPayload.graphql.ts";
import { PriceTotalsInterface } from "./priceTotals.graphql.ts";
import type { OrderAccess } from "./orderAccess.ts";
import { findPayableOrder, type PayableOrderSummary } from "./payableOrderLookup.ts";
import { OrderExpiredError, OrderNotPayableError } from "./orderErrors.ts";
import { confirmTestPayment, refreshOrderPayments, startPayment } from "./orderPayment.ts";

const OrderAccessInput = builder.inputType("OrderAccessInput", {
  description: "The order to act on; guests add the key from their private link.",
  fields: (t) => ({
    orderId: t.globalID({ for: [OrderNode] }),
    key: t.string({ required: false }),
  }),
});

const access = (input: { orderId: { id: string }; key?: string | null }): OrderAccess => ({ orderId: input.orderId.id, key: input.key });

const OrderWithKeyPayload = builder.objectRef<{ orderId: string; accessKey: string }>("OrderWithKeyPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, payload, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
    accessKey: t.exposeString("accessKey", { description: "The key of the order's private link: keep it, it opens the order." }),
  }),
});

const PayableOrderLine = builder.objectRef<PayableOrderSummary["lines"][number]>("PayableOrderLine").implement({
  authScopes: { public: true },
  fields: (t) => ({
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.exposeInt("unitAmount", { description: "Minor units." }),
    amount: t.exposeInt("amount", { description: "Minor units." }),
  }),
});

const PayableOrderPayload = builder.objectRef<PayableOrderSummary>("PayableOrderPayload").implement({
  authScopes: { public: true },
  interfaces: [PriceTotalsInterface],
  description: "An unpaid order found at /payment: what is to be paid. The link to pay it was e-mailed to the order's address.",
  fields: (t) => ({
    number: t.exposeInt("number"),
    serviceName: t.exposeString("serviceName"),
    lines: t.field({ type: [PayableOrderLine], resolve: (order) => order.lines }),
    subtotal: t.exposeInt("subtotal", { description: "Minor units." }),
    discountTotal: t.exposeInt("discountTotal", { description: "Minor units." }),
    taxTotal: t.exposeInt("taxTotal", { description: "Minor units." }),
    total: t.exposeInt("total", { description: "Minor units: the amount to pay." }),
    currency: t.field({ type: "Currency", resolve: (order) => order.currency }),
    message: t.string({ resolve: () => "We e-mailed you the link to pay this order. Open it to pay; it also lets you follow the order until delivery." }),
  }),
});

type Started = { orderId: string; paymentId: string | null; clientSecret: string | null; provider: "STRIPE" | "TEST"; publishableKey: string | null };

export const PaymentActionRequired = builder.objectRef<Started>("PaymentActionRequired").implement({
  authScopes: { public: true },
  description: "The payment is open: confirm it with the card form of `provider` using `clientSecret`. Both are null when nothing is left to pay (the order is paid).",
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, p, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }) }),
    payment: t.prismaField({
      type: "Payment",
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.paymentId ? ctx.prisma.payment.findUnique({ ...query, where: { id: p.paymentId } }) : null),
    }),
    clientSecret: t.exposeString("clientSecret", { nullable: true }),
    provider: t.field({ type: PaymentProvider, resolve: (p) => p.provider }),
    publishableKey: t.exposeString("publishableKey", { nullable: true }),
  }),
});

const PaidPayload = builder.objectRef<{ orderId: string; paymentId: string }>("ConfirmTestPaymentPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, p, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }) }),
    payment: t.prismaField({ type: "Payment", resolve: (query, p, _args, ctx) => ctx.prisma.payment.findUniqueOrThrow({ ...query, where: { id: p.paymentId } }) }),
  }),
});

const orderErrors = [ValidationError, NotFoundError, PermissionError, OrderExpiredError, OrderNotPayableError] as const;

builder.mutationFields((t) => ({
  placeGuestOrder: t.field({
    type: OrderWithKeyPayload,
    authScopes: { public: true },
    description: "Stores a guest's order from the draft kept in their browser and e-mails them its private link.",
    errors: { types: [ValidationError, BotCheckError, RateLimitError, NotFoundError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("PlaceGuestOrderInput", { fields: (f) => ({
          draft: f.field({ type: OrderDraftInput }),
          email: f.string(),
          name: f.string({ required: false }),
          altcha: f.string({ required: false, description: "The bot-check widget's solved payload." }),
        }) }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const name = guestName(input.name);
      const placed = await placeGuestOrder(ctx, { draft: draftFromInput(input.draft), email: emailInput(input.email).toLowerCase(), name, altcha: input.altcha });
      return { orderId: placed.order.id, accessKey: placed.accessKey };
    },
  }),
  findPayableOrder: t.field({
    type: PayableOrderPayload,
    authScopes: { public: true },
    description: "/payment: an unpaid order by its number and the customer's e-mail address. Answers what is to be paid and e-mails the link to pay it to that address.",
    errors: { types: [ValidationError, BotCheckError, RateLimitError, NotFoundError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("FindPayableOrderInput", { fields: (f) => ({
          number: f.int(),
          email: f.string(),
          altcha: f.string({ required: false }),
        }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => findPayableOrder(ctx, { number: orderNumberInput(input.number), email: emailInput(input.email), altcha: input.altcha }),
  }),
  applyDiscountCode: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    errors: { types: [...orderErrors, DiscountRefusedError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("ApplyDiscountCodeInput", { fields: (f) => ({ order: f.field({ type: OrderAccessInput }), code: f.string() }) }) }) },
    resolve: async (_root, args, ctx) => ({ orderId: (await applyDiscountCode(ctx, access(args.input.order), args.input.code)).id }),
  }),
  removeDiscountCode: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    errors: { types: [...orderErrors], directResult: true },
    args: { input: t.arg({ type: builder.inputType("RemoveDiscountCodeInput", { fields: (f) => ({ order: f.field({ type: OrderAccessInput }) }) }) }) },
    resolve: async (_root, args, ctx) => ({ orderId: (await removeDiscountCode(ctx, access(args.input.order))).id }),
  }),
  setBillingCountry: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    description: "Sets the country (and region) tax is charged for, and re-prices the order.",
    errors: { types: [...orderErrors], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("SetBillingCountryInput", { fields: (f) => ({ order: f.field({ type: OrderAccessInput }), country: f.string(), region: f.string({ required: false }) }) }),
      }),
    },
    resolve: async (_root, args, ctx) => ({ orderId: (await setBillingCountry(ctx, access(args.input.order), args.input.country, args.input.region ?? "")).id }),
  }),
  startPayment: t.field({
    type: PaymentActionRequired,
    authScopes: { public: true },
    description: "Places the order (its price is fixed now, from the catalogue) and opens its card payment. Repeating it answers the same open payment.",
    errors: { types: [...orderErrors, DiscountRefusedError, PaymentGatewayError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("StartPaymentInput", { fields: (f) => ({
          order: f.field({ type: OrderAccessInput }),
          billingCountry: f.string({ required: false }),
          billingRegion: f.string({ required: false }),
        }) }),
      }),
    },
    resolve: async (_root, args, ctx) => started(ctx, await startPayment(ctx, access(args.input.order), { country: args.input.billingCountry, region: args.input.billingRegion })),
  }),
  refreshOrderPayment: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    description: "Asks the payment provider how the order's open payment stands (for the success page, before the webhook arrives).",
    errors: { types: [NotFoundError, PermissionError, PaymentGatewayError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("RefreshOrderPaymentInput", { fields: (f) => ({ order: f.field({ type: OrderAccessInput }) }) }) }) },
    resolve: async (_root, args, ctx) => ({ orderId: (await refreshOrderPayments(ctx, access(args.input.order))).id }),
  }),
  confirmTestPayment: t.field({
    type: PaidPayload,
    authScopes: { public: true },
    description: "The built-in test gateway's card form (used when no Stripe key is configured). 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.",
    errors: { types: [...orderErrors, PaymentDeclinedError, PaymentGatewayError, RateLimitError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("ConfirmTestPaymentInput", { fields: (f) => ({
          order: f.field({ type: OrderAccessInput }),
          paymentId: f.globalID(),
          cardNumber: f.string(),
          expiry: f.string({ description: "MM/YY" }),
          cvc: f.string(),
        }) }),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const { paymentId, cardNumber, expiry, cvc } = args.input;
      const payment = await confirmTestPayment(ctx, access(args.input.order), { paymentId: paymentId.id, cardNumber, expiry, cvc });
      return { orderId: payment.orderId, paymentId: payment.id };
    },
  }),
}));

/** The payload of a payment just opened (an order's, or an extra revision's). */
export function started(ctx: Context, result: Awaited<ReturnType<typeof startPayment>>): Started {
  return {
    orderId: result.orderId,
    paymentId: result.payment?.id ?? null,
    clientSecret: result.clientSecret,
    provider: ctx.payments.provider,
    publishableKey: ctx.payments.publishableKey,
  };
}
