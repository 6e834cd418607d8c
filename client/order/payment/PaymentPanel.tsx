// The end of the checkout: the provider's card form is shown from the start, and its one "Pay €X"
// opens the order's card payment (startPayment fixes the price and answers the same open payment
// when repeated, so a double click or a reload never charges twice) and confirms the card in the
// same click. With Stripe the order is paid once the webhook reaches the server: until then the
// panel asks the server, which asks Stripe.
import { Alert, Button, Loader, Stack, Title } from "@mantine/core";
import { lazy, Suspense, useCallback, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { PaymentPanel_order$key } from "../../__generated__/PaymentPanel_order.graphql.ts";
import type { PaymentPanel_settings$key } from "../../__generated__/PaymentPanel_settings.graphql.ts";
import { useRootQuery } from "../../app/RootQuery.ts";
import { Icon } from "../../ui/Icon.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { useStartPaymentMutation } from "./useStartPaymentMutation.ts";
import { paymentSuccessPath, type OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { payLabel } from "./paymentView.ts";
import { refreshOrder } from "./refreshOrderPayment.ts";
import { usePaymentSettlement } from "./usePaymentSettlement.ts";
import { PaymentSettling } from "./PaymentSettling.tsx";
import { TestCardForm } from "./TestCardForm.tsx";
import type { OpenPaymentFn } from "./openPayment.ts";
import { standAloneMessages } from "../../../common/validation/fieldLabels.ts";

// Stripe's card form (and Stripe.js) is downloaded only when Stripe takes the payment.
const StripePaymentForm = lazy(() => import("./StripePaymentForm.tsx").then((module) => ({ default: module.StripePaymentForm })));

/** Until the card's payment reaches the server, the order awaits payment. */
const AWAITING_PAYMENT = (status: string) => status === "PENDING_PAYMENT" || status === "DRAFT";

export function PaymentPanel({
  order,
  access,
  onOrderProblem,
}: {
  order: PaymentPanel_order$key;
  access: OrderAccess;
  /** The order can no longer be paid (expired, already paid, cancelled). */
  onOrderProblem: (typename: string, message: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment PaymentPanel_order on Order {
        id
        total
        currency
        billingCountry
        billingRegion
        email
      }
    `,
    order,
  );
  const settings = useFragment<PaymentPanel_settings$key>(
    graphql`
      fragment PaymentPanel_settings on Settings {
        paymentProvider
        stripePublishableKey
      }
    `,
    useRootQuery().settings,
  );
  const navigate = useNavigate();
  const [start, starting] = useStartPaymentMutation(access);
  const [settling, setSettling] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const slow = usePaymentSettlement(access, settling, AWAITING_PAYMENT);
  const label = payLabel(data.total, data.currency);

  const openPayment: OpenPaymentFn = useCallback(async () => {
    setAlert(null);
    try {
      const result = await start(data.billingCountry ?? null, data.billingRegion);
      switch (result.__typename) {
        case "PaymentActionRequired":
          if (result.clientSecret && result.payment) return { paymentId: result.payment.id, clientSecret: result.clientSecret };
          // Without a secret nothing is left to pay (a discount covered it): the order is paid.
          await refreshOrder(access).catch(() => null);
          navigate(paymentSuccessPath(access));
          return null;
        case "OrderExpiredError":
        case "OrderNotPayableError":
          onOrderProblem(result.__typename, "message" in result ? (result.message ?? "") : "");
          return null;
        case "ValidationError":
          setAlert(result.fields?.length ? standAloneMessages(result.fields) : result.message || "This order cannot be paid yet.");
          return null;
        default:
          setAlert("message" in result && result.message ? result.message : "The payment could not be started. Please try again.");
          return null;
      }
    } catch (failure) {
      setAlert(requestErrorMessage(failure));
      return null;
    }
  }, [start, data.billingCountry, data.billingRegion, access, navigate, onOrderProblem]);

  if (settling) return <PaymentSettling slow={slow} email={data.email} />;

  return (
    <Stack gap="sm">
      {alert && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">
          {alert}
        </Alert>
      )}
      {data.total <= 0 ? (
        <Button size="lg" fullWidth onClick={() => void openPayment()} loading={starting} disabled={starting}>
          {label}
        </Button>
      ) : (
        <section aria-labelledby="card-details-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="card-details-title">
              Card details
            </Title>
            {settings.paymentProvider === "STRIPE" && settings.stripePublishableKey ? (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
                <StripePaymentForm
                  publishableKey={settings.stripePublishableKey}
                  amount={data.total}
                  currency={data.currency}
                  payLabel={label}
                  openPayment={openPayment}
                  returnUrl={new URL(paymentSuccessPath(access), window.location.origin).toString()}
                  onConfirmed={() => setSettling(true)}
                />
              </Suspense>
            ) : (
              <TestCardForm access={access} payLabel={label} openPayment={openPayment} opening={starting} onOrderProblem={onOrderProblem} />
            )}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
