// Counting discount uses against the real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): simultaneous reservations of a single-use code, a repeated
// reservation for the same order, the per-customer limit, release and confirmation.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmRedemption, releaseRedemption, reserveRedemption, type ReserveRedemptionInput } from "../../server/discounts/redemptions.ts";
import { evaluateDiscountCode } from "../../server/discounts/lookup.ts";
import { startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await startTestApp();
  serviceId = (await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } })).id;
});
afterAll(async () => {
  await t.close();
});

// Generous waits: on PGlite (one connection) every transaction queues behind the others.
const TX = { maxWait: 120_000, timeout: 120_000 };

const newCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();

async function newDiscount(data: { maxRedemptions?: number | null; perCustomerLimit?: number | null; active?: boolean } = {}) {
  return t.prisma.discount.create({ data: { code: newCode("T"), kind: "PERCENT", percentBasisPoints: 1000, ...data } });
}

async function newOrder(email = uniqueEmail("buyer")) {
  return t.prisma.order.create({ data: { serviceId, guestEmail: email, subtotal: 10_000, total: 10_000 } });
}

const reserve = (input: ReserveRedemptionInput) => t.prisma.$transaction((tx) => reserveRedemption(tx, input), TX);
const input = (discountId: string, orderId: string, email: string, userId: string | null = null): ReserveRedemptionInput => ({
  discountId,
  orderId,
  userId,
  email,
  amount: 1000,
});

describe("reserveRedemption", () => {
  it("lets exactly one of 50 simultaneous reservations of a single-use code through", async () => {
    const discount = await newDiscount({ maxRedemptions: 1 });
    const orders = await Promise.all(Array.from({ length: 50 }, () => newOrder()));
    const results = await Promise.all(orders.map((order) => reserve(input(discount.id, order.id, order.guestEmail!))));

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((result) => (result.ok ? null : result.message)))).toEqual(new Set(["This code has been used the maximum number of times."]));
    expect(refused.every((result) => !result.ok && result.reason === "USED_UP")).toBe(true);
    const after = await t.prisma.discount.findUniqueOrThrow({ where: { id: discount.id } });
    expect(after.redemptionCount).toBe(1);
    expect(await t.prisma.discountRedemption.count({ where: { discountId: discount.id } })).toBe(1);
  });

  it("counts up to the limit under contention and no further", async () => {
    const discount = await newDiscount({ maxRedemptions: 7 });
    const orders = await Promise.all(Array.from({ length: 30 }, () => newOrder()));
    const results = await Promise.all(orders.map((order) => reserve(input(discount.id, order.id, order.guestEmail!))));
    expect(results.filter((result) => result.ok)).toHaveLength(7);
    expect((await t.prisma.discount.findUniqueOrThrow({ where: { id: discount.id } })).redemptionCount).toBe(7);
    expect(await t.prisma.discountRedemption.count({ where: { discountId: discount.id } })).toBe(7);
  });

  it("counts a repeated reservation for the same order once, even when sent simultaneously", async () => {
    const discount = await newDiscount({ maxRedemptions: 5 });
    const order = await newOrder();
    const first = await reserve(input(discount.id, order.id, order.guestEmail!));
    expect(first).toMatchObject({ ok: true, created: true });
    const again = await reserve({ ...input(discount.id, order.id, order.guestEmail!), amount: 1200 });
    expect(again).toMatchObject({ ok: true, created: false, redemption: { amount: 1200 } });

    const twin = await newOrder();
    const twice = await Promise.all([1, 2, 3].map(() => reserve(input(discount.id, twin.id, twin.guestEmail!))));
    expect(twice.every((result) => result.ok)).toBe(true);
    expect(twice.filter((result) => result.ok && result.created)).toHaveLength(1);

    expect((await t.prisma.discount.findUniqueOrThrow({ where: { id: discount.id } })).redemptionCount).toBe(2);
    expect(await t.prisma.discountRedemption.count({ where: { discountId: discount.id } })).toBe(2);
  });

  it("keeps a customer to their limit, whatever the case of their e-mail address, even when simultaneous", async () => {
    const discount = await newDiscount({ perCustomerLimit: 1 });
    const email = uniqueEmail("Limited");
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(email)));
    const results = await Promise.all(
      orders.map((order, index) => reserve(input(discount.id, order.id, index % 2 ? email.toUpperCase() : email))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, reason: "CUSTOMER_LIMIT", message: "You have already used this code." })),
    );
    // The refused reservations gave their count back.
    expect((await t.prisma.discount.findUniqueOrThrow({ where: { id: discount.id } })).redemptionCount).toBe(1);

    // Another customer can still use it; a limit of 2 says "the maximum number of times".
    const other = await newOrder();
    expect(await reserve(input(discount.id, other.id, other.guestEmail!))).toMatchObject({ ok: true });
    const twice = await newDiscount({ perCustomerLimit: 2 });
    const [a, b, c] = await Promise.all([newOrder(email), newOrder(email), newOrder(email)]);
    expect(await reserve(input(twice.id, a.id, email))).toMatchObject({ ok: true });
    expect(await reserve(input(twice.id, b.id, email))).toMatchObject({ ok: true });
    expect(await reserve(input(twice.id, c.id, email))).toEqual({
      ok: false,
      reason: "CUSTOMER_LIMIT",
      message: "You have already used this code the maximum number of times.",
    });
  });

  it("recognises a signed-in customer by account as well as by e-mail", async () => {
    const discount = await newDiscount({ perCustomerLimit: 1 });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: "admin@studiofront.example" } });
    const [first, second] = await Promise.all([newOrder(), newOrder()]);
    expect(await reserve(input(discount.id, first.id, "old.address@example.com", user.id))).toMatchObject({ ok: true });
    expect(await reserve(input(discount.id, second.id, "new.address@example.com", user.id))).toMatchObject({ ok: false, reason: "CUSTOMER_LIMIT" });
  });

  it("refuses a switched-off or unknown code without counting", async () => {
    const off = await newDiscount({ active: false });
    const order = await newOrder();
    expect(await reserve(input(off.id, order.id, order.guestEmail!))).toEqual({ ok: false, reason: "INACTIVE", message: "This code is no longer active." });
    expect(await reserve(input(randomUUID(), order.id, order.guestEmail!))).toMatchObject({ ok: false, reason: "UNKNOWN_CODE" });
    expect((await t.prisma.discount.findUniqueOrThrow({ where: { id: off.id } })).redemptionCount).toBe(0);
  });

  it("moves an order's unpaid use to another code", async () => {
    const [first, second] = await Promise.all([newDiscount({ maxRedemptions: 3 }), newDiscount({ maxRedemptions: 3 })]);
    const order = await newOrder();
    await reserve(input(first.id, order.id, order.guestEmail!));
    expect(await reserve(input(second.id, order.id, order.guestEmail!))).toMatchObject({ ok: true, created: true });
    const counts = await t.prisma.discount.findMany({ where: { id: { in: [first.id, second.id] } }, select: { id: true, redemptionCount: true } });
    expect(Object.fromEntries(counts.map((d) => [d.id, d.redemptionCount]))).toEqual({ [first.id]: 0, [second.id]: 1 });
  });
});

