// Stripe PaymentIntents behind the PaymentGateway interface. Every write carries an idempotency
// key, so a retried request (ours or the SDK's) answers the first result instead of charging or
// refunding again.
//
// The Stripe SDK (several MB of heap) is loaded by StripeGateway.open, so a server that takes no
// card payments (the built-in test gateway) never loads it.
import type Stripe from "stripe";
import type { CreatePaymentInput, GatewayRefundStatus, PaymentGateway } from "./paymentGateway.ts";
import type { PaymentEvent } from "./paymentEventFields.ts";
import { PaymentGatewayError } from "./paymentErrors.ts";
import { areaLogger } from "../operations/logger.ts";

const log = areaLogger("payments");

export type StripeConnection = {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  maxNetworkRetries?: number;
  /** Milliseconds. */
  timeout?: number;
};

export type StripeGatewayOptions = StripeConnection & {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
};

/** The signature of a webhook request did not verify. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

const REFUND_STATUSES: Record<string, GatewayRefundStatus> = {
  succeeded: "SUCCEEDED",
  failed: "FAILED",
  canceled: "FAILED",
};

/** Stripe's refund status in our terms: still settling unless it succeeded or failed. */
export function refundStatusOf(status: string | null | undefined): GatewayRefundStatus {
  return (status && REFUND_STATUSES[status]) || "PENDING";
}

function gatewayError(error: unknown, action: string, sdk: typeof Stripe): PaymentGatewayError {
  if (error instanceof sdk.errors.StripeError) {
    log.error({ stripeErrorType: error.type, stripeErrorCode: error.code }, `Stripe refused to ${action}: ${error.type} ${error.code ?? ""} ${error.message}`);
    // Card and request errors explain themselves; connection, authentication and API errors do not
    // concern the person in front of the screen.
    if (error.type === "StripeCardError" || error.type === "StripeInvalidRequestError") return new PaymentGatewayError(error.message);
    return new PaymentGatewayError();
  }
  log.error({ err: error }, `Could not ${action}`);
  return new PaymentGatewayError();
}

export class StripeGateway implements PaymentGateway {
  readonly provider = "STRIPE" as const;
  readonly publishableKey: string | null;
  private readonly sdk: typeof Stripe;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | null;

  /** The gateway of `options`' account, with the SDK loaded. */
  static async open(options: StripeGatewayOptions): Promise<StripeGateway> {
    const { default: sdk } = await import("stripe");
    return new StripeGateway(options, sdk);
  }

  private constructor(options: StripeGatewayOptions, sdk: typeof Stripe) {
    const { secretKey, publishableKey, webhookSecret, ...connection } = options;
    this.sdk = sdk;
    this.stripe = new sdk(secretKey, { ...connection, telemetry: false });
    this.publishableKey = publishableKey;
    this.webhookSecret = webhookSecret;
  }

  /** Whether webhooks can be verified (STRIPE_WEBHOOK_SECRET is set). */
  get acceptsWebhooks(): boolean {
    return this.webhookSecret !== null;
  }

  async createPayment(input: CreatePaymentInput) {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: input.description ?? `Order #${input.orderNumber}`,
          metadata: { orderId: input.orderId, paymentId: input.paymentId, orderNumber: String(input.orderNumber) },
          ...(input.email ? { receipt_email: input.email } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new PaymentGatewayError();
      return { reference: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw error instanceof PaymentGatewayError ? error : gatewayError(error, "create a payment", this.sdk);
    }
  }

  async cancelPayment(reference: string) {
    try {
      await this.stripe.paymentIntents.cancel(reference);
    } catch (error) {
      // Cancelling twice is not a failure.
      const raw = error instanceof this.sdk.errors.StripeError ? (error.raw as { payment_intent?: { status?: string } } | undefined) : undefined;
      if (raw?.payment_intent?.status === "canceled") return;
      throw gatewayError(error, "cancel a payment", this.sdk);
    }
  }

  async refund(input: { reference: string; amount: number; idempotencyKey: string }) {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: input.reference, amount: input.amount }, { idempotencyKey: input.idempotencyKey });
      return { reference: refund.id, status: refundStatusOf(refund.status) };
    } catch (error) {
      throw gatewayError(error, "refund a payment", this.sdk);
    }
  }

  /** The PaymentIntent as Stripe has it now, shaped like a webhook event's object. */
  async retrievePayment(reference: string): Promise<Record<string, unknown>> {
    try {
      // The latest charge expanded: it says which card paid (payment_method_details.card.fingerprint).
      return (await this.stripe.paymentIntents.retrieve(reference, { expand: ["latest_charge"] })) as unknown as Record<string, unknown>;
    } catch (error) {
      throw gatewayError(error, "read a payment", this.sdk);
    }
  }

  /**
   * A succeeded PaymentIntent's event with its latest charge expanded (webhooks name the charge by
   * id only), so the card that paid is known; the event as it was when Stripe cannot be asked.
   */
  async withLatestCharge(event: PaymentEvent): Promise<PaymentEvent> {
    const object = event.data.object;
    const chargeId = object.latest_charge;
    if (event.type !== "payment_intent.succeeded" || typeof chargeId !== "string" || chargeId === "") return event;
    try {
      const charge = (await this.stripe.charges.retrieve(chargeId)) as unknown as Record<string, unknown>;
      return { ...event, data: { object: { ...object, latest_charge: charge } } };
    } catch (error) {
      log.warn({ error: error instanceof Error ? error.message : String(error) }, `Could not read charge ${chargeId} of ${String(object.id)}; its card is not recorded`);
      return event;
    }
  }

  /** The event of a webhook request, checked against its Stripe-Signature header on the raw body. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError("Stripe webhooks are not configured.");
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header.");
    try {
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
      return { id: event.id, type: event.type, data: { object: event.data.object as unknown as Record<string, unknown> } };
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature.");
    }
  }
}
