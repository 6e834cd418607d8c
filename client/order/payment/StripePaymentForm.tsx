// Card payment through Stripe: the Payment Element for the open PaymentIntent (its client
// secret comes from startPayment), confirmed in the page when the card allows it and through a
// redirect to the success page otherwise (3-D Secure pages of some banks). Stripe's own message
// ("Your card was declined.") shows right here, and the same form can try again; the order is
// paid once Stripe's webhook reaches the server, which the payment screen waits for.
import { Button, Stack, Text } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { CardDeclinedAlert } from "./CardDeclinedAlert.tsx";

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
  clientSecret: string;
  payLabel: string;
  /** Absolute address Stripe returns to after a redirect-based confirmation. */
  returnUrl: string;
  /** Stripe accepted the payment; the server learns it from the webhook. */
  onConfirmed: () => void;
};

function PaymentElementForm({ payLabel, returnUrl, onConfirmed }: Omit<Props, "publishableKey" | "clientSecret">) {
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
      const result = await stripe.confirmPayment({ elements, redirect: "if_required", confirmParams: { return_url: returnUrl } });
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

export function StripePaymentForm({ publishableKey, clientSecret, ...rest }: Props) {
  // Elements' options cannot change once set: a new payment (new secret) gets a new provider.
  return (
    <Elements key={clientSecret} stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance }}>
      <PaymentElementForm {...rest} />
    </Elements>
  );
}
