// Payments with the local test gateway: card confirmation through the webhook-shaped event path,
// idempotent and order-independent event processing, and refunds by administrators.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, Payment } from "../../server/db/generated/client.ts";
import { NotFoundError, ValidationError } from "../../server/errors.ts";
import { PaymentDeclinedError, PaymentGatewayError } from "../../server/payments/paymentErrors.ts";
import type { PaymentEvent } from "../../server/payments/paymentEventFields.ts";
import { handlePaymentEvent, PaymentEventNotReadyError } from "../../server/payments/handlePaymentEvent.ts";
import { confirmTestCard, TestGateway } from "../../server/payments/testGateway.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { addPayment, chargeRefundedEvent, declinedEvent, intentEvent, orderAwaitingPayment, refundEvent, shuffled } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";
import { captureLogs } from "./logCapture.ts";

/** The test gateway, able to refuse the next refund like a provider would. */
class RefusingGateway extends TestGateway {
  refuseNext = false;
  override async refund(input: { reference: string; amount: number; idempotencyKey: string }) {
    if (this.refuseNext) {
      this.refuseNext = false;
      throw new PaymentGatewayError("The card issuer refused the refund.");
    }
    return super.refund(input);
  }
}

let t: TestApp;
let gateway: RefusingGateway;
let admin: Client;
beforeAll(async () => {
  gateway = new RefusingGateway();
  t = await startTestApp({ payments: gateway });
  admin = await t.signedIn(TEST_ADMIN);
});
afterAll(() => t.close());

const services = () => t.app.services;
const card = (payment: Payment, cardNumber: string, expiry = "12/40", cvc = "123") => ({ reference: payment.providerReference!, cardNumber, expiry, cvc });

async function customer() {
  const client = t.client();
  const email = uniqueEmail("payer");
  await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Paula Payer", email, password: "customer password", altcha: await solvedAltcha() },
  });
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
  return { client, user };
}

/** What the order's state table does on entering PAID, seen from outside: the customer is told once. */
async function paidEmails(order: Order) {
  return t.prisma.emailOutbox.count({ where: { subject: `Payment received: order ${order.number}` } });
}

async function paidTransitions(orderId: string) {
  return t.prisma.orderEvent.count({ where: { orderId, fromStatus: "PENDING_PAYMENT", toStatus: "PAID" } });
}

async function expectRejection<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}

