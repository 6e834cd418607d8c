// What the application asks of a card payment provider; gateway.ts chooses the implementation
// (Stripe, or the built-in test gateway). Nothing here imports the implementations, so the
// services (context.ts) can name the gateway without depending on them.
export type PaymentProvider = "STRIPE" | "TEST";

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
