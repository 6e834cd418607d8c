// Asking Stripe directly how a payment stands, for when its webhook is late or not configured
// (e.g. the customer is back on the success page first). What Stripe says goes through
// handlePaymentEvent like a webhook, so a sync and the webhook together still settle once.
import { intField, stringField, type PaymentEvent } from "./paymentEventFields.ts";
import { handlePaymentEvent, type PaymentEventResult, type PaymentEventServices } from "./handlePaymentEvent.ts";
import { StripeGateway } from "./stripeGateway.ts";

const EVENT_TYPES: Record<string, string> = {
  succeeded: "payment_intent.succeeded",
  canceled: "payment_intent.canceled",
};

/**
 * Brings a Stripe payment up to date with Stripe (succeeded or cancelled there). Returns null when
 * there is nothing to do: not a Stripe payment, no reference yet, or Stripe still waits for the customer.
 */
export async function syncStripePayment(services: PaymentEventServices, paymentId: string): Promise<PaymentEventResult | null> {
  const gateway = services.payments;
  if (!(gateway instanceof StripeGateway)) return null;
  const payment = await services.prisma.payment.findUnique({ where: { id: paymentId } });
  if (!payment?.providerReference || payment.provider !== "STRIPE") return null;
  const intent = await gateway.retrievePayment(payment.providerReference);
  const type = EVENT_TYPES[stringField(intent, "status") ?? ""];
  if (!type || intField(intent, "amount") === null) return null;
  // One id per outcome: syncing again is a duplicate, not a second settlement.
  const event: PaymentEvent = { id: `sync:${payment.providerReference}:${intent.status}`, type, data: { object: intent } };
  return handlePaymentEvent(services, "STRIPE", event);
}
