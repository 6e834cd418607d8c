// Whether money the provider reports pays what it was opened for (an order, or an extra revision
// bought on it): only its own total, in its own currency, while it awaits payment. Anything else
// is recorded and flagged for the studio, never PAID.
import { formatMoney } from "../../common/money.ts";
import type { OrderStatus, Prisma } from "../db/generated/client.ts";
import { clearOrderFlag } from "../orders/orderFlags.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { type OrderActor, STATUS_LABELS, transitionOrder } from "../orders/orderStates.ts";
import { SETTLED_PAYMENT_STATUSES } from "./paymentStates.ts";

type Amount = { amount: number; currency: string };

const money = (value: Amount) => formatMoney(value.amount, value.currency.toUpperCase());

/** What a payment settles: its name in a sentence, its total, and the state it is in when it no longer awaits payment (null: it does). */
export type PayableTotal = { noun: string; total: number; currency: string; settledAs: string | null };

/** An order as what its own payments settle. */
export function orderPayable(order: { status: OrderStatus; total: number; currency: string }): PayableTotal {
  return { noun: "the order", total: order.total, currency: order.currency, settledAs: order.status === "PENDING_PAYMENT" ? null : STATUS_LABELS[order.status].toLowerCase() };
}

/** Why a settled payment does not pay what it was opened for, or null when it does. */
export function settlementProblem(payable: PayableTotal, payment: Amount, settled: { amount: number | null; currency: string | null }): string | null {
  if (settled.amount !== payment.amount || settled.currency?.toUpperCase() !== payment.currency.toUpperCase()) {
    const reported = settled.amount === null || !settled.currency ? "an unknown amount" : money({ amount: settled.amount, currency: settled.currency });
    return `the payment provider reported ${reported} for a payment of ${money(payment)}`;
  }
  if (payable.settledAs) return `${payable.noun} was already ${payable.settledAs}`;
  if (payment.amount !== payable.total || payment.currency.toUpperCase() !== payable.currency.toUpperCase()) {
    return `it paid ${money(payment)} where ${payable.noun}'s total is ${money({ amount: payable.total, currency: payable.currency })}`;
  }
  return null;
}

/** What the order's settled payments still hold after refunds, when they are all in one currency. */
export function netSettled(payments: { amount: number; refundedAmount: number; currency: string }[]): Amount | null {
  const currencies = new Set(payments.map((p) => p.currency.toUpperCase()));
  if (currencies.size !== 1) return null;
  return { amount: payments.reduce((sum, p) => sum + p.amount - p.refundedAmount, 0), currency: [...currencies][0] };
}

/**
 * After a refund of money that did not pay an order awaiting payment: once what is left equals
 * the order's total the order is paid; once everything went back the order can be paid afresh.
 */
export async function settleAfterRefund(tx: Prisma.TransactionClient, links: OrderLinkConfig, orderId: string, actor: OrderActor) {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, total: true, currency: true } });
  if (order.status !== "PENDING_PAYMENT") return;
  const payments = await tx.payment.findMany({ where: { orderId, status: { in: SETTLED_PAYMENT_STATUSES } }, select: { amount: true, refundedAmount: true, currency: true } });
  const net = netSettled(payments);
  if (!net) return;
  if (net.amount === 0) {
    await clearOrderFlag(tx, { orderId, note: "Refunded in full: the order can be paid again.", actorId: actor.userId });
  } else if (net.amount === order.total && net.currency === order.currency.toUpperCase()) {
    await transitionOrder(tx, { orderId, from: "PENDING_PAYMENT", to: "PAID", actor, links, note: `Paid ${money(net)}: the difference was refunded` });
    await clearOrderFlag(tx, { orderId, note: "The payment now matches the order's total.", actorId: actor.userId });
  }
}