describe("releaseRedemption and confirmRedemption", () => {
  it("gives an unpaid use back, keeps a paid one", async () => {
    const discount = await newDiscount({ maxRedemptions: 1 });
    const [unpaid, next] = await Promise.all([newOrder(), newOrder()]);
    await reserve(input(discount.id, unpaid.id, unpaid.guestEmail!));
    expect(await reserve(input(discount.id, next.id, next.guestEmail!))).toMatchObject({ ok: false, reason: "USED_UP" });

    expect(await t.prisma.$transaction((tx) => releaseRedemption(tx, unpaid.id))).toBe(true);
    expect(await t.prisma.$transaction((tx) => releaseRedemption(tx, unpaid.id))).toBe(false);
    expect((await t.prisma.discount.findUniqueOrThrow({ where: { id: discount.id } })).redemptionCount).toBe(0);

    expect(await reserve(input(discount.id, next.id, next.guestEmail!))).toMatchObject({ ok: true });
    expect(await t.prisma.$transaction((tx) => confirmRedemption(tx, next.id))).toBe(true);
    expect(await t.prisma.$transaction((tx) => confirmRedemption(tx, next.id))).toBe(false);
    expect(await t.prisma.$transaction((tx) => releaseRedemption(tx, next.id))).toBe(false);
    const redemption = await t.prisma.discountRedemption.findUniqueOrThrow({ where: { orderId: next.id } });
    expect(redemption.confirmedAt).toBeInstanceOf(Date);
    expect((await t.prisma.discount.findUniqueOrThrow({ where: { id: discount.id } })).redemptionCount).toBe(1);
  });
});

describe("evaluateDiscountCode", () => {
  it("finds a code in any case and does not refuse an order for its own reserved use", async () => {
    const discount = await newDiscount({ maxRedemptions: 1, perCustomerLimit: 1 });
    const order = await newOrder();
    const base = { subtotal: 10_000, currency: "EUR", serviceId, serviceName: "Telephone voice prompts", email: order.guestEmail };
    expect(await evaluateDiscountCode(t.prisma, { ...base, code: ` ${discount.code.toLowerCase()} `, orderId: order.id })).toMatchObject({
      discount: { id: discount.id },
      check: { ok: true, amount: 1000 },
    });
    await reserve(input(discount.id, order.id, order.guestEmail!));
    expect((await evaluateDiscountCode(t.prisma, { ...base, code: discount.code, orderId: order.id })).check).toEqual({ ok: true, amount: 1000 });
    const other = await newOrder(order.guestEmail!);
    expect((await evaluateDiscountCode(t.prisma, { ...base, code: discount.code, orderId: other.id })).check).toMatchObject({ ok: false, reason: "USED_UP" });
    expect(await evaluateDiscountCode(t.prisma, { ...base, code: "NO-SUCH-CODE" })).toEqual({
      discount: null,
      check: { ok: false, reason: "UNKNOWN_CODE", message: "This code does not exist." },
    });
  });
});
