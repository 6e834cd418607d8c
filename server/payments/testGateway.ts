// The built-in gateway used when no Stripe key is configured (DESIGN.md §5). It holds no money:
// a card form posts the test card to confirmTestCard, which turns it into the same Stripe-shaped
// event a webhook would deliver and hands it to handlePaymentEvent, so the paths match.
import { randomBytes } from "node:crypto";
import type { Payment } from "../db/generated/client.ts";
import { NotFoundError } from "../errors.ts";
import type { CreatePaymentInput, GatewayRefundStatus, PaymentGateway } from "./paymentGateway.ts";
import type { PaymentEvent } from "./paymentEventFields.ts";
import { PaymentDeclinedError, PaymentGatewayError } from "./paymentErrors.ts";
import { handlePaymentEvent, type PaymentEventServices } from "./handlePaymentEvent.ts";
import { SETTLED_PAYMENT_STATUSES } from "./paymentStates.ts";
import { checkTestCard, testCardFingerprint, type TestCardInput } from "./testCards.ts";

const token = () => randomBytes(12).toString("base64url").replace(/[-_]/g, "x");

/** Answers a repeated idempotency key with its first result, as Stripe does (per process). */
class IdempotentResults<T> {
  private readonly results = new Map<string, T>();
  remember(key: string, create: () => T): T {
    const known = this.results.get(key);
    if (known) return known;
    const result = create();
    this.results.set(key, result);
    if (this.results.size > 10_000) this.results.delete(this.results.keys().next().value!);
    return result;
  }
}

export class TestGateway implements PaymentGateway {
  readonly provider = "TEST" as const;
  readonly publishableKey = null;
  private readonly payments = new IdempotentResults<{ reference: string; clientSecret: string }>();
  private readonly refunds = new IdempotentResults<{ reference: string; status: GatewayRefundStatus }>();

  async createPayment(input: CreatePaymentInput) {
    return this.payments.remember(input.idempotencyKey, () => {
      const reference = `pi_test_${token()}`;
      return { reference, clientSecret: `${reference}_secret_${token()}` };
    });
  }

  async cancelPayment(_reference: string) {
    // Nothing is held anywhere: the Payment row's status is the whole state of a test payment.
  }

  async refund(input: { reference: string; amount: number; idempotencyKey: string }) {
    return this.refunds.remember(input.idempotencyKey, () => ({ reference: `re_test_${token()}`, status: "SUCCEEDED" as const }));
  }
}

/**
 * Confirms a test payment with a card from the test card form. Returns the payment once it has
 * succeeded; throws ValidationError for a malformed card, PaymentDeclinedError for a declined one
 * (after recording the failure on the payment), NotFoundError for an unknown reference.
 * An already successful payment is returned as it is: confirming twice never charges twice.
 */
export async function confirmTestCard(
  services: PaymentEventServices,
  input: TestCardInput & { reference: string },
): Promise<Payment> {
  const payment = await services.prisma.payment.findUnique({
    where: { provider_providerReference: { provider: "TEST", providerReference: input.reference } },
    include: { order: { select: { number: true } } },
  });
  if (!payment) throw new NotFoundError("This payment does not exist.");
  if (SETTLED_PAYMENT_STATUSES.includes(payment.status)) return payment;
  if (payment.status === "CANCELLED") throw new PaymentGatewayError("This payment was cancelled. Start the payment again.");

  const outcome = checkTestCard(input);
  const object = {
    id: input.reference,
    object: "payment_intent",
    amount: payment.amount,
    currency: payment.currency.toLowerCase(),
    status: outcome.succeeded ? "succeeded" : "requires_payment_method",
    metadata: { orderId: payment.orderId, paymentId: payment.id, orderNumber: String(payment.order.number) },
    last_payment_error: outcome.succeeded ? null : { type: "card_error", code: "card_declined", message: outcome.message, decline_code: outcome.declineCode },
    // Shaped like Stripe's expanded latest charge, so the same code reads which card paid.
    latest_charge: { object: "charge", payment_method_details: { type: "card", card: { fingerprint: testCardFingerprint(input.cardNumber) } } },
  };
  const event: PaymentEvent = {
    id: `evt_test_${token()}`,
    type: outcome.succeeded ? "payment_intent.succeeded" : "payment_intent.payment_failed",
    data: { object },
  };
  await handlePaymentEvent(services, "TEST", event);
  if (!outcome.succeeded) throw new PaymentDeclinedError(outcome.message, outcome.declineCode);
  return services.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
}
