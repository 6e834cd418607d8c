// Stripe end to end on a local stand-in: webhooks signed with the SDK's own test helper reach
// POST /api/payments/stripe/webhook, and refunds go through Stripe's API and come back as events.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Payment } from "../../server/db/generated/client.ts";
import { createPaymentGateway } from "../../server/payments/gateway.ts";
import { syncStripePayment } from "../../server/payments/paymentSync.ts";
import type { PaymentEvent } from "../../server/payments/paymentEventFields.ts";
import { type Client, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { chargeRefundedEvent, intentEvent, orderAwaitingPayment, refundEvent } from "./paymentsFixtures.ts";
import { StripeStandIn } from "./paymentsStripeStandIn.ts";
import { TEST_ADMIN } from "./testConfig.ts";
import { captureLogs } from "./logCapture.ts";

const WEBHOOK_SECRET = "whsec_standin_secret";
const stripeKeys = { stripeSecretKey: "sk_test_standin", stripePublishableKey: "pk_test_standin", stripeWebhookSecret: WEBHOOK_SECRET };

let t: TestApp;
let standIn: StripeStandIn;
let base: string;
let admin: Client;
beforeAll(async () => {
  standIn = new StripeStandIn();
  const connection = await standIn.start();
  t = await startTestApp({ config: stripeKeys, payments: await createPaymentGateway(stripeKeys, { stripe: connection }) });
  base = await t.httpBase();
  admin = await t.signedIn(TEST_ADMIN);
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

/** Stripe's delivery of an event: the JSON body, signed with the endpoint's secret. */
function deliver(event: PaymentEvent, options: { secret?: string; body?: string; signature?: string | null } = {}) {
  const payload = options.body ?? JSON.stringify({ object: "event", api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), ...event });
  const signature = options.signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET }) : options.signature;
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" };
  if (signature !== null) headers["stripe-signature"] = signature;
  return fetch(`${base}/api/payments/stripe/webhook`, { method: "POST", headers, body: payload });
}

const stripeOrder = (total = 6000) => orderAwaitingPayment(t.prisma, { provider: "STRIPE", total });
const payment = (id: string) => t.prisma.payment.findUniqueOrThrow({ where: { id }, include: { refunds: { orderBy: { createdAt: "asc" } } } });

describe("POST /api/payments/stripe/webhook", () => {
  it("accepts a signed event, pays the order, and answers a redelivery without acting twice", async () => {
    const { order, payment: open } = await stripeOrder();
    const succeeded = intentEvent("payment_intent.succeeded", open, { status: "succeeded" });
    for (let i = 0; i < 3; i++) {
      const response = await deliver(succeeded);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    expect((await payment(open.id)).status).toBe("SUCCEEDED");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, toStatus: "PAID" } })).toBe(1);
    expect(await t.prisma.webhookEvent.count({ where: { provider: "STRIPE", eventId: succeeded.id } })).toBe(1);
    // The lead's onOrderPaid runs on this path too: the customer is told.
    expect(await t.prisma.emailOutbox.count({ where: { to: order.guestEmail!, subject: { startsWith: "Payment received" } } })).toBe(1);
  });

  it("records the card that paid: a webhook names the latest charge by id, which is read from Stripe", async () => {
    const { payment: open } = await stripeOrder();
    standIn.charges.set("ch_standin_card", { payment_intent: open.providerReference, payment_method_details: { type: "card", card: { fingerprint: "fp_webhook_card" } } });
    const response = await deliver(intentEvent("payment_intent.succeeded", open, { status: "succeeded", latest_charge: "ch_standin_card" }));
    expect(response.status).toBe(200);
    expect(await payment(open.id)).toMatchObject({ status: "SUCCEEDED", cardFingerprint: "fp_webhook_card" });

    // Stripe cannot be asked: the payment still settles, without its card.
    const { payment: other } = await stripeOrder();
    const warn = captureLogs();
    const unknown = await deliver(intentEvent("payment_intent.succeeded", other, { status: "succeeded", latest_charge: "ch_standin_missing" }));
    warn.restore();
    expect(unknown.status).toBe(200);
    expect(await payment(other.id)).toMatchObject({ status: "SUCCEEDED", cardFingerprint: null });
  });

  it("never pays an order whose total changed since its payment opened: the money is recorded and the order flagged", async () => {
    const { order, payment: open } = await stripeOrder(6000);
    await t.prisma.order.update({ where: { id: order.id }, data: { total: 7260 } });
    const warn = captureLogs();
    const response = await deliver(intentEvent("payment_intent.succeeded", open, { status: "succeeded" }));
    warn.restore();
    expect(response.status).toBe(200);
    expect((await payment(open.id)).status).toBe("SUCCEEDED");
    const flagged = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(flagged).toMatchObject({ status: "PENDING_PAYMENT", flagReason: `Payment ${open.providerReference} succeeded, but it paid €60.00 where the order's total is €72.60.` });
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, toStatus: "PAID" } })).toBe(0);
    expect(await t.prisma.emailOutbox.count({ where: { subject: `Order ${order.number} needs your attention` } })).toBe(1);
  });

  it("refuses a bad signature, a changed body and a missing header with 400, recording nothing", async () => {
    const { payment: open } = await stripeOrder();
    const event = intentEvent("payment_intent.succeeded", open);
    const warn = captureLogs();
    const wrongSecret = await deliver(event, { secret: "whsec_someone_else" });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.text()).toBe("Invalid signature.");

    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(event, { body: payload.replace(`"amount":${open.amount}`, '"amount":1'), signature });
    expect(tampered.status).toBe(400);
    expect((await deliver(event, { signature: null })).status).toBe(400);
    warn.restore();

    expect(await t.prisma.webhookEvent.count({ where: { eventId: event.id } })).toBe(0);
    expect((await payment(open.id)).status).toBe("PENDING");
  });

  it("takes only POST, and is not subject to the GraphQL CSRF rule", async () => {
    const response = await fetch(`${base}/api/payments/stripe/webhook`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    const { payment: open } = await stripeOrder();
    const plain = await deliver(intentEvent("payment_intent.payment_failed", open, { last_payment_error: { message: "Your card was declined." } }));
    expect(plain.status).toBe(200);
    expect(await payment(open.id)).toMatchObject({ status: "FAILED", failureMessage: "Your card was declined." });
  });

  it("asks for a refund that outran its payment's success to be delivered again", async () => {
    const { order, payment: open } = await stripeOrder();
    const refunded = chargeRefundedEvent(open, 1000, [{ id: "re_early", amount: 1000 }]);
    const warn = captureLogs();
    expect((await deliver(refunded)).status).toBe(409);
    warn.restore();
    expect(await t.prisma.webhookEvent.count({ where: { eventId: refunded.id } })).toBe(0);

    expect((await deliver(intentEvent("payment_intent.succeeded", open))).status).toBe(200);
    expect((await deliver(refunded)).status).toBe(200);
    expect(await payment(open.id)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 1000 });
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  });
});

