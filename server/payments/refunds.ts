// Refunds an administrator makes, full or partial. The amount is reserved on the locked payment
// first (so a double submission or two administrators at once can never refund more than was
// paid), then the provider is asked, then the refund is applied; a refusal gives the reservation
// back. The idempotency key names the state it was made from: a retry after a lost answer gets
// the provider's first refund back instead of a second one.
import { messages } from "../../common/validation/messages.ts";
import type { Payment, PrismaClient, Refund } from "../db/generated/client.ts";
import type { Mailer } from "../email/outbox.ts";
import type { LiveEvents } from "../realtime/liveEvents.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { OrderActor } from "../orders/orderStates.ts";
import type { PaymentGateway } from "./paymentGateway.ts";
import { PaymentGatewayError } from "./paymentErrors.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { REFUNDABLE_PAYMENT_STATUSES, refundableAmount } from "./paymentStates.ts";
import { acceptRefund, lockPayment, releaseRefund, reserveRefund } from "./refundLedger.ts";
import { isUuid } from "../../common/ids.ts";

/** `events` is told of the refunded order (its status changed: refunded, or paid by a refunded difference). */
export type RefundServices = { prisma: PrismaClient; payments: PaymentGateway; config: OrderLinkConfig; mailer?: Mailer; events?: Pick<LiveEvents, "orderChanged"> };

export type RefundInput = {
  paymentId: string;
  /** Minor units; null or absent: everything not refunded yet. */
  amount?: number | null;
  reason?: string | null;
  actor: OrderActor;
};

export const REFUND_REASON_MAX_LENGTH = 500;
const notFound = () => new NotFoundError("This payment does not exist.");

function checkedReason(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? "";
  if (text.length > REFUND_REASON_MAX_LENGTH) throw ValidationError.field("input.reason", messages.maxLength(REFUND_REASON_MAX_LENGTH));
  return text || null;
}

function checkedAmount(payment: Payment, amount: number | null | undefined): number {
  if (!REFUNDABLE_PAYMENT_STATUSES.includes(payment.status)) {
    throw ValidationError.field("input.paymentId", payment.status === "REFUNDED" ? "is already refunded in full" : "has not succeeded, so nothing can be refunded");
  }
  const remaining = refundableAmount(payment);
  if (remaining <= 0) throw ValidationError.field("input.paymentId", "is already refunded in full");
  const wanted = amount ?? remaining;
  if (!Number.isInteger(wanted)) throw ValidationError.field("input.amount", messages.integer);
  if (wanted < 1) throw ValidationError.field("input.amount", messages.min(1));
  if (wanted > remaining) throw ValidationError.field("input.amount", messages.max(remaining));
  return wanted;
}

/** Refunds `amount` of a successful payment through its provider and applies it to the order. */
export async function refundPayment(services: RefundServices, input: RefundInput): Promise<{ payment: Payment; refund: Refund }> {
  const { prisma, payments: gateway } = services;
  if (!isUuid(input.paymentId)) throw notFound();
  const reason = checkedReason(input.reason);

  const reserved = await prisma.$transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment || payment.archivedAt) throw notFound();
    const amount = checkedAmount(payment, input.amount);
    if (!payment.providerReference) throw new PaymentGatewayError("This payment has no reference at the payment provider, so it cannot be refunded there.");
    if (payment.provider !== gateway.provider) {
      throw new PaymentGatewayError(`This payment was taken by ${payment.provider === "STRIPE" ? "Stripe" : "the test gateway"}, which this server is not configured for.`);
    }
    const refund = await reserveRefund(tx, payment, { amount, reason, createdById: input.actor.userId });
    return { refund, reference: payment.providerReference, idempotencyKey: `refund:${payment.id}:${payment.refundedAmount}:${amount}` };
  });

  const giveBack = () => prisma.$transaction(async (tx) => {
    await lockPayment(tx, input.paymentId);
    await releaseRefund(tx, reserved.refund.id);
  });
  let result: Awaited<ReturnType<PaymentGateway["refund"]>>;
  try {
    result = await gateway.refund({ reference: reserved.reference, amount: reserved.refund.amount, idempotencyKey: reserved.idempotencyKey });
  } catch (error) {
    await giveBack();
    throw error instanceof PaymentGatewayError ? error : new PaymentGatewayError();
  }
  if (result.status === "FAILED") {
    await giveBack();
    throw new PaymentGatewayError("The payment provider refused this refund.");
  }
  const settledStatus = result.status;

  await prisma.$transaction(async (tx) => {
    await lockPayment(tx, input.paymentId);
    // False when the provider's webhook got here first and applied it already.
    await acceptRefund(tx, services.config, reserved.refund.id, { reference: result.reference, status: settledStatus }, input.actor);
  });
  void services.mailer?.deliverPending();
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: input.paymentId } });
  services.events?.orderChanged(payment.orderId);
  return { payment, refund: await prisma.refund.findUniqueOrThrow({ where: { id: reserved.refund.id } }) };
}
