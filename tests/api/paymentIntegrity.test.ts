// An order is never paid for less (or more) than its total. Once a payment is open, anything that
// changes the price cancels that payment first (at the provider too) and prices the order again,
// so the next start opens a payment for the new total; money that does not match the total is
// recorded and flagged for the studio, never taken as payment.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { handlePaymentEvent } from "../../server/payments/handlePaymentEvent.ts";
import { type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { intentEvent, orderAwaitingPayment } from "./paymentsFixtures.ts";
import { captureLogs } from "./logCapture.ts";

let t: TestApp;
let admin: Client;
let voiceId: string;
beforeAll(async () => {
  ({ t, admin } = await startTestAppWithAdmin());
  const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
  voiceId = toGlobalId("Voice", voice.id);
});
afterAll(() => t.close());

const ERR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const ORDER = `id number status total currency discountCode payable`;
const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { ${ERR} ... on PaymentActionRequired { payment { id amount status } order { ${ORDER} } } } }`;
const CONFIRM = `mutation($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { ${ERR} ... on ConfirmTestPaymentPayload { order { ${ORDER} } payment { status amount } } } }`;
const COUNTRY = `mutation($input: SetBillingCountryInput!) { setBillingCountry(input: $input) { ${ERR} ... on OrderPayload { order { ${ORDER} } } } }`;
const APPLY = `mutation($input: ApplyDiscountCodeInput!) { applyDiscountCode(input: $input) { ${ERR} ... on OrderPayload { order { ${ORDER} } } } }`;
const REMOVE = `mutation($input: RemoveDiscountCodeInput!) { removeDiscountCode(input: $input) { ${ERR} ... on OrderPayload { order { ${ORDER} } } } }`;
const REFUND = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { ${ERR} } }`;
const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

async function guestOrder() {
  const guest = t.client();
  const words = Array.from({ length: 20 }, (_, i) => `word${i}`).join(" ");
  const res = await guest.gql(`mutation($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { ... on OrderWithKeyPayload { accessKey order { id number } } } }`, {
    input: {
      draft: { service: "telephone-voice-prompts", language: "en-GB", voiceId, items: [{ name: "welcome", text: words }], fileFormats: ["MP3"], rush: false },
      email: uniqueEmail("integrity"),
      name: "Ida Integrity",
      altcha: await solvedAltcha(),
    },
  });
  const placed = res.data!.placeGuestOrder;
  return { guest, access: { orderId: placed.order.id as string, key: placed.accessKey as string }, number: placed.order.number as number };
}

const orderRow = (number: number) => t.prisma.order.findUniqueOrThrow({ where: { number }, include: { payments: { orderBy: { createdAt: "asc" } } } });