describe("the test gateway", () => {
  it("creates pi_test_ references with a secret, answering a repeated idempotency key the same, and refunds at once", async () => {
    const input = { amount: 100, currency: "EUR", idempotencyKey: "k1", orderId: "o", paymentId: "p", orderNumber: 1, email: null };
    const created = await gateway.createPayment(input);
    expect(created.reference).toMatch(/^pi_test_\w+$/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.reference}_secret_\\w+$`));
    expect(await gateway.createPayment(input)).toEqual(created);
    expect((await gateway.createPayment({ ...input, idempotencyKey: "k2" })).reference).not.toBe(created.reference);
    const refund = await gateway.refund({ reference: created.reference, amount: 50, idempotencyKey: "r1" });
    expect(refund).toEqual({ reference: expect.stringMatching(/^re_test_\w+$/), status: "SUCCEEDED" });
    expect(await gateway.refund({ reference: created.reference, amount: 50, idempotencyKey: "r1" })).toEqual(refund);
  });
});

describe("paying with a test card", () => {
  it("pays the order once with 4242 4242 4242 4242, through the same event path as webhooks", async () => {
    const { user } = await customer();
    const { order, payment } = await orderAwaitingPayment(t.prisma, { userId: user.id });

    const paid = await confirmTestCard(services(), card(payment, "4242 4242 4242 4242"));
    expect(paid).toMatchObject({ id: payment.id, status: "SUCCEEDED", failureMessage: null });
    const after = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe("PAID");
    expect(after.paidAt).toBeInstanceOf(Date);
    expect(await paidEmails(order)).toBe(1);
    const events = await t.prisma.webhookEvent.findMany({ where: { provider: "TEST", payload: { path: ["data", "object", "id"], equals: payment.providerReference! } } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "payment_intent.succeeded", eventId: expect.stringMatching(/^evt_test_/) });
    expect(events[0].processedAt).toBeInstanceOf(Date);
    const transition = await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, toStatus: "PAID" } });
    expect(transition.actorId).toBeNull();

    // Confirming again (a second click) does not pay twice.
    expect((await confirmTestCard(services(), card(payment, "4242 4242 4242 4242"))).status).toBe("SUCCEEDED");
    expect(await paidEmails(order)).toBe(1);
    expect(await paidTransitions(order.id)).toBe(1);
  });

  it("records a declined card on the payment, leaves the order waiting, and a good card then pays it", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma);
    const declined = await expectRejection(confirmTestCard(services(), card(payment, "4000 0000 0000 0002")), PaymentDeclinedError);
    expect(declined.message).toBe("Your card was declined.");
    expect(declined.declineCode).toBe("generic_decline");
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "FAILED", failureMessage: "Your card was declined." });

    const poor = await expectRejection(confirmTestCard(services(), card(payment, "4000000000009995")), PaymentDeclinedError);
    expect(poor.message).toBe("Your card has insufficient funds.");
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "FAILED", failureMessage: "Your card has insufficient funds." });
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING_PAYMENT");

    const paid = await confirmTestCard(services(), card(payment, "4242424242424242"));
    expect(paid).toMatchObject({ status: "SUCCEEDED", failureMessage: null });
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  });

  it("refuses a malformed card before anything is recorded", async () => {
    const { payment } = await orderAwaitingPayment(t.prisma);
    const invalid = await expectRejection(confirmTestCard(services(), card(payment, "4242 4242 4242 4242", "01/20", "12")), ValidationError);
    expect(invalid.fields).toEqual([
      { path: ["input", "expiry"], message: "Your card's expiration date is in the past." },
      { path: ["input", "cvc"], message: "Your card's security code is incomplete." },
    ]);
    const unknownCard = await expectRejection(confirmTestCard(services(), card(payment, "4111 1111 1111 1111")), ValidationError);
    expect(unknownCard.fields).toEqual([{ path: ["input", "cardNumber"], message: "Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined." }]);
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("PENDING");
    expect(await t.prisma.webhookEvent.count({ where: { payload: { path: ["data", "object", "id"], equals: payment.providerReference! } } })).toBe(0);
  });

  it("does not know other references, and will not confirm a cancelled payment", async () => {
    await expectRejection(confirmTestCard(services(), { reference: "pi_test_nothing", cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" }), NotFoundError);
    const { order } = await orderAwaitingPayment(t.prisma);
    const cancelled = await addPayment(t.prisma, order, { status: "CANCELLED" });
    await expectRejection(confirmTestCard(services(), card(cancelled, "4242 4242 4242 4242")), PaymentGatewayError);
  });
});

describe("payment events", () => {
  /** Delivers every event `copies` times in random order, a few at once, redelivering what was not ready (as Stripe retries). */
  async function deliverShuffled(events: PaymentEvent[], copies: number) {
    let queue = shuffled(events.flatMap((event) => Array.from({ length: copies }, () => event)));
    let notReady = 0;
    while (queue.length > 0) {
      const retry: PaymentEvent[] = [];
      for (let i = 0; i < queue.length; i += 4) {
        await Promise.all(
          queue.slice(i, i + 4).map((event) =>
            handlePaymentEvent(services(), "TEST", event).catch((error: unknown) => {
              if (!(error instanceof PaymentEventNotReadyError)) throw error;
              notReady += 1;
              retry.push(event);
            }),
          ),
        );
      }
      queue = shuffled(retry);
    }
    return { notReady };
  }

  it("settles an order exactly once whatever the order and number of deliveries", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma);
    const events = [
      intentEvent("payment_intent.created", payment, { status: "requires_payment_method" }),
      declinedEvent(payment),
      intentEvent("payment_intent.requires_action", payment, { status: "requires_action" }),
      intentEvent("payment_intent.succeeded", payment, { status: "succeeded" }),
    ];
    await deliverShuffled(events, 10);

    expect(await t.prisma.payment.findMany({ where: { orderId: order.id } })).toMatchObject([{ id: payment.id, status: "SUCCEEDED", failureMessage: null }]);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    expect(await paidTransitions(order.id)).toBe(1);
    // The decline is on the timeline at most once (only if it came before the success).
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, type: { not: "PAYMENT_FAILED" } } })).toBe(1);
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, type: "PAYMENT_FAILED" } })).toBeLessThanOrEqual(1);
    expect(await paidEmails(order)).toBe(1);
    expect(await t.prisma.webhookEvent.count({ where: { eventId: { in: events.map((e) => e.id) } } })).toBe(4);
  });

  it("applies a refund once, after the payment it refunds, whatever the order of deliveries", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 8000 });
    const events = [
      declinedEvent(payment),
      intentEvent("payment_intent.succeeded", payment, { status: "succeeded" }),
      chargeRefundedEvent(payment, 1500, [{ id: "re_shuffled_1", amount: 1500, status: "pending" }]),
      refundEvent("refund.created", payment, { id: "re_shuffled_1", amount: 1500, status: "pending" }),
      refundEvent("refund.updated", payment, { id: "re_shuffled_1", amount: 1500, status: "succeeded" }),
    ];
    await deliverShuffled(events, 10);

    const after = await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { refunds: true } });
    expect(after).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 1500 });
    expect(after.refunds).toMatchObject([{ providerReference: "re_shuffled_1", amount: 1500 }]);
    // A partial refund leaves the order where its work stands.
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    expect(await paidTransitions(order.id)).toBe(1);
    expect(await t.prisma.orderEvent.count({ where: { orderId: order.id, type: "REFUND" } })).toBe(1);
    expect(await paidEmails(order)).toBe(1);
  });

  it("takes refund.updated as the last word on a refund's status", async () => {
    const { payment } = await orderAwaitingPayment(t.prisma, { total: 8000 });
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", payment));
    await handlePaymentEvent(services(), "TEST", refundEvent("refund.created", payment, { id: "re_late", amount: 1000, status: "pending" }));
    expect(await t.prisma.refund.findFirstOrThrow({ where: { providerReference: "re_late" } })).toMatchObject({ status: "PENDING" });
    await handlePaymentEvent(services(), "TEST", refundEvent("refund.updated", payment, { id: "re_late", amount: 1000, status: "succeeded" }));
    expect(await t.prisma.refund.findFirstOrThrow({ where: { providerReference: "re_late" } })).toMatchObject({ status: "SUCCEEDED" });

    await handlePaymentEvent(services(), "TEST", refundEvent("refund.failed", payment, { id: "re_late", amount: 1000, status: "failed" }));
    expect(await t.prisma.refund.findFirstOrThrow({ where: { providerReference: "re_late" } })).toMatchObject({ status: "FAILED" });
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "SUCCEEDED", refundedAmount: 0 });
    expect(await t.prisma.orderEvent.count({ where: { orderId: payment.orderId, type: "REFUND_FAILED" } })).toBe(1);
  });

  it("records and ignores an event about a payment it does not know", async () => {
    const { payment } = await orderAwaitingPayment(t.prisma);
    const stranger = intentEvent("payment_intent.succeeded", { ...payment, id: "99999999-9999-4999-8999-999999999999", providerReference: "pi_test_stranger" });
    const warn = captureLogs();
    expect(await handlePaymentEvent(services(), "TEST", stranger)).toEqual({ outcome: "ignored", paymentId: null });
    expect(warn.lines.map((line) => line.msg)).toContainEqual(expect.stringContaining("pi_test_stranger"));
    warn.restore();
    expect(await t.prisma.webhookEvent.findFirstOrThrow({ where: { eventId: stranger.id } })).toMatchObject({ provider: "TEST", processedAt: null });
    expect(await handlePaymentEvent(services(), "TEST", stranger)).toEqual({ outcome: "duplicate", paymentId: null });
  });

  it("finds the payment by its metadata when the event outruns the stored reference", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma);
    await t.prisma.payment.update({ where: { id: payment.id }, data: { providerReference: null } });
    const result = await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", payment));
    expect(result).toEqual({ outcome: "processed", paymentId: payment.id });
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "SUCCEEDED", providerReference: payment.providerReference });
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  });

  it("cancels the order's other open payments once one succeeds, and flags money that arrives anyway", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma);
    const second = await addPayment(t.prisma, order);
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", payment));
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("CANCELLED");

    const warn = captureLogs();
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", second));
    warn.restore();
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("SUCCEEDED");
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    expect(await paidTransitions(order.id)).toBe(1);
    const flagged = await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: "FLAGGED" } });
    expect(flagged.note).toBe(`Payment ${second.providerReference} succeeded, but the order was already paid.`);
    expect(await t.prisma.emailOutbox.count({ where: { subject: `Order ${order.number} needs your attention` } })).toBe(1);
  });

  it("does not pay an order with an amount other than its payment's", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 5000 });
    const warn = captureLogs();
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", payment, { amount: 50 }));
    warn.restore();
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING_PAYMENT");
    expect((await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: "FLAGGED" } })).note).toBe(
      `Payment ${payment.providerReference} succeeded, but the payment provider reported €0.50 for a payment of €50.00.`,
    );
  });

  it("never lets a late failure or cancellation undo a success", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma);
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", payment));
    await handlePaymentEvent(services(), "TEST", declinedEvent(payment));
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.canceled", payment));
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "SUCCEEDED", failureMessage: null });
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");

    const { payment: open } = await orderAwaitingPayment(t.prisma);
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.canceled", open));
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: open.id } })).status).toBe("CANCELLED");
  });
});

describe("the Stripe webhook route without Stripe", () => {
  it("does not exist when Stripe is not configured", async () => {
    const response = await fetch(`${await t.httpBase()}/api/payments/stripe/webhook`, { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
  });
});

const REFUND = `mutation($input: RefundPaymentInput!) {
  refundPayment(input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fields { path message } }
    ... on RefundPaymentPayload {
      payment { status amount refundedAmount refundableAmount order { status } refunds { amount status reason providerReference createdBy { email } } }
      refund { amount status reason }
    }
  }
}`;

describe("refunds by administrators", () => {
  async function paidOrder(total = 5000): Promise<{ order: Order; payment: Payment; customerEmail: string; client: Client }> {
    const { user, client } = await customer();
    const { order, payment } = await orderAwaitingPayment(t.prisma, { userId: user.id, total });
    await confirmTestCard(services(), card(payment, "4242 4242 4242 4242"));
    return { order, payment, customerEmail: user.email, client };
  }
  const refund = (client: Client, paymentId: string, amount?: number | null, reason?: string) =>
    client.gql(REFUND, { input: { paymentId: toGlobalId("Payment", paymentId), ...(amount === undefined ? {} : { amount }), ...(reason ? { reason } : {}) } });

  it("refunds part, refuses more than is left naming input.amount, then refunds the rest", async () => {
    const { order, payment, customerEmail } = await paidOrder(5000);

    const partial = await refund(admin, payment.id, 2000, "Two prompts were not needed");
    expect(partial.errors).toBeUndefined();
    expect(partial.data!.refundPayment).toMatchObject({
      __typename: "RefundPaymentPayload",
      payment: { status: "PARTIALLY_REFUNDED", amount: 5000, refundedAmount: 2000, refundableAmount: 3000, order: { status: "PAID" } },
      refund: { amount: 2000, status: "SUCCEEDED", reason: "Two prompts were not needed" },
    });
    expect(partial.data!.refundPayment.payment.refunds).toEqual([
      { amount: 2000, status: "SUCCEEDED", reason: "Two prompts were not needed", providerReference: expect.stringMatching(/^re_test_/), createdBy: { email: TEST_ADMIN.email } },
    ]);
    const timeline = await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: "REFUND" } });
    expect(timeline).toMatchObject({ fromStatus: null, toStatus: null, note: "Refunded €20.00" });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "payment.refunded", entityId: payment.id } });
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, entityType: "Payment" });
    expect(audit.metadata).toMatchObject({ amount: 2000, currency: "EUR", orderNumber: order.number });
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail, subject: `Refund for order ${order.number}` } });
    expect(mail.text).toContain("We have refunded €20.00 of your payment of €50.00");

    const tooMuch = await refund(admin, payment.id, 3001);
    expect(tooMuch.data!.refundPayment).toEqual({
      __typename: "ValidationError",
      message: "Amount must not be greater than 3000.",
      fields: [{ path: ["input", "amount"], message: "must not be greater than 3000" }],
    });
    const nothing = await refund(admin, payment.id, 0);
    expect(nothing.data!.refundPayment.fields).toEqual([{ path: ["input", "amount"], message: "must not be less than 1" }]);
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedAmount).toBe(2000);

    const rest = await refund(admin, payment.id);
    expect(rest.data!.refundPayment).toMatchObject({
      __typename: "RefundPaymentPayload",
      payment: { status: "REFUNDED", refundedAmount: 5000, refundableAmount: 0, order: { status: "REFUNDED" } },
      refund: { amount: 3000, status: "SUCCEEDED", reason: null },
    });
    expect(await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: "REFUND", toStatus: "REFUNDED" } })).toMatchObject({ fromStatus: "PAID" });
    const whole = await t.prisma.emailOutbox.findMany({ where: { to: customerEmail, subject: `Refund for order ${order.number}` }, orderBy: { createdAt: "asc" } });
    expect(whole).toHaveLength(2);

    const again = await refund(admin, payment.id, 1);
    expect(again.data!.refundPayment.fields).toEqual([{ path: ["input", "paymentId"], message: "is already refunded in full" }]);
  });

  it("refunds a double submission once", async () => {
    const { payment } = await paidOrder(4000);
    const results = await Promise.all([refund(admin, payment.id), refund(admin, payment.id)]);
    expect(results.map((r) => r.data!.refundPayment.__typename).sort()).toEqual(["RefundPaymentPayload", "ValidationError"]);
    const after = await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { refunds: true } });
    expect(after).toMatchObject({ status: "REFUNDED", refundedAmount: 4000 });
    expect(after.refunds).toHaveLength(1);
  });

  it("gives the reserved amount back when the provider refuses", async () => {
    const { order, payment } = await paidOrder(3000);
    gateway.refuseNext = true;
    const refused = await refund(admin, payment.id, 1000);
    expect(refused.data!.refundPayment).toEqual({ __typename: "PaymentGatewayError", message: "The card issuer refused the refund." });
    const after = await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { refunds: true } });
    expect(after).toMatchObject({ status: "SUCCEEDED", refundedAmount: 0 });
    expect(after.refunds).toMatchObject([{ amount: 1000, status: "FAILED" }]);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");

    const retried = await refund(admin, payment.id, 1000);
    expect(retried.data!.refundPayment.payment).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 1000 });
  });

  it("records a refund of an order the state table cannot move, on its timeline", async () => {
    const { order } = await orderAwaitingPayment(t.prisma, { status: "CANCELLED" });
    const late = await addPayment(t.prisma, order, { status: "SUCCEEDED" });
    const result = await refund(admin, late.id, undefined, "Paid after it was cancelled");
    expect(result.data!.refundPayment.payment).toMatchObject({ status: "REFUNDED", order: { status: "CANCELLED" } });
    expect(await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: "REFUND" } })).toMatchObject({
      fromStatus: null,
      toStatus: null,
      note: "Refunded €50.00",
    });
  });

  it("refuses payments that took no money, unknown payments, and long reasons", async () => {
    const { payment } = await orderAwaitingPayment(t.prisma);
    expect((await refund(admin, payment.id)).data!.refundPayment.fields).toEqual([{ path: ["input", "paymentId"], message: "has not succeeded, so nothing can be refunded" }]);
    expect((await refund(admin, "99999999-9999-4999-8999-999999999999")).data!.refundPayment).toEqual({ __typename: "NotFoundError", message: "This payment does not exist." });
    const { payment: paid } = await paidOrder();
    expect((await refund(admin, paid.id, 100, "x".repeat(501))).data!.refundPayment.fields).toEqual([
      { path: ["input", "reason"], message: "must be shorter than or equal to 500 characters" },
    ]);
  });

  it("is for administrators only", async () => {
    const { payment, client } = await paidOrder();
    const asCustomer = await refund(client, payment.id);
    expect(asCustomer.data).toBeNull();
    expect(asCustomer.errors![0].message).toBe("You do not have permission to do this.");
    const asVisitor = await refund(t.client(), payment.id);
    expect(asVisitor.errors![0].message).toBe("Sign in to continue.");
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedAmount).toBe(0);
  });
});

describe("who sees payments", () => {
  const NODE = `query($id: ID!) { node(id: $id) { ... on Payment { status amount currency provider refunds { amount createdBy { email } } } } }`;

  it("shows a payment to its customer and administrators only", async () => {
    const { user, client } = await customer();
    const { payment } = await orderAwaitingPayment(t.prisma, { userId: user.id });
    await confirmTestCard(services(), card(payment, "4242 4242 4242 4242"));
    await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", payment.id), amount: 100 } });
    const id = toGlobalId("Payment", payment.id);

    const own = await client.gql(`query($id: ID!) { node(id: $id) { ... on Payment { status amount currency provider refunds { amount } } } }`, { id });
    expect(own.errors).toBeUndefined();
    expect(own.data!.node).toEqual({ status: "PARTIALLY_REFUNDED", amount: 5000, currency: "EUR", provider: "TEST", refunds: [{ amount: 100 }] });
    // Who made a refund is the studio's business.
    const withAuthor = await client.gql(NODE, { id });
    expect(withAuthor.errors![0].message).toBe("You do not have permission to do this.");

    const { client: other } = await customer();
    const stranger = await other.gql(NODE, { id });
    expect(stranger.data?.node ?? null).toBeNull();
    const visitor = await t.client().gql(NODE, { id });
    expect(visitor.data?.node ?? null).toBeNull();

    const asAdmin = await admin.gql(NODE, { id });
    expect(asAdmin.data!.node.refunds).toEqual([{ amount: 100, createdBy: { email: TEST_ADMIN.email } }]);
  });
});

describe("the payments table", () => {
  const LIST = `query($first: Int, $after: String, $filter: ListQuery) {
    managePayments(first: $first, after: $after, filter: $filter) {
      totalCount
      edges { node { amount status provider providerReference order { number } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

  it("lists payments for administrators with list-query filters and sorting", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 7777 });
    await confirmTestCard(services(), card(payment, "4242 4242 4242 4242"));

    const byNumber = await admin.gql(LIST, { filter: { filters: `orderNumber~${order.number}` } });
    expect(byNumber.errors).toBeUndefined();
    expect(byNumber.data!.managePayments).toMatchObject({
      totalCount: 1,
      edges: [{ node: { amount: 7777, status: "SUCCEEDED", provider: "TEST", providerReference: payment.providerReference, order: { number: order.number } } }],
    });

    const succeeded = await admin.gql(LIST, { first: 2, filter: { filters: "status~SUCCEEDED,provider~TEST", orderBy: "amount~DESC" } });
    const page = succeeded.data!.managePayments;
    expect(page.totalCount).toBe(await t.prisma.payment.count({ where: { status: "SUCCEEDED", provider: "TEST" } }));
    expect(page.edges).toHaveLength(2);
    expect(page.edges[0].node.amount).toBeGreaterThanOrEqual(page.edges[1].node.amount);
    expect(page.pageInfo.hasNextPage).toBe(page.totalCount > 2);

    const amounts = await admin.gql(LIST, { filter: { filters: "amount~BETWEEN~7777,7777" } });
    expect(amounts.data!.managePayments.edges.map((e: { node: { amount: number } }) => e.node.amount)).toEqual([7777]);

    const bad = await admin.gql(LIST, { filter: { filters: "clientSecret~x" } });
    expect(bad.errors![0].extensions).toMatchObject({ code: "BAD_LIST_QUERY", parameter: "filters" });
  });

  it("is for administrators only", async () => {
    const { client } = await customer();
    const refused = await client.gql(LIST, {});
    expect(refused.errors![0].message).toBe("You do not have permission to do this.");
  });
});
