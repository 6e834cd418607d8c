// The payment step: discount code, billing country, guests' orders and finding an unpaid order
// by number. Starting and confirming a payment live in payment.ts.
import { readSettings } from "../admin/settings.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import type { Context } from "../context.ts";
import type { Order } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { DiscountRefusedError } from "../discounts/errors.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { DRAFT_LIFETIME_DAYS } from "../../common/orders/wizards.ts";
import { assertDraftComplete, draftColumns, isOrderableService, resolveDraft } from "./drafts.ts";
import { accessibleOrder, orderAccessKey, type OrderAccess } from "./orderAccess.ts";
import { draftExpiresAt, repriceOrder } from "./orderDrafts.ts";
import { OrderExpiredError, OrderNotPayableError } from "./orderErrors.ts";
import { orderLink } from "./orderLinks.ts";

type Ctx = Pick<Context, "prisma" | "config" | "viewer" | "grantedOrderIds" | "ip">;

/** An order whose price may still change: not yet paid, and not expired. */
export async function changeableOrder(ctx: Ctx, access: OrderAccess): Promise<Order> {
  const order = await accessibleOrder(ctx, access);
  assertPayable(order);
  const open = await ctx.prisma.payment.count({ where: { orderId: order.id, status: "SUCCEEDED" } });
  if (open) throw new OrderNotPayableError(`Order ${order.number} is already paid.`);
  return order;
}

export function assertPayable(order: Order, now = new Date()) {
  if (order.status !== "DRAFT" && order.status !== "PENDING_PAYMENT") {
    throw new OrderNotPayableError(order.status === "CANCELLED" ? `Order ${order.number} was cancelled.` : `Order ${order.number} is already paid.`);
  }
  const expiresAt = draftExpiresAt(order);
  if (expiresAt && expiresAt <= now) throw new OrderExpiredError(expiresAt);
}

export async function applyDiscountCode(ctx: Ctx, access: OrderAccess, code: string): Promise<Order> {
  const normalized = code.trim().toUpperCase();
  if (!normalized) throw ValidationError.field("input.code", "should not be empty");
  const order = await changeableOrder(ctx, access);
  return ctx.prisma.$transaction(async (tx) => {
    const discount = await tx.discount.findFirst({ where: { code: normalized, archivedAt: null } });
    const previous = order.discountId;
    await tx.order.update({ where: { id: order.id }, data: { discountId: discount?.id ?? null } });
    const quote = await repriceOrder(tx, order.id);
    if (!discount || !quote || quote.discountRefusal) {
      await tx.order.update({ where: { id: order.id }, data: { discountId: previous } });
      await repriceOrder(tx, order.id);
      const refusal = quote?.discountRefusal ?? { reason: "UNKNOWN_CODE" as const, message: "This code does not exist." };
      throw new DiscountRefusedError(refusal.reason, refusal.message);
    }
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
}

export async function removeDiscountCode(ctx: Ctx, access: OrderAccess): Promise<Order> {
  const order = await changeableOrder(ctx, access);
  return ctx.prisma.$transaction(async (tx) => {
    await tx.order.update({ where: { id: order.id }, data: { discountId: null } });
    await repriceOrder(tx, order.id);
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
}

export async function setBillingCountry(ctx: Ctx, access: OrderAccess, country: string, region: string): Promise<Order> {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw ValidationError.field("input.country", "must be a two-letter country code");
  const order = await changeableOrder(ctx, access);
  return ctx.prisma.$transaction(async (tx) => {
    await tx.order.update({ where: { id: order.id }, data: { billingCountry: code, billingRegion: region.trim() } });
    await repriceOrder(tx, order.id);
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
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
    const accessKey = orderAccessKey(ctx.config.sessionSecret, created.id);
    await enqueueEmail(tx, {
      to: input.email,
      subject: `Your order ${created.number} at ${settings.studioName}`,
      text: [
        `Hello${input.name ? ` ${input.name}` : ""},`,
        "",
        `Thank you for your order ${created.number} (${catalogue.service.name}). This private link lets you pay for it and follow it until delivery; keep it to yourself:`,
        "",
        orderLink(ctx.config.publicUrl, created, accessKey),
        "",
        settings.studioName,
      ].join("\n"),
    });
    return created;
  });
  void ctx.mailer.deliverPending();
  ctx.grantedOrderIds.add(order.id);
  return { order, accessKey: orderAccessKey(ctx.config.sessionSecret, order.id) };
}

/** `/payment`: an unpaid order found by its number and the customer's e-mail address. */
export async function findPayableOrder(ctx: Context, input: { number: number; email: string; altcha: string | null | undefined }) {
  await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
  await consumeRateLimit(ctx.prisma, rateLimits.orderLookup, ctx.ip);
  const email = input.email.toLowerCase();
  const order = await ctx.prisma.order.findFirst({
    where: {
      number: input.number,
      archivedAt: null,
      OR: [
        { status: "PENDING_PAYMENT", OR: [{ guestEmail: email }, { user: { email } }] },
        // A guest's order is stored (and e-mailed) before its payment starts.
        { status: "DRAFT", guestEmail: email, updatedAt: { gt: new Date(Date.now() - DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000) } },
      ],
    },
  });
  if (!order) throw new NotFoundError("We found no unpaid order with this number and e-mail address.");
  ctx.grantedOrderIds.add(order.id);
  return { order, accessKey: orderAccessKey(ctx.config.sessionSecret, order.id) };
}