describe("changing the price after the payment started", () => {
  it("a new billing country cancels the open payment: the old amount cannot pay the order, the next start asks for the new total", async () => {
    const { guest, access, number } = await guestOrder();
    const started = (await guest.gql(START, { input: { order: access, billingCountry: "US" } })).data!.startPayment;
    expect(started).toMatchObject({ __typename: "PaymentActionRequired", order: { status: "PENDING_PAYMENT", currency: "EUR" } });
    const usTotal = started.order.total as number;
    expect(started.payment.amount).toBe(usTotal);

    const moved = (await guest.gql(COUNTRY, { input: { order: access, country: "NL" } })).data!.setBillingCountry;
    expect(moved.__typename).toBe("OrderPayload");
    const nlTotal = moved.order.total as number;
    expect(nlTotal).toBe(Math.round(usTotal * 1.21));

    const old = (await guest.gql(CONFIRM, { input: { order: access, paymentId: started.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(old).toMatchObject({ __typename: "PaymentGatewayError", message: "This payment was cancelled. Start the payment again." });
    const unpaid = await orderRow(number);
    expect(unpaid.status).toBe("PENDING_PAYMENT");
    expect(unpaid.payments.map((p) => [p.amount, p.status])).toEqual([[usTotal, "CANCELLED"]]);
    expect(await t.prisma.orderEvent.count({ where: { orderId: unpaid.id, type: "PAYMENT_CANCELLED" } })).toBe(1);

    const restarted = (await guest.gql(START, { input: { order: access } })).data!.startPayment;
    expect(restarted.payment).toMatchObject({ amount: nlTotal, status: "PENDING" });
    const paid = (await guest.gql(CONFIRM, { input: { order: access, paymentId: restarted.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(paid).toMatchObject({ __typename: "ConfirmTestPaymentPayload", order: { status: "PAID", total: nlTotal }, payment: { status: "SUCCEEDED", amount: nlTotal } });
  });

  it("removing a discount code cancels the discounted payment and gives the code's use back", async () => {
    const created = await admin.gql(`mutation($input: CreateDiscountInput!) { createDiscount(input: $input) { __typename } }`, {
      input: { code: "HALFOFF", kind: "PERCENT", percentBasisPoints: 5000, maxRedemptions: 1 },
    });
    expect(created.data!.createDiscount.__typename).not.toMatch(/Error$/);
    const { guest, access, number } = await guestOrder();
    const full = (await guest.gql(COUNTRY, { input: { order: access, country: "DE" } })).data!.setBillingCountry.order.total as number;
    expect((await guest.gql(APPLY, { input: { order: access, code: "HALFOFF" } })).data!.applyDiscountCode.order.discountCode).toBe("HALFOFF");
    const started = (await guest.gql(START, { input: { order: access } })).data!.startPayment;
    expect(started.payment.amount).toBeLessThan(full);
    const orderId = (await orderRow(number)).id;
    expect(await t.prisma.discountRedemption.count({ where: { orderId } })).toBe(1);

    const removed = (await guest.gql(REMOVE, { input: { order: access } })).data!.removeDiscountCode;
    expect(removed.order).toMatchObject({ discountCode: null, total: full });
    expect(await t.prisma.discountRedemption.count({ where: { orderId } })).toBe(0);
    expect((await t.prisma.discount.findUniqueOrThrow({ where: { code: "HALFOFF" } })).redemptionCount).toBe(0);

    const old = (await guest.gql(CONFIRM, { input: { order: access, paymentId: started.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(old.__typename).toBe("PaymentGatewayError");
    expect((await orderRow(number)).status).toBe("PENDING_PAYMENT");
    const restarted = (await guest.gql(START, { input: { order: access } })).data!.startPayment;
    expect(restarted.payment.amount).toBe(full);
  });

  it("the same price keeps the open payment", async () => {
    const { guest, access, number } = await guestOrder();
    const started = (await guest.gql(START, { input: { order: access, billingCountry: "US" } })).data!.startPayment;
    // Neither country has a tax rate: the total is the same, the payment stays open.
    expect((await guest.gql(COUNTRY, { input: { order: access, country: "CA" } })).data!.setBillingCountry.order.total).toBe(started.order.total);
    expect((await orderRow(number)).payments.map((p) => p.status)).toEqual(["PENDING"]);
    const paid = (await guest.gql(CONFIRM, { input: { order: access, paymentId: started.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(paid.order.status).toBe("PAID");
  });

  it("a payment the provider will not cancel any more (the customer is completing it) stops the change", async () => {
    const { guest, access, number } = await guestOrder();
    const started = (await guest.gql(START, { input: { order: access, billingCountry: "US" } })).data!.startPayment;
    const cancel = vi.spyOn(t.app.services.payments, "cancelPayment").mockRejectedValueOnce(new Error("payment_intent_unexpected_state"));
    const refused = (await guest.gql(COUNTRY, { input: { order: access, country: "NL" } })).data!.setBillingCountry;
    cancel.mockRestore();
    expect(refused).toMatchObject({ __typename: "OrderNotPayableError", message: expect.stringContaining("being completed right now") });
    const unchanged = await orderRow(number);
    expect(unchanged).toMatchObject({ billingCountry: "US", total: started.order.total });
    expect(unchanged.payments.map((p) => p.status)).toEqual(["PENDING"]);
  });
});

describe("settlement checks the amount against the order's total", () => {
  it("money that does not match the total is recorded and flagged; refunding it lets the order be paid again", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 5000 });
    // The price changed while the provider was completing the old payment.
    await t.prisma.order.update({ where: { id: order.id }, data: { total: 6050 } });
    const warn = captureLogs();
    await handlePaymentEvent(t.app.services, "TEST", intentEvent("payment_intent.succeeded", payment, { status: "succeeded" }));
    warn.restore();

    const flagged = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(flagged).toMatchObject({ status: "PENDING_PAYMENT", flagReason: `Payment ${payment.providerReference} succeeded, but it paid €50.00 where the order's total is €60.50.` });
    expect(flagged.flaggedAt).toBeInstanceOf(Date);
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("SUCCEEDED");
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, type: "FLAGGED" } })).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: "order.flagged", entityId: order.id } })).toBe(1);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { subject: `Order ${order.number} needs your attention` } });
    expect(mail).toMatchObject({ to: "studio@studiofront.example", text: expect.stringContaining("€60.50") });
    expect(await t.prisma.emailOutbox.count({ where: { subject: `Payment received: order ${order.number}` } })).toBe(0);

    const guest = t.client();
    const access = { orderId: toGlobalId("Order", order.id), key: orderAccessKey(t.app.services.config.sessionSecret, order.id) };
    const blocked = (await guest.gql(START, { input: { order: access } })).data!.startPayment;
    expect(blocked).toMatchObject({ __typename: "OrderNotPayableError", message: expect.stringContaining("does not match its total") });

    expect((await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", payment.id) } })).data!.refundPayment.__typename).toBe("RefundPaymentPayload");
    const cleared = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(cleared).toMatchObject({ status: "PENDING_PAYMENT", flaggedAt: null, flagReason: null });
    expect((await guest.gql(START, { input: { order: access } })).data!.startPayment.__typename).not.toBe("OrderNotPayableError");
  });

  it("more than the total: refunding the difference pays the order", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 7000 });
    await t.prisma.order.update({ where: { id: order.id }, data: { total: 6000 } });
    const warn = captureLogs();
    await handlePaymentEvent(t.app.services, "TEST", intentEvent("payment_intent.succeeded", payment, { status: "succeeded" }));
    warn.restore();
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING_PAYMENT");

    const refunded = await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", payment.id), amount: 1000, reason: "Overpaid after a price change" } });
    expect(refunded.data!.refundPayment.__typename).toBe("RefundPaymentPayload");
    const paid = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({ status: "PAID", flaggedAt: null });
    expect(paid.dueAt).toBeInstanceOf(Date);
    expect(await t.prisma.emailOutbox.count({ where: { subject: `Payment received: order ${order.number}` } })).toBe(1);
  });
});
