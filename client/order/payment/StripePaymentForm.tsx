// Card payment through Stripe, collected before the PaymentIntent exists (Stripe's deferred intent
// flow): the Payment Element is shown from the start for the order's amount; "Pay" checks the
// card in the element, opens the order's PaymentIntent (startPayment) and confirms it with the
// element, in the page when the card allows it and through a redirect to the success page
// otherwise (3-D Secure pages of some banks). Stripe's own message
// ("Your card was declined.") shows right here, and the same form can try again; the order is
// paid once Stripe's webhook reaches the server, which the payment screen waits for.
import { Button, Stack, Text } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { CardDeclinedAlert } from "./CardDeclinedAlert.tsx";
import type { OpenPaymentFn } from "./openPayment.ts";

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key for the whole visit. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const appearance = {
  theme: "stripe" as const,
  variables: { borderRadius: "8px", fontFamily: "inherit" },
};

type Props = {
  publishableKey: string;
  /** The order's total in minor units and its currency: what the element shows and the intent charges. */
  amount: number;
  currency: string;
  payLabel: string;
  /** Opens the order's PaymentIntent at the server's price (the same one when repeated). */
  openPayment: OpenPaymentFn;
  /** Absolute address Stripe returns to after a redirect-based confirmation. */
  returnUrl: string;
  /** Stripe accepted the payment; the server learns it from the webhook. */
  onConfirmed: () => void;
};

function PaymentElementForm({ payLabel, openPayment, returnUrl, onConfirmed }: Omit<Props, "publishableKey" | "amount" | "currency">) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    setMessage(null);
    try {
      const checked = await elements.submit();
      if (checked.error) {
        setMessage(checked.error.message ?? "Check the card details.");
        return;
      }
      const payment = await openPayment();
      if (!payment) return;
      const result = await stripe.confirmPayment({ elements, clientSecret: payment.clientSecret, redirect: "if_required", confirmParams: { return_url: returnUrl } });
      if (result.error) {
        setMessage(result.error.message ?? "The payment could not be completed. Please try again.");
        return;
      }
      const status = result.paymentIntent?.status;
      if (status === "succeeded" || status === "processing" || status === "requires_capture") onConfirmed();
      else setMessage("The payment was not completed. Please try again.");
    } catch {
      setMessage("Stripe could not be reached. Check your connection and try again.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Card details">
      <Stack gap="sm">
        <CardDeclinedAlert reason={message} />
        <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
        {!ready && (
          <Text size="sm" c="dimmed" role="status">
            Loading the secure card form…
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={submitting} disabled={!stripe || !elements || !ready || submitting}>
          {payLabel}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Card details go straight to Stripe; the studio never sees them.
        </Text>
      </Stack>
    </form>
  );
}

export function StripePaymentForm({ publishableKey, amount, currency, ...rest }: Props) {
  // A new price (another code, another country) updates the element's amount; the intent opened on
  // "Pay" always carries the server's price.
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: "payment", amount, currency: currency.toLowerCase(), appearance }}>
      <PaymentElementForm {...rest} />
    </Elements>
  );
}
