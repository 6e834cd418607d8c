// Buying a revision beyond the free ones, on a delivered order: its price (the server's, taxed
// like the order), what should change, and the payment provider's card form. "Pay" checks the
// changes, opens the extra revision's payment (buyRevision answers the same open payment when
// repeated) and confirms the card in the same click; once the payment is in, the order goes back
// to the studio as "Revision requested" and the page follows it.
import { Loader, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { lazy, Suspense, useCallback, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ExtraRevisionPurchase_order$key } from "../../__generated__/ExtraRevisionPurchase_order.graphql.ts";
import type { ExtraRevisionPurchase_settings$key } from "../../__generated__/ExtraRevisionPurchase_settings.graphql.ts";
import { useRootQuery } from "../../app/RootQuery.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import type { OpenPaymentFn } from "../payment/openPayment.ts";
import { PaymentSettling } from "../payment/PaymentSettling.tsx";
import { payLabel } from "../payment/paymentView.ts";
import { TestCardForm } from "../payment/TestCardForm.tsx";
import { usePaymentSettlement } from "../payment/usePaymentSettlement.ts";
import { extraRevisionPriceText, revisionChanges, revisionFieldErrors, revisionFormErrors, type RevisionValues } from "./orderFollow.ts";
import { refreshFollowedOrder } from "./refreshFollowedOrder.ts";
import { RevisionChangesFields } from "./RevisionChangesFields.tsx";
import { useBuyRevisionMutation } from "./useBuyRevisionMutation.ts";
import { useConfirmRevisionPaymentMutation } from "./useConfirmRevisionPaymentMutation.ts";

// Stripe's card form (and Stripe.js) is downloaded only when Stripe takes the payment.
const StripePaymentForm = lazy(() => import("../payment/StripePaymentForm.tsx").then((module) => ({ default: module.StripePaymentForm })));

/** Until the extra revision's payment reaches the server, the order stays delivered. */
const AWAITING_REVISION_PAYMENT = (status: string) => status === "DELIVERED";

const PAID_MESSAGE = "Payment received. The studio has your revision request and e-mails you the new version.";

export function ExtraRevisionPurchase({ order, access }: { order: ExtraRevisionPurchase_order$key; access: OrderAccess }) {
  const data = useFragment(
    graphql`
      fragment ExtraRevisionPurchase_order on Order {
        id
        email
        items {
          name
        }
        revisionAllowance {
          extraPrice {
            total
            taxTotal
            currency
          }
        }
      }
    `,
    order,
  );
  const settings = useFragment<ExtraRevisionPurchase_settings$key>(
    graphql`
      fragment ExtraRevisionPurchase_settings on Settings {
        paymentProvider
        stripePublishableKey
      }
    `,
    useRootQuery().settings,
  );
  const [buy, opening] = useBuyRevisionMutation();
  const confirmation = useConfirmRevisionPaymentMutation(access);
  const [perPrompt, setPerPrompt] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [settling, setSettling] = useState(false);
  const slow = usePaymentSettlement(access, settling, AWAITING_REVISION_PAYMENT, refreshFollowedOrder);
  const form = useForm<RevisionValues>({ mode: "controlled", initialValues: { message: "", changes: data.items.map(() => "") }, validate: revisionFormErrors });

  const openPayment: OpenPaymentFn = useCallback(async () => {
    setAlert(null);
    if (form.validate().hasErrors) return null;
    const values = form.getValues();
    const changes = revisionChanges(values);
    try {
      const result = await buy({ orderId: data.id, key: access.key, message: values.message.trim(), changes });
      if (result.__typename === "PaymentActionRequired" && result.clientSecret && result.payment) return { paymentId: result.payment.id, clientSecret: result.clientSecret };
      if (result.__typename === "ValidationError" && result.fields?.length) {
        const mapped = revisionFieldErrors(result.fields, changes.map((change) => change.itemIndex));
        form.setErrors(mapped.fields);
        if (Object.keys(mapped.fields).some((path) => path.startsWith("changes."))) setPerPrompt(true);
        setAlert(mapped.other.length ? mapped.other.join(" ") : null);
        return null;
      }
      setAlert("message" in result && result.message ? result.message : "The payment could not be started. Please try again.");
      return null;
    } catch (failure) {
      setAlert(requestErrorMessage(failure));
      return null;
    }
  }, [form, buy, data.id, access.key]);

  const paid = useCallback(() => notifications.show({ color: "teal", message: PAID_MESSAGE, autoClose: TOAST_MS }), []);

  const price = data.revisionAllowance.extraPrice;
  if (!price) return null;
  const label = payLabel(price.total, price.currency);

  if (settling) return <PaymentSettling slow={slow} email={data.email} />;

  return (
    <Stack gap="sm" component="section" aria-labelledby="extra-revision-title">
      <Title order={3} size="h5" id="extra-revision-title">
        Buy an extra revision
      </Title>
      <Text size="sm" fw={600} data-testid="extra-revision-price">
        {extraRevisionPriceText(price)}
      </Text>
      <Text size="sm" c="dimmed">
        A revision is a new reading of the same script: a different tone, pace or pronunciation. The studio starts on it once it is paid.
      </Text>
      <FormAlert>{alert}</FormAlert>
      <RevisionChangesFields form={form} items={data.items} perPrompt={perPrompt} onPerPromptChange={setPerPrompt} />
      {settings.paymentProvider === "STRIPE" && settings.stripePublishableKey ? (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
          <StripePaymentForm
            publishableKey={settings.stripePublishableKey}
            amount={price.total}
            currency={price.currency}
            payLabel={label}
            openPayment={openPayment}
            returnUrl={window.location.href}
            onConfirmed={() => setSettling(true)}
          />
        </Suspense>
      ) : (
        <TestCardForm access={access} payLabel={label} openPayment={openPayment} opening={opening} onOrderProblem={(_typename, message) => setAlert(message)} onPaid={paid} confirmation={confirmation} />
      )}
    </Stack>
  );
}
