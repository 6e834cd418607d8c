// Processing of payment events, from Stripe's webhooks and the local test gateway alike. Each
// event is recorded once (WebhookEvent provider + id), and what it does is decided from the current
// state of the payment and order, never from arrival order: Stripe delivers at least once, in any
// order, and retries for days.
import { formatMoney } from "../../common/money.ts";
import type { Payment, Prisma, PrismaClient } from "../db/generated/client.ts";
import type { Mailer } from "../email/outbox.ts";
import { flagOrder } from "../orders/orderFlags.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { transitionOrder } from "../orders/orderStates.ts";
import { revisionChargePaid, revisionChargePayable } from "../fulfilment/revisionChargePaid.ts";
import type { LiveEvents } from "../realtime/liveEvents.ts";
import type { PaymentGateway, PaymentProvider } from "./paymentGateway.ts";
import { cardFingerprintOf, intField, objectField, type PaymentEvent, stringField } from "./paymentEventFields.ts";
import { movePayment, OPEN_PAYMENT_STATUSES, SETTLED_PAYMENT_STATUSES } from "./paymentStates.ts";
import { acceptRefund, failAcceptedRefund, lockPayment, recordProviderRefund, releaseRefund, settleRefund } from "./refundLedger.ts";
import { orderPayable, settlementProblem } from "./settlement.ts";
import { refundStatusOf } from "./stripeGateway.ts";
import { isUuid } from "../../common/ids.ts";
import { areaLogger } from "../operations/logger.ts";

const log = areaLogger("payments");

type Tx = Prisma.TransactionClient;

export type PaymentEventServices = {
  prisma: PrismaClient;
  config: OrderLinkConfig;
  /** Cancels the order's other open payments once one has succeeded. */
  payments?: PaymentGateway;
  mailer?: Mailer;
  /** Told of the order an event paid, once it is committed. */
  events?: Pick<LiveEvents, "orderChanged">;
};

export type PaymentEventResult = {
  /** duplicate: this event id was processed before; ignored: nothing here concerns us. */
  outcome: "processed" | "duplicate" | "ignored";
  paymentId: string | null;
};

const REFUND_EVENTS = new Set(["refund.created", "refund.updated", "refund.failed", "charge.refund.updated"]);
const HANDLED = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.requires_action",
  "charge.refunded",
  ...REFUND_EVENTS,
]);

/** The PaymentIntent an event is about: the object itself, or the one a charge or refund belongs to. */
function paymentReferenceOf(event: PaymentEvent): string | null {
  const object = event.data.object;
  return event.type.startsWith("payment_intent.") ? stringField(object, "id") : stringField(object, "payment_intent");
}

/** The payment an event is about, locked; found by provider reference, else by our metadata. */
async function findPayment(tx: Tx, provider: PaymentProvider, event: PaymentEvent): Promise<Payment | null> {
  const reference = paymentReferenceOf(event);
  let payment = reference ? await tx.payment.findUnique({ where: { provider_providerReference: { provider, providerReference: reference } } }) : null;
  if (!payment) {
    const paymentId = stringField(objectField(event.data.object, "metadata"), "paymentId");
    const candidate = paymentId && isUuid(paymentId) ? await tx.payment.findUnique({ where: { id: paymentId } }) : null;
    // The event can outrun the request that stores the reference on the payment.
    if (candidate && candidate.provider === provider && reference && candidate.providerReference === null) {
      payment = await tx.payment.update({ where: { id: candidate.id }, data: { providerReference: reference } });
    }
  }
  return payment ? lockPayment(tx, payment.id) : null;
}

type Effects = { paidOrderId: string | null; openPaymentsToCancel: Pick<Payment, "id" | "provider" | "providerReference">[] };

async function paymentSucceeded(tx: Tx, links: OrderLinkConfig, payment: Payment, event: PaymentEvent, effects: Effects) {
  const object = event.data.object;
  // Refund states can also become SUCCEEDED (a failed refund): a repeated success must not.
  const changed = await movePayment(tx, payment.id, "SUCCEEDED", { from: [...OPEN_PAYMENT_STATUSES, "CANCELLED"], data: { failureMessage: null } });
  // Which card paid, before the order's PAID effects run (the referral rule compares cards).
  const cardFingerprint = cardFingerprintOf(object);
  if (cardFingerprint && payment.cardFingerprint !== cardFingerprint) await tx.payment.update({ where: { id: payment.id }, data: { cardFingerprint } });
  // The amount comes from the provider, not the browser: an order, or an extra revision bought on
  // it, is paid only by its own total.
  const settled = { amount: intField(object, "amount"), currency: stringField(object, "currency") };
  const problem = payment.revisionChargeId ? await payRevisionCharge(tx, links, payment, payment.revisionChargeId, settled, effects) : await payOrder(tx, links, payment, settled, effects);
  if (problem && changed) {
    // Money arrived that does not pay what it was opened for: kept on record, and the studio decides.
    log.warn({ paymentId: payment.id, orderId: payment.orderId }, `Payment ${payment.id} of order ${payment.orderId} succeeded but did not pay what it was opened for: ${problem}`);
    await flagOrder(tx, links, { orderId: payment.orderId, reason: `Payment ${payment.providerReference ?? payment.id} succeeded, but ${problem}.` });
  }
}

