// The Stripe gateway against a local stand-in of Stripe's API, through the SDK's own
// host/port/protocol options: what it sends, what it makes of the answers, how errors surface.
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaymentGateway } from "../../server/payments/gateway.ts";
import { PaymentGatewayError } from "../../server/payments/paymentErrors.ts";
import { StripeGateway, WebhookSignatureError } from "../../server/payments/stripeGateway.ts";
import { TestGateway } from "../../server/payments/testGateway.ts";
import { StripeStandIn } from "./paymentsStripeStandIn.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
const keys = { stripeSecretKey: "sk_test_standin", stripePublishableKey: "pk_test_standin", stripeWebhookSecret: WEBHOOK_SECRET };

let standIn: StripeStandIn;
let gateway: StripeGateway;
let connection: Awaited<ReturnType<StripeStandIn["start"]>>;
beforeAll(async () => {
  standIn = new StripeStandIn();
  connection = await standIn.start();
  gateway = (await createPaymentGateway(keys, { stripe: connection })) as StripeGateway;
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.refundStatus = "succeeded";
});

const paymentInput = {
  amount: 12_345,
  currency: "EUR",
  idempotencyKey: "order:o1:attempt:1:12345:EUR",
  orderId: "11111111-1111-4111-8111-111111111111",
  paymentId: "22222222-2222-4222-8222-222222222222",
  orderNumber: 10042,
  email: "carla@example.com",
};

describe("createPaymentGateway", () => {
  it("uses Stripe when a secret key is set, and the test gateway otherwise", async () => {
    expect(gateway).toBeInstanceOf(StripeGateway);
    expect(gateway.provider).toBe("STRIPE");
    expect(gateway.publishableKey).toBe("pk_test_standin");
    const local = await createPaymentGateway({ stripeSecretKey: undefined, stripePublishableKey: undefined, stripeWebhookSecret: undefined });
    expect(local).toBeInstanceOf(TestGateway);
    expect(local.provider).toBe("TEST");
    expect(local.publishableKey).toBeNull();
  });
});

describe("Stripe PaymentIntents", () => {
  it("creates a PaymentIntent with the idempotency key, amount, currency, metadata and receipt address", async () => {
    const created = await gateway.createPayment(paymentInput);
    expect(created.reference).toMatch(/^pi_standin_/);
    expect(created.clientSecret).toBe(`${created.reference}_secret_standin`);

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/payment_intents");
    expect(request.headers["idempotency-key"]).toBe(paymentInput.idempotencyKey);
    expect(request.headers.authorization).toBe("Bearer sk_test_standin");
    expect(Object.fromEntries(request.params)).toEqual({
      amount: "12345",
      currency: "eur",
      "automatic_payment_methods[enabled]": "true",
      description: "Order #10042",
      "metadata[orderId]": paymentInput.orderId,
      "metadata[paymentId]": paymentInput.paymentId,
      "metadata[orderNumber]": "10042",
      receipt_email: "carla@example.com",
    });
  });

  it("answers a repeated idempotency key with the same PaymentIntent", async () => {
    const first = await gateway.createPayment({ ...paymentInput, idempotencyKey: "repeat-me" });
    const second = await gateway.createPayment({ ...paymentInput, idempotencyKey: "repeat-me" });
    expect(second).toEqual(first);
  });

  it("sends no receipt address when there is none", async () => {
    await gateway.createPayment({ ...paymentInput, idempotencyKey: "no-email", email: null });
    expect(standIn.requests[0].params.has("receipt_email")).toBe(false);
  });

  it("retries a retryable failure with the same idempotency key", async () => {
    const retrying = await StripeGateway.open({ secretKey: "sk_test_standin", publishableKey: null, webhookSecret: null, ...connection, maxNetworkRetries: 1 });
    standIn.replyOnce(/^\/v1\/payment_intents$/, 503, { error: { type: "api_error", message: "Try again" } }, { "stripe-should-retry": "true" });
    const created = await retrying.createPayment({ ...paymentInput, idempotencyKey: "retry-key" });
    expect(created.reference).toMatch(/^pi_standin_/);
    expect(standIn.requests.map((r) => r.headers["idempotency-key"])).toEqual(["retry-key", "retry-key"]);
  });

  it("cancels a PaymentIntent, and treats cancelling twice as done", async () => {
    await gateway.cancelPayment("pi_standin_1");
    expect(standIn.requests[0].path).toBe("/v1/payment_intents/pi_standin_1/cancel");
    standIn.replyOnce(/cancel$/, 400, {
      error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "You cannot cancel this PaymentIntent because it has a status of canceled.", payment_intent: { id: "pi_standin_1", status: "canceled" } },
    });
    await expect(gateway.cancelPayment("pi_standin_1")).resolves.toBeUndefined();
  });
});

