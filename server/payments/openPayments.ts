// Cancelling the payments an order (or an extra revision bought on it) opened for a price it no
// longer has. The provider is asked first, while the order is locked: a payment the provider will
// not cancel (the customer is completing it right now) stops the change, so no payment can ever
// settle an outdated price.
import type { Prisma } from "../db/generated/client.ts";
import { OrderNotPayableError } from "../orders/orderErrors.ts";
import type { PaymentGateway } from "./paymentGateway.ts";
import { movePayment, OPEN_PAYMENT_STATUSES } from "./paymentStates.ts";

/** The open payments of the order itself, or, with `revisionChargeId`, those of that extra revision. */
export async function cancelOpenPayments(tx: Prisma.TransactionClient, gateway: PaymentGateway, orderId: string, why: string, revisionChargeId: string | null = null): Promise<number> {
  const open = await tx.payment.findMany({ where: { orderId, revisionChargeId, status: { in: OPEN_PAYMENT_STATUSES } } });
  for (const payment of open) {
    if (payment.providerReference && payment.provider === gateway.provider) {
      await gateway.cancelPayment(payment.providerReference).catch(() => {
        throw new OrderNotPayableError("A payment for this order is being completed right now, so its price can no longer change. Reload the page in a moment.");
      });
    }
    if (await movePayment(tx, payment.id, "CANCELLED")) {
      await tx.orderEvent.create({ data: { orderId, type: "PAYMENT_CANCELLED", note: `Payment cancelled: ${why}` } });
    }
  }
  return open.length;
}