type Settled = { amount: number | null; currency: string | null };

/** The order's own payment: PENDING_PAYMENT → PAID once; why not, when it does not pay the order. */
async function payOrder(tx: Tx, links: OrderLinkConfig, payment: Payment, settled: Settled, effects: Effects): Promise<string | null> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId }, select: { id: true, status: true, total: true, currency: true } });
  const problem = settlementProblem(orderPayable(order), payment, settled);
  if (problem) return problem;
  const moved = await transitionOrder(tx, {
    orderId: order.id,
    from: "PENDING_PAYMENT",
    to: "PAID",
    actor: { userId: null },
    links,
    note: `Paid ${formatMoney(payment.amount, payment.currency)} by card`,
  });
  if (moved) {
    effects.paidOrderId = order.id;
    effects.openPaymentsToCancel = await tx.payment.findMany({
      where: { orderId: order.id, revisionChargeId: null, id: { not: payment.id }, status: { in: OPEN_PAYMENT_STATUSES }, providerReference: { not: null } },
    });
  }
  return null;
}

/** An extra revision's payment: the charge becomes PAID once; why not, when it does not pay the charge. */
async function payRevisionCharge(tx: Tx, links: OrderLinkConfig, payment: Payment, chargeId: string, settled: Settled, effects: Effects): Promise<string | null> {
  const charge = await tx.revisionCharge.findUniqueOrThrow({ where: { id: chargeId } });
  const problem = settlementProblem(revisionChargePayable(charge), payment, settled);
  if (problem) return problem;
  if (await revisionChargePaid(tx, links, charge.id, payment)) effects.paidOrderId = payment.orderId;
  return null;
}

async function paymentFailed(tx: Tx, payment: Payment, event: PaymentEvent) {
  const error = objectField(event.data.object, "last_payment_error");
  const message = stringField(error, "message") ?? "The payment failed.";
  if (await movePayment(tx, payment.id, "FAILED", { data: { failureMessage: message } })) {
    await tx.orderEvent.create({ data: { orderId: payment.orderId, type: "PAYMENT_FAILED", note: message } });
  }
}

async function paymentCanceled(tx: Tx, payment: Payment) {
  await movePayment(tx, payment.id, "CANCELLED");
}

async function paymentRequiresAction(tx: Tx, payment: Payment) {
  await movePayment(tx, payment.id, "REQUIRES_ACTION");
}

/** One refund object the provider reports, matched to ours by reference (or to our reservation). */
async function providerRefund(tx: Tx, links: OrderLinkConfig, payment: Payment, object: Record<string, unknown>) {
  const reference = stringField(object, "id");
  const amount = intField(object, "amount");
  if (!reference || amount === null) return;
  const status = refundStatusOf(stringField(object, "status"));
  const known =
    (await tx.refund.findFirst({ where: { paymentId: payment.id, providerReference: reference } })) ??
    // Ours, whose request has not returned yet; or one recorded from a charge's total before its id was known.
    (await tx.refund.findFirst({ where: { paymentId: payment.id, providerReference: null, amount, status: { not: "FAILED" } }, orderBy: { createdAt: "asc" } }));
  if (!known) {
    if (status === "FAILED") return;
    await recordProviderRefund(tx, links, await lockedAgain(tx, payment), { reference, amount, status });
    return;
  }
  if (known.providerReference === null) await tx.refund.update({ where: { id: known.id }, data: { providerReference: reference } });
  if (status === "FAILED") {
    if (known.status === "REQUESTED") await releaseRefund(tx, known.id);
    else await failAcceptedRefund(tx, known.id);
    return;
  }
  if (known.status === "REQUESTED") {
    await acceptRefund(tx, links, known.id, { reference, status }, { userId: known.createdById });
  } else if (status === "SUCCEEDED") {
    await settleRefund(tx, links, known.id);
  }
}

const lockedAgain = async (tx: Tx, payment: Payment) => tx.payment.findUniqueOrThrow({ where: { id: payment.id } });