describe("Stripe refunds", () => {
  it("refunds part of a PaymentIntent with the idempotency key and maps the refund's status", async () => {
    const refund = await gateway.refund({ reference: "pi_standin_7", amount: 2000, idempotencyKey: "refund:p1:0:2000" });
    expect(refund.reference).toMatch(/^re_standin_/);
    expect(refund.status).toBe("SUCCEEDED");
    const [request] = standIn.requests;
    expect(request.path).toBe("/v1/refunds");
    expect(request.headers["idempotency-key"]).toBe("refund:p1:0:2000");
    expect(Object.fromEntries(request.params)).toEqual({ payment_intent: "pi_standin_7", amount: "2000" });

    standIn.refundStatus = "pending";
    expect((await gateway.refund({ reference: "pi_standin_7", amount: 100, idempotencyKey: "refund:p1:2000:100" })).status).toBe("PENDING");
    standIn.refundStatus = "failed";
    expect((await gateway.refund({ reference: "pi_standin_7", amount: 100, idempotencyKey: "refund:p1:2100:100" })).status).toBe("FAILED");
  });
});

describe("Stripe errors", () => {
  it("passes request and card errors on in Stripe's words", async () => {
    standIn.replyOnce(/^\/v1\/refunds$/, 400, { error: { type: "invalid_request_error", message: "Refund amount (€60.00) is greater than charge amount (€50.00)" } });
    const error = await gateway.refund({ reference: "pi_standin_7", amount: 6000, idempotencyKey: "too-much" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as Error).message).toBe("Refund amount (€60.00) is greater than charge amount (€50.00)");

    standIn.replyOnce(/^\/v1\/payment_intents$/, 402, { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } });
    await expect(gateway.createPayment({ ...paymentInput, idempotencyKey: "card-error" })).rejects.toThrow(new PaymentGatewayError("Your card was declined."));
  });

  it("does not show authentication or server failures to the customer", async () => {
    const generic = new PaymentGatewayError().message;
    standIn.replyOnce(/^\/v1\/payment_intents$/, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_***" } });
    const auth = await gateway.createPayment({ ...paymentInput, idempotencyKey: "auth" }).catch((e: unknown) => e);
    expect(auth).toBeInstanceOf(PaymentGatewayError);
    expect((auth as Error).message).toBe(generic);

    standIn.replyOnce(/^\/v1\/payment_intents$/, 500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    await expect(gateway.createPayment({ ...paymentInput, idempotencyKey: "server" })).rejects.toThrow(new PaymentGatewayError(generic));
  });

  it("reports an unreachable Stripe as a gateway error", async () => {
    const unreachable = await StripeGateway.open({ secretKey: "sk_test_x", publishableKey: null, webhookSecret: null, host: "127.0.0.1", port: 9, protocol: "http", maxNetworkRetries: 0 });
    await expect(unreachable.createPayment(paymentInput)).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe("Stripe webhook signatures", () => {
  const payload = JSON.stringify({ id: "evt_1", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_1", object: "payment_intent", amount: 100 } } });

  it("accepts a payload signed with the endpoint's secret and gives back the event", () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gateway.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: "evt_1",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_1", object: "payment_intent", amount: 100 } },
    });
  });

  it("refuses another secret, a changed body, an old timestamp and a missing header", () => {
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => gateway.verifyWebhook(Buffer.from(payload), wrong)).toThrow(WebhookSignatureError);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(() => gateway.verifyWebhook(Buffer.from(payload.replace("100", "1")), signature)).toThrow(WebhookSignatureError);
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => gateway.verifyWebhook(Buffer.from(payload), old)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });

  it("cannot verify anything without a webhook secret", async () => {
    const noSecret = (await createPaymentGateway({ ...keys, stripeWebhookSecret: undefined }, { stripe: connection })) as StripeGateway;
    expect(noSecret.acceptsWebhooks).toBe(false);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(() => noSecret.verifyWebhook(Buffer.from(payload), signature)).toThrow(WebhookSignatureError);
  });
});
