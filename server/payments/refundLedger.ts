// The refund book-keeping shared by refunds made here and refunds the provider reports (made in
// Stripe's dashboard, or ours arriving by webhook before our own request has returned).
//
// A Refund row follows refundStates.ts: REQUESTED (reserved by us; the provider has not answered)
// → PENDING (accepted, still settling) → SUCCEEDED, or to FAILED. `payment.refundedAmount` counts every refund that is
// not FAILED, reservations included, so two refunds can never together exceed the payment. The
// consequences of a refund (payment and order status, timeline, audit log, customer e-mail) are
// applied exactly once: by whoever moves the row out of REQUESTED, or when an unknown refund is
// recorded.
import { formatMoney } from "../../common/money.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { readSettings } from "../admin/settings.ts";
import type { Payment, Prisma, Refund } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { issueCreditNote } from "../invoices/issueCreditNote.ts";
import { orderAccessKey } from "../orders/orderAccess.ts";
import { orderLink } from "../orders/orderLinks.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { canTransition, type OrderActor, transitionOrder } from "../orders/orderStates.ts";
import { movePayment, SETTLED_PAYMENT_STATUSES, statusAfterRefunds } from "./paymentStates.ts";
import { moveRefund } from "./refundStates.ts";
import { commissionsAfterRefund } from "../partners/commissions.ts";
import { settleAfterRefund } from "./settlement.ts";
import { areaLogger } from "../operations/logger.ts";

const log = areaLogger("payments");

type Tx = Prisma.TransactionClient;

/** The payment, locked for the rest of the transaction so refunds of it happen one at a time. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<Payment | null> {
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "id" = ${paymentId}::uuid FOR UPDATE`;
  return tx.payment.findUnique({ where: { id: paymentId } });
}

async function updateSettledStatus(tx: Tx, paymentId: string) {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const target = statusAfterRefunds(payment);
  if (!SETTLED_PAYMENT_STATUSES.includes(payment.status) || target === payment.status) return payment;
  await movePayment(tx, paymentId, target, { from: SETTLED_PAYMENT_STATUSES });
  return tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
}

/** Reserves `amount` of a locked, refundable payment for a refund the provider is about to make. */
export async function reserveRefund(tx: Tx, payment: Payment, input: { amount: number; reason: string | null; createdById: string | null }): Promise<Refund> {
  await tx.payment.update({ where: { id: payment.id }, data: { refundedAmount: { increment: input.amount } } });
  return tx.refund.create({ data: { paymentId: payment.id, amount: input.amount, reason: input.reason, status: "REQUESTED", createdById: input.createdById } });
}

/** The provider refused a reserved refund: the reservation is given back. */
export async function releaseRefund(tx: Tx, refundId: string): Promise<void> {
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  if (await moveRefund(tx, refundId, "FAILED", { from: ["REQUESTED"] })) await tx.payment.update({ where: { id: refund.paymentId }, data: { refundedAmount: { decrement: refund.amount } } });
}

/** The provider accepted a reserved refund; true when this call applied its consequences. */
export async function acceptRefund(
  tx: Tx,
  links: OrderLinkConfig,
  refundId: string,
  result: { reference: string; status: "PENDING" | "SUCCEEDED" },
  actor: OrderActor,
): Promise<boolean> {
  if (!(await moveRefund(tx, refundId, result.status, { from: ["REQUESTED"], data: { providerReference: result.reference } }))) return false;
  await applyRefund(tx, links, refundId, actor);
  return true;
}

/** A refund the provider made that we did not reserve (e.g. in Stripe's dashboard). */
export async function recordProviderRefund(
  tx: Tx,
  links: OrderLinkConfig,
  payment: Payment,
  input: { reference: string | null; amount: number; status: "PENDING" | "SUCCEEDED" },
): Promise<Refund | null> {
  const remaining = payment.amount - payment.refundedAmount;
  const amount = Math.min(input.amount, remaining);
  if (amount <= 0) {
    log.warn({ paymentId: payment.id }, `Ignored a refund of ${input.amount} beyond payment ${payment.id} (already refunded ${payment.refundedAmount} of ${payment.amount})`);
    return null;
  }
  await tx.payment.update({ where: { id: payment.id }, data: { refundedAmount: { increment: amount } } });
  const refund = await tx.refund.create({
    data: { paymentId: payment.id, amount, reason: "Refunded at the payment provider", status: input.status, providerReference: input.reference },
  });
  await applyRefund(tx, links, refund.id, { userId: null });
  return refund;
}

