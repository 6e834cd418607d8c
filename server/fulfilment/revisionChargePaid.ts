// What an extra revision's payment means, in the transaction that records it: the charge is paid
// and invoiced, and becomes the order's revision request (the order goes back to the studio as
// REVISION_REQUESTED, whose entry effect tells them). An order no longer delivered by then (it was
// approved meanwhile) is flagged instead: the studio records the revision or refunds it.
import { formatMoney } from "../../common/money.ts";
import type { Payment, Prisma, RevisionCharge } from "../db/generated/client.ts";
import { issueRevisionChargeInvoice } from "../invoices/issueInvoice.ts";
import { lockOrder } from "../orders/checkout.ts";
import { flagOrder } from "../orders/orderFlags.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { STATUS_LABELS, transitionOrder } from "../orders/orderStates.ts";
import type { PayableTotal } from "../payments/settlement.ts";
import { moveRevisionCharge } from "./revisionChargeStates.ts";

const SETTLED_AS = { PENDING_PAYMENT: null, PAID: "paid", CANCELLED: "cancelled" } as const;

/** An extra revision as what its payment settles. */
export function revisionChargePayable(charge: Pick<RevisionCharge, "status" | "total" | "currency">): PayableTotal {
  return { noun: "the extra revision", total: charge.total, currency: charge.currency, settledAs: SETTLED_AS[charge.status] };
}

/** Applies a payment that pays the charge in full; false when it was applied before (a repeated event). */
export async function revisionChargePaid(tx: Prisma.TransactionClient, links: OrderLinkConfig, chargeId: string, payment: Pick<Payment, "amount" | "currency">): Promise<boolean> {
  if (!(await moveRevisionCharge(tx, chargeId, "PAID", { paidAt: new Date() }))) return false;
  await issueRevisionChargeInvoice(tx, links, chargeId);
  const charge = await tx.revisionCharge.findUniqueOrThrow({ where: { id: chargeId } });
  const order = await lockOrder(tx, charge.orderId);
  const paid = `Extra revision paid: ${formatMoney(payment.amount, payment.currency)} by card`;
  if (order.status !== "DELIVERED") {
    await flagOrder(tx, links, { orderId: order.id, reason: `${paid}, but the order was already ${STATUS_LABELS[order.status].toLowerCase()}: record the revision or refund the payment.` });
    return true;
  }
  const request = await tx.revisionRequest.create({ data: { orderId: order.id, requestedById: charge.requestedById, message: charge.message, items: charge.items ?? [] } });
  await tx.revisionCharge.update({ where: { id: chargeId }, data: { revisionRequestId: request.id } });
  await transitionOrder(tx, { orderId: order.id, from: "DELIVERED", to: "REVISION_REQUESTED", actor: { userId: null }, links, note: charge.message ? `${paid}. ${charge.message}` : paid });
  return true;
}
