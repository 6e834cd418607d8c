// The card payment provider behind one interface (DESIGN.md §5): Stripe when STRIPE_SECRET_KEY is
// set, otherwise the built-in test gateway, so every payment flow also works offline.
import type { Config } from "../config.ts";
import { StripeGateway, type StripeConnection } from "./stripeGateway.ts";
import { TestGateway } from "./testGateway.ts";
import type { PaymentGateway, PaymentProvider } from "./paymentGateway.ts";

export type { CreatePaymentInput, GatewayRefundStatus, PaymentGateway, PaymentProvider } from "./paymentGateway.ts";

export const PAYMENT_PROVIDERS = ["STRIPE", "TEST"] as const satisfies readonly PaymentProvider[];

export type PaymentGatewayOptions = {
  /** Where the Stripe SDK sends its requests; tests point it at a local stand-in. */
  stripe?: StripeConnection;
};

export async function createPaymentGateway(
  config: Pick<Config, "stripeSecretKey" | "stripePublishableKey" | "stripeWebhookSecret">,
  options: PaymentGatewayOptions = {},
): Promise<PaymentGateway> {
  if (!config.stripeSecretKey) return new TestGateway();
  return StripeGateway.open({
    secretKey: config.stripeSecretKey,
    publishableKey: config.stripePublishableKey ?? null,
    webhookSecret: config.stripeWebhookSecret ?? null,
    ...options.stripe,
  });
}