/** A refund the provider accepted has settled: the money is back, and it is credited. */
export async function settleRefund(tx: Tx, links: OrderLinkConfig, refundId: string): Promise<void> {
  if (await moveRefund(tx, refundId, "SUCCEEDED", { from: ["PENDING"] })) await issueCreditNote(tx, links, refundId);
}

/** An accepted refund failed at the provider after all: the money did not go back. */
export async function failAcceptedRefund(tx: Tx, refundId: string): Promise<void> {
  if (!(await moveRefund(tx, refundId, "FAILED", { from: ["PENDING", "SUCCEEDED"] }))) return;
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true } });
  await tx.payment.update({ where: { id: refund.paymentId }, data: { refundedAmount: { decrement: refund.amount } } });
  await updateSettledStatus(tx, refund.paymentId);
  const amount = formatMoney(refund.amount, refund.payment.currency);
  // The order keeps its status: the state table has no way back from a refund, and an
  // administrator decides what happens next.
  await tx.orderEvent.create({
    data: { orderId: refund.payment.orderId, type: "REFUND_FAILED", note: `The refund of ${amount} failed at the payment provider; the money was not returned.` },
  });
  await writeAudit(tx, null, {
    action: "payment.refund_failed",
    entityType: "Payment",
    entityId: refund.paymentId,
    metadata: { refundId, amount: refund.amount, currency: refund.payment.currency, orderId: refund.payment.orderId },
  });
}

/**
 * Whether the order's settled payments have all gone back. A partial refund leaves the order where
 * it is (in production, delivered…): the work goes on, and the payment shows what was returned.
 */
async function fullyRefunded(tx: Tx, orderId: string): Promise<boolean> {
  const payments = await tx.payment.findMany({ where: { orderId, status: { in: SETTLED_PAYMENT_STATUSES } }, select: { amount: true, refundedAmount: true } });
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const refunded = payments.reduce((sum, p) => sum + p.refundedAmount, 0);
  return refunded >= paid;
}

/** Payment status, order status (or a timeline entry where the state table allows no move), audit, e-mail. */
async function applyRefund(tx: Tx, links: OrderLinkConfig, refundId: string, actor: OrderActor) {
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  const payment = await updateSettledStatus(tx, refund.paymentId);
  const order = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId }, include: { user: { select: { email: true, name: true } } } });
  const amount = formatMoney(refund.amount, payment.currency);
  // The customer sees the timeline; the reason is the studio's (kept on the refund and the audit log).
  const note = `Refunded ${amount}`;
  const moved =
    (await fullyRefunded(tx, order.id)) &&
    canTransition(order.status, "REFUNDED") &&
    (await transitionOrder(tx, { orderId: order.id, from: order.status, to: "REFUNDED", actor, links, type: "REFUND", note }));
  if (!moved) await tx.orderEvent.create({ data: { orderId: order.id, type: "REFUND", note, actorId: actor.userId } });
  await settleAfterRefund(tx, links, order.id, actor);
  await commissionsAfterRefund(tx, order.id);
  if (refund.status === "SUCCEEDED") await issueCreditNote(tx, links, refund.id);

  await writeAudit(tx, actor.request ?? null, {
    action: "payment.refunded",
    actorId: actor.userId,
    actorEmail: actor.email ?? null,
    entityType: "Payment",
    entityId: payment.id,
    metadata: {
      refundId: refund.id,
      amount: refund.amount,
      currency: payment.currency,
      reason: refund.reason,
      providerReference: refund.providerReference,
      orderId: order.id,
      orderNumber: order.number,
    },
  });

  const to = order.user?.email ?? order.guestEmail;
  if (!to) return;
  const name = order.user?.name ?? order.guestName;
  const settings = await readSettings(tx);
  const whole = refund.amount >= payment.amount;
  await enqueueEmail(tx, {
    to,
    subject: `Refund for order ${order.number}`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      whole
        ? `We have refunded your payment of ${amount} for order ${order.number}.`
        : `We have refunded ${amount} of your payment of ${formatMoney(payment.amount, payment.currency)} for order ${order.number}.`,
      "It goes back to the card you paid with; depending on your bank it shows on your statement within 5 to 10 working days.",
      "",
      `Your order: ${orderLink(links.publicUrl, order, orderAccessKey(links.sessionSecret, order.id))}`,
      "",
      settings.studioName,
    ].join("\n"),
  });
}
