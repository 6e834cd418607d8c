// The card payment provider behind one interface (DESIGN.md §5): Stripe when STRIPE_SECRET_KEY is
// set, otherwise the built-in test gateway, so every payment flow also works offline.
import type { Config } from "../config.ts";
import { StripeGateway, type StripeConnection } from "./stripeGateway.ts";
import { TestGateway } from "./testGateway.ts";

export type PaymentProvider = "STRIPE" | "TEST";
export const PAYMENT_PROVIDERS = ["STRIPE", "TEST"] as const satisfies readonly PaymentProvider[];

/** A refund as the provider reports it: accepted and still settling, settled, or refused. */
export type GatewayRefundStatus = "PENDING" | "SUCCEEDED" | "FAILED";

export type CreatePaymentInput = {
  /** Minor units. */
  amount: number;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  /** The same key always answers the same payment: a retried request never charges twice. */
  idempotencyKey: string;
  orderId: string;
  paymentId: string;
  orderNumber: number;
  /** What the provider's dashboard and receipt call the payment; absent: the order itself ("Order #10001"). */
  description?: string;
  /** Where the provider sends its receipt; null for none. */
  email: string | null;
};

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createPayment(input: CreatePaymentInput): Promise<{ reference: string; clientSecret: string }>;
  cancelPayment(reference: string): Promise<void>;
  refund(input: { reference: string; amount: number; idempotencyKey: string }): Promise<{ reference: string; status: GatewayRefundStatus }>;
}

export type PaymentGatewayOptions = {
  /** Where the Stripe SDK sends its requests; tests point it at a local stand-in. */
  stripe?: StripeConnection;
};

export function createPaymentGateway(
  config: Pick<Config, "stripeSecretKey" | "stripePublishableKey" | "stripeWebhookSecret">,
  options: PaymentGatewayOptions = {},
): PaymentGateway {
  if (!config.stripeSecretKey) return new TestGateway();
  return new StripeGateway({
    secretKey: config.stripeSecretKey,
    publishableKey: config.stripePublishableKey ?? null,
    webhookSecret: config.stripeWebhookSecret ?? null,
    ...options.stripe,
  });
}