const REFUND = `mutation($input: RefundPaymentInput!) {
  refundPayment(input: $input) {
    __typename
    ... on Error { message }
    ... on RefundPaymentPayload { payment { status refundedAmount } refund { amount status providerReference } }
  }
}`;

async function paidStripeOrder(total = 6000): Promise<Payment> {
  const { payment: open } = await stripeOrder(total);
  expect((await deliver(intentEvent("payment_intent.succeeded", open))).status).toBe(200);
  return t.prisma.payment.findUniqueOrThrow({ where: { id: open.id } });
}

describe("refunds through Stripe", () => {
  it("refunds through Stripe's API with an idempotency key, and the echoing webhooks change nothing", async () => {
    const paid = await paidStripeOrder(6000);
    standIn.requests.length = 0;
    const result = await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", paid.id), amount: 2000, reason: "Late delivery" } });
    expect(result.data!.refundPayment).toMatchObject({
      __typename: "RefundPaymentPayload",
      payment: { status: "PARTIALLY_REFUNDED", refundedAmount: 2000 },
      refund: { amount: 2000, status: "SUCCEEDED", providerReference: expect.stringMatching(/^re_standin_/) },
    });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.path).toBe("/v1/refunds");
    expect(request.headers["idempotency-key"]).toBe(`refund:${paid.id}:0:2000`);
    expect(Object.fromEntries(request.params)).toEqual({ payment_intent: paid.providerReference, amount: "2000" });

    const reference = result.data!.refundPayment.refund.providerReference as string;
    for (const event of [
      refundEvent("refund.created", paid, { id: reference, amount: 2000, status: "succeeded" }),
      chargeRefundedEvent(paid, 2000, [{ id: reference, amount: 2000 }]),
      chargeRefundedEvent(paid, 2000),
    ]) {
      expect((await deliver(event)).status).toBe(200);
    }
    const after = await payment(paid.id);
    expect(after).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 2000 });
    expect(after.refunds).toMatchObject([{ amount: 2000, providerReference: reference, status: "SUCCEEDED" }]);
    expect(await t.prisma.orderEvent.count({ where: { orderId: paid.orderId, type: "REFUND" } })).toBe(1);
  });

  it("records a refund made in Stripe's dashboard once, whether its id comes before or after the total", async () => {
    const paid = await paidStripeOrder(6000);
    expect((await deliver(chargeRefundedEvent(paid, 1500))).status).toBe(200);
    expect((await deliver(refundEvent("refund.updated", paid, { id: "re_dashboard", amount: 1500, status: "succeeded" }))).status).toBe(200);
    expect((await deliver(chargeRefundedEvent(paid, 6000, [{ id: "re_dashboard_2", amount: 4500 }, { id: "re_dashboard", amount: 1500 }]))).status).toBe(200);
    const after = await payment(paid.id);
    expect(after).toMatchObject({ status: "REFUNDED", refundedAmount: 6000 });
    expect(after.refunds.map((r) => [r.providerReference, r.amount, r.createdById])).toEqual([
      ["re_dashboard", 1500, null],
      ["re_dashboard_2", 4500, null],
    ]);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: paid.orderId } })).status).toBe("REFUNDED");
  });

  it("keeps the money reserved only while Stripe answers: a refusal gives it back", async () => {
    const paid = await paidStripeOrder(5000);
    standIn.replyOnce(/^\/v1\/refunds$/, 400, { error: { type: "invalid_request_error", code: "charge_disputed", message: "Charge ch_1 has been disputed; it cannot be refunded." } });
    const error = captureLogs();
    const refused = await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", paid.id) } });
    error.restore();
    expect(refused.data!.refundPayment).toEqual({ __typename: "PaymentGatewayError", message: "Charge ch_1 has been disputed; it cannot be refunded." });
    const after = await payment(paid.id);
    expect(after).toMatchObject({ status: "SUCCEEDED", refundedAmount: 0 });
    expect(after.refunds).toMatchObject([{ amount: 5000, status: "FAILED", providerReference: null }]);
  });

  it("applies a refund Stripe accepted but still settles, and takes it back if it fails", async () => {
    const paid = await paidStripeOrder(5000);
    standIn.refundStatus = "pending";
    const result = await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", paid.id), amount: 500 } });
    standIn.refundStatus = "succeeded";
    expect(result.data!.refundPayment).toMatchObject({ payment: { status: "PARTIALLY_REFUNDED", refundedAmount: 500 }, refund: { status: "PENDING" } });
    const reference = result.data!.refundPayment.refund.providerReference as string;
    expect((await deliver(refundEvent("refund.failed", paid, { id: reference, amount: 500, status: "failed" }))).status).toBe(200);
    expect(await payment(paid.id)).toMatchObject({ status: "SUCCEEDED", refundedAmount: 0 });
    expect(await t.prisma.orderEvent.count({ where: { orderId: paid.orderId, type: "REFUND_FAILED" } })).toBe(1);
  });
});

