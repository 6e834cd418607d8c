// Discount holds of orders left unpaid: released once the order has not changed for a draft's
// lifetime, its open payments cancelled first; kept while a payment is being completed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { releaseLapsedHolds } from "../../server/discounts/lapsedHolds.ts";
import { reserveRedemption } from "../../server/discounts/redemptions.ts";
import type { OrderStatus } from "../../server/db/generated/client.ts";
import type { PaymentGateway } from "../../server/payments/gateway.ts";
import { startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await startTestApp();
  serviceId = (await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } })).id;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** An order holding one use of `discountId`, last changed `daysAgo` days ago, with a payment in `payment` status if given. */
async function heldOrder(discountId: string, status: OrderStatus, daysAgo: number, payment?: "PENDING" | "CANCELLED") {
  const email = uniqueEmail("holder");
  const order = await t.prisma.order.create({ data: { serviceId, status, guestEmail: email, discountId, subtotal: 10_000, discountTotal: 1000, total: 9000 } });
  const held = await t.prisma.$transaction((tx) => reserveRedemption(tx, { discountId, orderId: order.id, userId: null, email, amount: 1000 }));
  if (!held.ok) throw new Error(held.message);
  if (payment) {
    await t.prisma.payment.create({
      data: { orderId: order.id, provider: "TEST", providerReference: `pi_test_${randomUUID()}`, idempotencyKey: randomUUID(), amount: 9000, currency: "EUR", status: payment },
    });
  }
  // The order's last change, set last: creating its rows above does not touch it.
  await t.prisma.order.update({ where: { id: order.id }, data: { updatedAt: new Date(Date.now() - daysAgo * DAY) } });
  return order;
}

const newDiscount = () => t.prisma.discount.create({ data: { code: `HOLD-${randomUUID().slice(0, 8)}`.toUpperCase(), kind: "PERCENT", percentBasisPoints: 1000, maxRedemptions: 10 } });
const holdOf = (orderId: string) => t.prisma.discountRedemption.findUnique({ where: { orderId } });
const usesOf = async (discountId: string) => (await t.prisma.discount.findUniqueOrThrow({ where: { id: discountId } })).redemptionCount;

it("releases the holds of unpaid orders untouched for that long, cancelling their open payments first", async () => {
  const discount = await newDiscount();
  const pending = await heldOrder(discount.id, "PENDING_PAYMENT", 31);
  const withPayment = await heldOrder(discount.id, "PENDING_PAYMENT", 31, "PENDING");
  const draft = await heldOrder(discount.id, "DRAFT", 40);
  const recent = await heldOrder(discount.id, "PENDING_PAYMENT", 29);
  const paid = await heldOrder(discount.id, "PAID", 60);
  await t.prisma.discountRedemption.update({ where: { orderId: paid.id }, data: { confirmedAt: new Date() } });
  expect(await usesOf(discount.id)).toBe(5);

  const result = await releaseLapsedHolds(t.app.services);

  expect(result.kept).toEqual([]);
  expect([pending.id, withPayment.id, draft.id].every((id) => result.released.includes(id))).toBe(true);
  expect(result.released).not.toContain(recent.id);
  expect(result.released).not.toContain(paid.id);
  expect(await usesOf(discount.id)).toBe(2);
  for (const order of [pending, withPayment, draft]) expect(await holdOf(order.id)).toBeNull();
  expect(await holdOf(recent.id)).toMatchObject({ confirmedAt: null });
  expect(await holdOf(paid.id)).toMatchObject({ confirmedAt: expect.any(Date) });

  expect(await t.prisma.payment.findFirstOrThrow({ where: { orderId: withPayment.id } })).toMatchObject({ status: "CANCELLED" });
  const timeline = await t.prisma.orderEvent.findMany({ where: { orderId: withPayment.id }, orderBy: { createdAt: "asc" }, select: { type: true, note: true } });
  expect(timeline).toEqual([
    { type: "PAYMENT_CANCELLED", note: "Payment cancelled: the order was left unpaid and its discount code released" },
    { type: "DISCOUNT_RELEASED", note: `Discount code ${discount.code} released: the order was left unpaid for 30 days` },
  ]);
  // The orders themselves stay as they were: paying later holds the code again.
  expect(await t.prisma.order.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "PENDING_PAYMENT", discountId: discount.id });

  expect(await releaseLapsedHolds(t.app.services)).toEqual({ released: [], kept: [] });
});

it("keeps the hold of an order whose payment the provider will not cancel (it is being completed)", async () => {
  const discount = await newDiscount();
  const order = await heldOrder(discount.id, "PENDING_PAYMENT", 31, "PENDING");
  const completing: PaymentGateway = {
    provider: "TEST",
    publishableKey: null,
    createPayment: () => Promise.reject(new Error("not used")),
    refund: () => Promise.reject(new Error("not used")),
    cancelPayment: () => Promise.reject(new Error("This PaymentIntent is being processed.")),
  };

  const result = await releaseLapsedHolds({ ...t.app.services, payments: completing });

  expect(result).toEqual({ released: [], kept: [order.id] });
  expect(await holdOf(order.id)).toMatchObject({ confirmedAt: null });
  expect(await usesOf(discount.id)).toBe(1);
  expect(await t.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "PENDING" });
});