async function chargeRefunded(tx: Tx, links: OrderLinkConfig, payment: Payment, event: PaymentEvent) {
  const charge = event.data.object;
  const listed = objectField(charge, "refunds")?.data;
  for (const refund of Array.isArray(listed) ? listed : []) {
    if (refund && typeof refund === "object") await providerRefund(tx, links, payment, refund as Record<string, unknown>);
  }
  // Newer API versions leave the list out: the charge's running total still tells what went back.
  const total = intField(charge, "amount_refunded");
  const current = await lockedAgain(tx, payment);
  if (total !== null && total > current.refundedAmount) {
    await recordProviderRefund(tx, links, current, { reference: null, amount: total - current.refundedAmount, status: "SUCCEEDED" });
  }
}

/**
 * A refund reported for a payment not known here as succeeded yet (its success is still on the
 * way). Nothing is recorded, so the provider's next delivery applies it in order.
 */
export class PaymentEventNotReadyError extends Error {
  constructor(event: PaymentEvent, payment: Payment) {
    super(`${event.type} ${event.id} arrived before payment ${payment.id} succeeded (it is ${payment.status.toLowerCase()}); deliver it again later`);
    this.name = "PaymentEventNotReadyError";
  }
}

async function dispatch(tx: Tx, services: PaymentEventServices, payment: Payment, event: PaymentEvent, effects: Effects) {
  const isRefund = event.type === "charge.refunded" || REFUND_EVENTS.has(event.type);
  if (isRefund && !SETTLED_PAYMENT_STATUSES.includes(payment.status)) throw new PaymentEventNotReadyError(event, payment);
  switch (event.type) {
    case "payment_intent.succeeded":
      return paymentSucceeded(tx, services.config, payment, event, effects);
    case "payment_intent.payment_failed":
      return paymentFailed(tx, payment, event);
    case "payment_intent.canceled":
      return paymentCanceled(tx, payment);
    case "payment_intent.requires_action":
      return paymentRequiresAction(tx, payment);
    case "charge.refunded":
      return chargeRefunded(tx, services.config, payment, event);
    default:
      if (REFUND_EVENTS.has(event.type)) return providerRefund(tx, services.config, payment, event.data.object);
  }
}

/**
 * Applies one payment event. `payment_intent.succeeded` marks the payment SUCCEEDED (it is never
 * downgraded afterwards) and moves its order PENDING_PAYMENT → PAID exactly once when it pays the
 * order's total (the order's state table runs what being paid means), or flags the order for the
 * studio when it does not; failures and cancellations only touch payments still
 * open; refunds are reconciled by reference. A repeated event id changes nothing. Throws
 * PaymentEventNotReadyError (recording nothing) for a refund that outran its payment's success.
 */
export async function handlePaymentEvent(
  services: PaymentEventServices,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<PaymentEventResult> {
  const effects: Effects = { paidOrderId: null, openPaymentsToCancel: [] };
  const result = await services.prisma.$transaction(async (tx): Promise<PaymentEventResult> => {
    // ON CONFLICT DO NOTHING: a duplicate must not abort the transaction (PostgreSQL would).
    const inserted = await tx.webhookEvent.createMany({
      data: [{ provider, eventId: event.id, type: event.type, payload: event as unknown as Prisma.InputJsonObject }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return { outcome: "duplicate", paymentId: null };
    const markProcessed = () => tx.webhookEvent.update({ where: { provider_eventId: { provider, eventId: event.id } }, data: { processedAt: new Date() } });
    if (!HANDLED.has(event.type)) {
      await markProcessed();
      return { outcome: "ignored", paymentId: null };
    }
    const payment = await findPayment(tx, provider, event);
    if (!payment) {
      log.warn({ provider, eventId: event.id, eventType: event.type }, `${provider} event ${event.id} (${event.type}) names no payment of ours (${paymentReferenceOf(event) ?? "no reference"}); recorded and ignored`);
      return { outcome: "ignored", paymentId: null };
    }
    await dispatch(tx, services, payment, event, effects);
    await markProcessed();
    return { outcome: "processed", paymentId: payment.id };
  });
  if (effects.paidOrderId || result.outcome === "processed") void services.mailer?.deliverPending();
  if (effects.paidOrderId) services.events?.orderChanged(effects.paidOrderId);
  await cancelOpenPayments(services, effects.openPaymentsToCancel);
  return result;
}

/** Other attempts at paying an order that is now paid, so none of them can charge the customer too. */
async function cancelOpenPayments(services: PaymentEventServices, payments: Effects["openPaymentsToCancel"]) {
  const gateway = services.payments;
  for (const payment of payments) {
    if (!gateway || gateway.provider !== payment.provider || !payment.providerReference) continue;
    try {
      await gateway.cancelPayment(payment.providerReference);
      await movePayment(services.prisma, payment.id, "CANCELLED");
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, `Could not cancel payment ${payment.id} of a paid order`);
    }
  }
}
