// Starting and confirming a card payment for an order. Starting fixes the price (recomputed from
// the catalogue here, never taken from the client), holds the discount's use and opens one
// payment with the provider; a repeated start (double click, reload) answers the same open
// payment instead of charging twice.
import type { Context } from "../context.ts";
import type { Payment } from "../db/generated/client.ts";
import { DiscountRefusedError } from "../discounts/errors.ts";
import { releaseRedemption, reserveRedemption } from "../discounts/redemptions.ts";
import { ValidationError } from "../errors.ts";
import { cancelOpenPayments } from "../payments/openPayments.ts";
import { PaymentGatewayError } from "../payments/paymentErrors.ts";
import { OPEN_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import { syncStripePayment } from "../payments/paymentSync.ts";
import { confirmTestCard } from "../payments/testGateway.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { assertNoMoneyHeld, changeableOrder, CHECKOUT_TRANSACTION, lockOrder } from "./checkout.ts";
import { assertDraftComplete, draftOf } from "./draftCatalogue.ts";
import { accessibleOrder, type OrderAccess } from "./orderAccess.ts";
import { orderEmail, repriceOrder } from "./orderRepricing.ts";
import { transitionOrder } from "./orderStates.ts";
import { assertPayable } from "./payability.ts";

type Ctx = Context;

export type StartedPayment = { orderId: string; payment: Payment; clientSecret: string } | { orderId: string; payment: null; clientSecret: null };

export async function startPayment(ctx: Ctx, access: OrderAccess, billing: { country?: string | null; region?: string | null }): Promise<StartedPayment> {
  const order = await changeableOrder(ctx, access);
  const actor = { userId: ctx.viewer?.id ?? null, email: ctx.viewer?.email ?? null, request: ctx };
  const links = ctx.config;

  const started = await ctx.prisma.$transaction(async (tx) => {
    // One checkout at a time per order: a second click waits here, then finds the open payment.
    await lockOrder(tx, order.id);
    const current = await tx.order.findUniqueOrThrow({ where: { id: order.id }, include: { service: true, bundle: true, user: { select: { email: true } } } });
    assertPayable(current);
    await assertNoMoneyHeld(tx, current);
    if (!current.pricedByStudio) assertDraftComplete(draftOf(current));
    const email = orderEmail(current);
    if (!email) throw ValidationError.field("input.email", "should not be empty");
    if (billing.country) {
      const country = billing.country.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(country)) throw ValidationError.field("input.billingCountry", "must be a two-letter country code");
      await tx.order.update({ where: { id: order.id }, data: { billingCountry: country, billingRegion: billing.region?.trim() ?? "" } });
    }
    const quote = await repriceOrder(tx, order.id);
    if (!quote) throw ValidationError.field("draft", "This order cannot be priced.");
    if (quote.discountRefusal) throw new DiscountRefusedError(quote.discountRefusal.reason, quote.discountRefusal.message);

    if (current.status === "DRAFT") {
      await transitionOrder(tx, { orderId: order.id, from: "DRAFT", to: "PENDING_PAYMENT", actor, links, note: "Payment started: the price is fixed" });
    }
    if (quote.discount) {
      const held = await reserveRedemption(tx, { discountId: quote.discount.id, orderId: order.id, userId: current.userId, email, amount: quote.discountTotal });
      if (!held.ok) throw new DiscountRefusedError(held.reason, held.message);
    } else {
      await releaseRedemption(tx, order.id);
    }

    const open = await tx.payment.findFirst({ where: { orderId: order.id, status: { in: OPEN_PAYMENT_STATUSES } }, orderBy: { createdAt: "desc" } });
    if (open && open.amount === quote.total && open.currency === quote.currency && open.clientSecret) return open;
    await cancelOpenPayments(tx, ctx.payments, order.id, "a new payment was started");
    if (quote.total === 0) {
      await transitionOrder(tx, { orderId: order.id, from: "PENDING_PAYMENT", to: "PAID", actor, links, note: "Nothing to pay: the discount covers the whole order" });
      return null;
    }
    const attempts = await tx.payment.count({ where: { orderId: order.id } });
    const payment = await tx.payment.create({
      data: {
        orderId: order.id,
        provider: ctx.payments.provider,
        amount: quote.total,
        currency: quote.currency,
        idempotencyKey: `order:${order.id}:attempt:${attempts + 1}:${quote.total}:${quote.currency}`,
      },
    });
    // Still holding the order's lock: a concurrent start waits and then finds this payment open.
    const created = await ctx.payments
      .createPayment({ amount: quote.total, currency: quote.currency, idempotencyKey: payment.idempotencyKey, orderId: order.id, paymentId: payment.id, orderNumber: current.number, email })
      .catch((error: unknown) => {
        throw error instanceof PaymentGatewayError ? error : new PaymentGatewayError();
      });
    return tx.payment.update({ where: { id: payment.id }, data: { providerReference: created.reference, clientSecret: created.clientSecret } });
  }, CHECKOUT_TRANSACTION);
  // Awaiting payment now, or paid when the discount covered everything.
  ctx.events.orderChanged(order.id);

  if (!started) {
    void ctx.mailer.deliverPending();
    return { orderId: order.id, payment: null, clientSecret: null };
  }
  return { orderId: order.id, payment: started, clientSecret: started.clientSecret! };
}

/** The local test gateway's card form: pays (or declines) an open test payment of the order. */
export async function confirmTestPayment(ctx: Ctx, access: OrderAccess, input: { paymentId: string; cardNumber: string; expiry: string; cvc: string }) {
  // Not changeableOrder: confirming an already paid order answers it as paid, not as an error.
  const order = await accessibleOrder(ctx, access);
  if (ctx.payments.provider !== "TEST") throw new PaymentGatewayError("Card payments go through Stripe on this server.");
  const payment = await ctx.prisma.payment.findFirst({ where: { id: input.paymentId, orderId: order.id } });
  if (!payment?.providerReference) throw ValidationError.field("input.paymentId", "This payment does not belong to this order.");
  await consumeRateLimit(ctx.prisma, rateLimits.cardAttempt, ctx.ip);
  try {
    return await confirmTestCard(ctx, { reference: payment.providerReference, cardNumber: input.cardNumber, expiry: input.expiry, cvc: input.cvc });
  } finally {
    void ctx.mailer.deliverPending();
  }
}

/**
 * Brings the order's open Stripe payments up to date with Stripe, for the success page when the
 * customer is back before the webhook (or the webhook is not configured). Settles at most once,
 * whichever of this and the webhook comes first.
 */
export async function refreshOrderPayments(ctx: Ctx, access: OrderAccess) {
  const order = await accessibleOrder(ctx, access);
  const open = await ctx.prisma.payment.findMany({ where: { orderId: order.id, provider: "STRIPE", status: { in: OPEN_PAYMENT_STATUSES } } });
  for (const payment of open) await syncStripePayment(ctx, payment.id);
  void ctx.mailer.deliverPending();
  return order;
}