describe("asking Stripe how a payment stands", () => {
  it("settles a payment Stripe says succeeded once, together with its webhook", async () => {
    const { order, payment: open } = await stripeOrder(4200);
    const intent = { id: open.providerReference, amount: 4200, currency: "eur", status: "requires_payment_method", metadata: { orderId: order.id, paymentId: open.id } };
    standIn.intents.set(open.providerReference!, intent);
    expect(await syncStripePayment(t.app.services, open.id)).toBeNull();
    expect((await payment(open.id)).status).toBe("PENDING");

    standIn.intents.set(open.providerReference!, { ...intent, status: "succeeded" });
    expect(await syncStripePayment(t.app.services, open.id)).toEqual({ outcome: "processed", paymentId: open.id });
    expect(await syncStripePayment(t.app.services, open.id)).toEqual({ outcome: "duplicate", paymentId: null });
    expect((await deliver(intentEvent("payment_intent.succeeded", open))).status).toBe(200);

    expect((await payment(open.id)).status).toBe("SUCCEEDED");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, toStatus: "PAID" } })).toBe(1);
  });

  it("records which card paid, from the expanded latest charge", async () => {
    const { order, payment: open } = await stripeOrder(4200);
    const charge = { object: "charge", payment_method_details: { type: "card", card: { fingerprint: "fp_synced_card" } } };
    standIn.intents.set(open.providerReference!, { id: open.providerReference, amount: 4200, currency: "eur", status: "succeeded", metadata: { orderId: order.id, paymentId: open.id }, latest_charge: charge });
    expect(await syncStripePayment(t.app.services, open.id)).toEqual({ outcome: "processed", paymentId: open.id });
    expect((await payment(open.id)).cardFingerprint).toBe("fp_synced_card");
    expect(standIn.requests.some((r) => r.method === "GET" && r.path === `/v1/payment_intents/${open.providerReference}`)).toBe(true);
  });

  it("leaves other payments alone", async () => {
    const { payment: testPayment } = await orderAwaitingPayment(t.prisma, { provider: "TEST" });
    expect(await syncStripePayment(t.app.services, testPayment.id)).toBeNull();
  });
});
