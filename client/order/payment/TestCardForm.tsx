// The built-in test gateway's card form (the server runs it when no Stripe key is configured):
// card number, expiry and security code, checked here with the wording of Stripe's card form,
// then, in the same click, the order's payment is opened and confirmed on the server. A declined card is said right here, the order stays payable, and
// the same form can try again.
import { Button, Grid, Stack, TextInput } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import type { ResultError } from "../../ui/resultError.ts";
import { type TestCardInput, useConfirmTestPaymentMutation } from "./useConfirmTestPaymentMutation.ts";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { cardFieldErrors, expiryValue, formatCardNumber, formatExpiry, type CardFields } from "./paymentView.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { CardDeclinedAlert } from "./CardDeclinedAlert.tsx";
import type { OpenPaymentFn } from "./openPayment.ts";

/** Visible under the card number (and read with it): which test cards do what. */
export const TEST_CARD_HINT = "Test mode, no real card is charged: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future expiry date and any 3-digit code.";

type FieldErrors = Partial<Record<keyof CardFields, string>>;

/** Confirms the open payment with the card (confirmTestPayment), and whether that is in flight. */
export type TestCardConfirmation = readonly [confirm: (card: TestCardInput) => Promise<{ readonly __typename: "ConfirmTestPaymentPayload" } | ResultError>, confirming: boolean];

export function TestCardForm({
  access,
  payLabel,
  openPayment,
  opening,
  onOrderProblem,
  onPaid,
  confirmation,
}: {
  access: OrderAccess;
  payLabel: string;
  /** Opens the order's payment at the server's price (the same one when repeated). */
  openPayment: OpenPaymentFn;
  opening: boolean;
  /** The order itself can no longer be paid (expired, paid elsewhere). */
  onOrderProblem: (typename: string, message: string) => void;
  /** The card paid; absent: the order's payment screen moves on by itself. */
  onPaid?: () => void;
  /** A confirmation whose answer carries what the page around the form shows; absent: the payment screen's. */
  confirmation?: TestCardConfirmation;
}) {
  const paymentScreenConfirmation = useConfirmTestPaymentMutation(access);
  const [confirm, confirming] = confirmation ?? paymentScreenConfirmation;
  const [fields, setFields] = useState<CardFields>({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const inputs = { cardNumber: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };

  const change = (name: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = (["cardNumber", "expiry", "cvc"] as const).find((name) => found[name]);
    if (first) inputs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirming || opening) return;
    setDeclined(null);
    setAlert(null);
    const found = cardFieldErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const payment = await openPayment();
    if (!payment) return;
    try {
      const result = await confirm({ paymentId: payment.paymentId, cardNumber: fields.cardNumber.replace(/\s/g, ""), expiry: expiryValue(fields.expiry), cvc: fields.cvc.trim() });
      switch (result.__typename) {
        case "ConfirmTestPaymentPayload":
          // Paid: the order's payment screen moves on to the confirmation by itself.
          onPaid?.();
          return;
        case "PaymentDeclinedError":
          setDeclined(result.message ?? "Your card was declined.");
          // Back to the card number, to try another card without searching for the form.
          inputs.cardNumber.current?.focus();
          return;
        case "ValidationError": {
          const next: FieldErrors = {};
          const elsewhere: string[] = [];
          for (const issue of result.fields ?? []) {
            const name = issue.path.filter((part) => part !== "input").join(".");
            if (name === "cardNumber" || name === "expiry" || name === "cvc") next[name] ??= issue.message;
            else elsewhere.push(issue.message);
          }
          setErrors(next);
          focusFirst(next);
          if (elsewhere.length > 0) setAlert(elsewhere.join(" "));
          else if (Object.keys(next).length === 0) setAlert(result.message ?? null);
          return;
        }
        case "OrderExpiredError":
        case "OrderNotPayableError":
          onOrderProblem(result.__typename, "message" in result ? (result.message ?? "") : "");
          return;
        case "PaymentGatewayError":
          // The open payment was replaced (the price changed meanwhile): the next click opens the new one.
          setAlert("message" in result && result.message ? result.message : "This payment is no longer open. Please pay again.");
          return;
        default:
          setAlert("message" in result && result.message ? result.message : "The payment could not be completed. Please try again.");
      }
    } catch (failure) {
      setAlert(requestErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Card details">
      <Stack gap="sm">
        <CardDeclinedAlert reason={declined} />
        <FormAlert>{alert}</FormAlert>
        <TextInput
          ref={inputs.cardNumber}
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={fields.cardNumber}
          onChange={(event) => change("cardNumber", formatCardNumber(event.currentTarget.value))}
          error={errors.cardNumber}
          required
          description={TEST_CARD_HINT}
          maxLength={23}
        />
        <Grid gap="sm">
          <Grid.Col span={6}>
            <TextInput
              ref={inputs.expiry}
              // A short label, like CVC's, so both boxes stay level on a phone; the format goes below.
              label="Expiry"
              description="Month / year"
              placeholder="MM / YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              value={fields.expiry}
              onChange={(event) => change("expiry", formatExpiry(event.currentTarget.value, fields.expiry))}
              error={errors.expiry}
              required
              maxLength={7}
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <TextInput
              ref={inputs.cvc}
              label="CVC"
              description="3 digits on the back"
              placeholder="123"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={fields.cvc}
              onChange={(event) => change("cvc", event.currentTarget.value.replace(/\D/g, "").slice(0, 4))}
              error={errors.cvc}
              required
              maxLength={4}
            />
          </Grid.Col>
        </Grid>
        <Button type="submit" size="lg" fullWidth loading={confirming || opening} disabled={confirming || opening}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
