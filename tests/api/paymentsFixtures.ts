// Orders waiting for payment and Stripe-shaped events about their payments, made directly in the
// database so the payment tests do not depend on the checkout's steps.
import { randomBytes, randomUUID } from "node:crypto";
import type { Order, Payment, PaymentStatus, PrismaClient } from "../../server/db/generated/client.ts";
import type { PaymentEvent } from "../../server/payments/paymentEventFields.ts";

const token = () => randomBytes(8).toString("hex");

export async function orderAwaitingPayment(
  prisma: PrismaClient,
  options: { userId?: string | null; guestEmail?: string | null; total?: number; currency?: string; provider?: "TEST" | "STRIPE"; status?: Order["status"] } = {},
): Promise<{ order: Order; payment: Payment }> {
  const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const total = options.total ?? 5000;
  const currency = options.currency ?? "EUR";
  const order = await prisma.order.create({
    data: {
      serviceId: service.id,
      userId: options.userId ?? null,
      guestEmail: options.userId ? null : (options.guestEmail ?? `guest.${token()}@example.com`),
      guestName: options.userId ? null : "Gus Guest",
      status: options.status ?? "PENDING_PAYMENT",
      subtotal: total,
      total,
      currency,
      placedAt: new Date(),
    },
  });
  const payment = await addPayment(prisma, order, { provider: options.provider });
  return { order, payment };
}

export async function addPayment(prisma: PrismaClient, order: Order, options: { provider?: "TEST" | "STRIPE"; amount?: number; status?: PaymentStatus } = {}) {
  const provider = options.provider ?? "TEST";
  const reference = `${provider === "TEST" ? "pi_test" : "pi_standin"}_${token()}`;
  return prisma.payment.create({
    data: {
      orderId: order.id,
      provider,
      providerReference: reference,
      idempotencyKey: `test:${randomUUID()}`,
      amount: options.amount ?? order.total,
      currency: order.currency,
      status: options.status ?? "PENDING",
      clientSecret: `${reference}_secret_${token()}`,
    },
  });
}

/** A payment_intent.* event about `payment`, as Stripe would send it. */
export function intentEvent(type: string, payment: Payment, object: Record<string, unknown> = {}): PaymentEvent {
  return {
    id: `evt_${token()}`,
    type,
    data: {
      object: {
        id: payment.providerReference,
        object: "payment_intent",
        amount: payment.amount,
        currency: payment.currency.toLowerCase(),
        metadata: { orderId: payment.orderId, paymentId: payment.id },
        ...object,
      },
    },
  };
}

export function declinedEvent(payment: Payment, message = "Your card was declined.") {
  return intentEvent("payment_intent.payment_failed", payment, {
    status: "requires_payment_method",
    last_payment_error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message },
  });
}

/** charge.refunded for `payment`: `refunds` listed when given (older API versions), the running total always. */
export function chargeRefundedEvent(payment: Payment, amountRefunded: number, refunds?: { id: string; amount: number; status?: string }[]): PaymentEvent {
  return {
    id: `evt_${token()}`,
    type: "charge.refunded",
    data: {
      object: {
        id: `ch_${token()}`,
        object: "charge",
        amount: payment.amount,
        amount_refunded: amountRefunded,
        currency: payment.currency.toLowerCase(),
        payment_intent: payment.providerReference,
        refunded: amountRefunded >= payment.amount,
        ...(refunds
          ? { refunds: { object: "list", data: refunds.map((r) => ({ object: "refund", payment_intent: payment.providerReference, status: "succeeded", ...r })) } }
          : {}),
      },
    },
  };
}

export function refundEvent(type: string, payment: Payment, refund: { id: string; amount: number; status: string }): PaymentEvent {
  return { id: `evt_${token()}`, type, data: { object: { object: "refund", payment_intent: payment.providerReference, currency: payment.currency.toLowerCase(), ...refund } } };
}

export function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

