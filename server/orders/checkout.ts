// The payment step: discount code, billing country and guests' orders. Starting and confirming a
// payment live in orderPayment.ts; finding an unpaid order by number in payableOrderLookup.ts.
import { readSettings } from "../admin/settings.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import type { Context } from "../context.ts";
import type { Order, Prisma } from "../db/generated/client.ts";
import { releaseRedemption } from "../discounts/redemptions.ts";
import { ValidationError } from "../errors.ts";
import { publish } from "../events/domainEvents.ts";
import { cancelOpenPayments } from "../payments/openPayments.ts";
import { REFUNDABLE_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { DiscountRefusedError } from "../discounts/errors.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { assertDraftComplete, draftColumns, isOrderableService, resolveDraft } from "./draftCatalogue.ts";
import { accessibleOrder, orderAccessKey, type OrderAccess } from "./orderAccess.ts";
import { repriceOrder } from "./orderRepricing.ts";
import { OrderNotPayableError } from "./orderErrors.ts";
import { assertPayable } from "./payability.ts";
import type { Quote } from "./quotes.ts";

type Ctx = Pick<Context, "prisma" | "config" | "viewer" | "grantedOrderIds" | "ip" | "payments">;
type Tx = Prisma.TransactionClient;

// Checkouts queue for an order's lock and a discount's counter at busy moments (a sale): let
// them wait for a connection and finish instead of failing after Prisma's 2 s / 5 s defaults.
export const CHECKOUT_TRANSACTION = { maxWait: 15_000, timeout: 30_000 };

/** The order, locked for the rest of the transaction: one price change or checkout at a time. */
export async function lockOrder(tx: Tx, orderId: string): Promise<Order> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
  return tx.order.findUniqueOrThrow({ where: { id: orderId } });
}

/** Refuses an order for which money has arrived (paid, or a payment the studio is checking). */
export async function assertNoMoneyHeld(db: Pick<Tx, "payment">, order: Pick<Order, "id" | "number" | "flaggedAt">) {
  const held = await db.payment.count({ where: { orderId: order.id, status: { in: REFUNDABLE_PAYMENT_STATUSES } } });
  if (!held) return;
  throw new OrderNotPayableError(
    order.flaggedAt
      ? `A payment for order ${order.number} arrived that does not match its total. The studio is looking into it and will contact you.`
      : `Order ${order.number} is already paid.`,
  );
}

/** An order whose price may still change: payable, and no money has arrived for it. */
export async function changeableOrder(ctx: Ctx, access: OrderAccess): Promise<Order> {
  const order = await accessibleOrder(ctx, access);
  assertPayable(order);
  await assertNoMoneyHeld(ctx.prisma, order);
  return order;
}

/**
 * Changes what an order's price depends on (its discount code, its billing country) and prices it
 * again, under the order's lock. A payment opened for the old price is cancelled first, at the
 * provider too, so it can never pay the new total: the next startPayment opens one for it.
 * `check` may refuse the new price (e.g. a discount code that does not apply); then nothing changes.
 */
async function changePrice(ctx: Ctx, access: OrderAccess, change: (tx: Tx) => Promise<unknown>, check?: (quote: Quote | null) => void): Promise<Order> {
  const { id } = await changeableOrder(ctx, access);
  return ctx.prisma.$transaction(async (tx) => {
    const before = await lockOrder(tx, id);
    assertPayable(before);
    await assertNoMoneyHeld(tx, before);
    await change(tx);
    const quote = await repriceOrder(tx, id);
    check?.(quote);
    const after = await tx.order.findUniqueOrThrow({ where: { id } });
    if (after.total !== before.total || after.currency !== before.currency) await cancelOpenPayments(tx, ctx.payments, id, "the price changed");
    if (after.discountId !== before.discountId) await releaseRedemption(tx, id);
    return after;
  }, CHECKOUT_TRANSACTION);
}

export async function applyDiscountCode(ctx: Ctx, access: OrderAccess, code: string): Promise<Order> {
  const normalized = code.trim().toUpperCase();
  if (!normalized) throw ValidationError.field("input.code", "should not be empty");
  return changePrice(
    ctx,
    access,
    async (tx) => {
      const discount = await tx.discount.findFirst({ where: { code: normalized, archivedAt: null } });
      if (!discount) throw new DiscountRefusedError("UNKNOWN_CODE", "This code does not exist.");
      await tx.order.update({ where: { id: access.orderId }, data: { discountId: discount.id } });
    },
    (quote) => {
      if (!quote) throw ValidationError.field("draft", "This order cannot be priced.");
      if (quote.discountRefusal) throw new DiscountRefusedError(quote.discountRefusal.reason, quote.discountRefusal.message);
    },
  );
}

export async function removeDiscountCode(ctx: Ctx, access: OrderAccess): Promise<Order> {
  return changePrice(ctx, access, (tx) => tx.order.update({ where: { id: access.orderId }, data: { discountId: null } }));
}

export async function setBillingCountry(ctx: Ctx, access: OrderAccess, country: string, region: string): Promise<Order> {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw ValidationError.field("input.country", "must be a two-letter country code");
  return changePrice(ctx, access, (tx) => tx.order.update({ where: { id: access.orderId }, data: { billingCountry: code, billingRegion: region.trim() } }));
}

/** A guest's order: stored from the draft in their browser, then paid through its private link. */
export async function placeGuestOrder(ctx: Context, input: { draft: OrderDraft; email: string; name: string | null; altcha: string | null | undefined }) {
  await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
  await consumeRateLimit(ctx.prisma, rateLimits.guestOrder, ctx.ip);
  assertDraftComplete(input.draft);
  const catalogue = await resolveDraft(ctx.prisma, input.draft);
  if (!isOrderableService(catalogue.service)) throw ValidationError.field("draft.service", `${catalogue.service.name} is priced on request: ask for a quote.`);
  const settings = await readSettings(ctx.prisma);
  const order = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.order.create({
      data: { ...draftColumns(input.draft, catalogue), guestEmail: input.email, guestName: input.name, billingCountry: settings.country },
    });
    await tx.orderEvent.create({ data: { orderId: created.id, type: "CREATED", toStatus: "DRAFT", note: "Order saved; the private link was e-mailed" } });
    await repriceOrder(tx, created.id);
    await publish("GuestOrderPlaced", { tx, links: ctx.config, order: created, serviceName: catalogue.service.name, email: input.email, name: input.name });
    return created;
  });
  void ctx.mailer.deliverPending();
  ctx.grantedOrderIds.add(order.id);
  return { order, accessKey: orderAccessKey(ctx.config.sessionSecret, order.id) };
}
