// One order on the payment pages, for signed-in customers and guests alike: the checkout while it
// awaits payment (summary, billing country, discount code, price, card form), once paid the
// caller's `paidView` (the guest's follow view) or its status and timeline, or what to do when it
// expired, was cancelled or is still being priced. Paying here moves on to the success page.
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link, Navigate } from "react-router";
import { isWizardService } from "../../../common/orders/wizards.ts";
import type { BillingCountryField_query$key } from "../../__generated__/BillingCountryField_query.graphql.ts";
import type { OrderClientField_query$key } from "../../__generated__/OrderClientField_query.graphql.ts";
import type { OrderPaymentScreen_order$key } from "../../__generated__/OrderPaymentScreen_order.graphql.ts";
import { accountOrderPath } from "../../ui/orders/accountOrderPaths.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { wizardPath } from "../wizardDraft.ts";
import { BillingCountryField } from "./BillingCountryField.tsx";
import { ChangeGuestOrder } from "./ChangeGuestOrder.tsx";
import { DiscountCodeField } from "./DiscountCodeField.tsx";
import { OrderStatusView } from "./OrderStatusView.tsx";
import { OrderClientField } from "./OrderClientField.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { PaymentPanel } from "./PaymentPanel.tsx";
import { refreshOrder } from "./refreshOrderPayment.ts";
import { ORDER_START_PATH, paymentSuccessPath, type OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { formatLongDate, orderView } from "./paymentView.ts";
import { PriceBreakdown } from "./PriceBreakdown.tsx";

type Problem = { typename: string; message: string };

function ProblemAlert({ problem, startPath }: { problem: Problem; startPath: string }) {
  const expired = problem.typename === "OrderExpiredError";
  return (
    <Alert color={expired ? "orange" : "red"} variant="light" icon={<Icon name="alert" />} role="alert" title={expired ? "This order expired" : "This order cannot be paid"}>
      <Stack gap="xs">
        <Text size="sm">{problem.message}</Text>
        {expired && (
          <div>
            <Button component={Link} to={startPath} size="sm">
              Start a new order
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}

export function OrderPaymentScreen({
  order,
  query,
  access,
  paidView,
  clients,
}: {
  order: OrderPaymentScreen_order$key;
  query: BillingCountryField_query$key;
  access: OrderAccess;
  /** What a paid order shows under its header instead of its status and timeline. */
  paidView?: ReactNode;
  /** A signed-in reseller's clients, to say whom the order is for. */
  clients?: OrderClientField_query$key;
}) {
  const data = useFragment(
    graphql`
      fragment OrderPaymentScreen_order on Order {
        id
        number
        status
        payable
        expiresAt
        email
        service {
          slug
          name
        }
        ...OrderSummary_order
        ...PriceBreakdown_order
        ...BillingCountryField_order
        ...DiscountCodeField_order
        ...PaymentPanel_order
        ...OrderStatusView_order
        ...ChangeGuestOrder_order
        ...OrderClientField_order
      }
    `,
    order,
  );
  const view = orderView(data);
  // Opened awaiting payment and now paid: it was paid here, go on to the confirmation.
  const [openedPayable] = useState(view === "pay");
  const [problem, setProblem] = useState<Problem | null>(null);
  const guest = !!access.key;
  const slug = data.service.slug;
  const startPath = isWizardService(slug) ? wizardPath(slug) : ORDER_START_PATH;

  const onOrderProblem = (typename: string, message: string) => {
    setProblem({ typename, message });
    // The order changed elsewhere (expired, paid in another tab): show what it is now.
    void refreshOrder(access).catch(() => undefined);
  };

  if (view === "status" && openedPayable) {
    return (
      <>
        <Navigate to={paymentSuccessPath(access)} />
        <Text role="status">Payment received. Opening your confirmation…</Text>
      </>
    );
  }

  if (view === "status") {
    return (
      <>
        <PageHeader eyebrow="Your order" title={`Order ${data.number}`} lead={`${data.service.name}. Here is where your order stands.`} />
        {paidView ?? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <OrderStatusView order={data} privateLink={guest} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <OrderSummary order={data} title="What you ordered" />
                <Card withBorder radius="md" padding="lg" component="section" aria-label="Price">
                  <PriceBreakdown order={data} />
                </Card>
                {!guest && (
                  <Button component={Link} to={accountOrderPath(data.id)} variant="default">
                    Open this order in your account
                  </Button>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </>
    );
  }

  if (view !== "pay") {
    const messages = {
      expired: {
        title: "This order expired",
        text: `Unpaid orders are kept for a limited time${data.expiresAt ? `; this one expired on ${formatLongDate(data.expiresAt)}` : ""}. Prices and voices may have changed since, so please start a new order.`,
      },
      cancelled: { title: "This order was cancelled", text: "It can no longer be paid. If you think this is a mistake, contact the studio." },
      quote: { title: "The studio is still pricing this order", text: "We e-mail you as soon as the price is ready; you can pay it from that e-mail or on the payment page." },
    } as const;
    const message = messages[view];
    return (
      <>
        <PageHeader eyebrow="Payment" title={`Order ${data.number}`} />
        <Stack gap="lg" maw={720}>
          <Alert color={view === "quote" ? "blue" : "orange"} variant="light" icon={<Icon name="alert" />} title={message.title} role={view === "quote" ? "status" : "alert"}>
            {message.text}
          </Alert>
          <Group>
            {view === "expired" && (
              <Button component={Link} to={startPath}>
                Start a new order
              </Button>
            )}
            <Button component={Link} to="/contact" variant="default">
              Contact the studio
            </Button>
          </Group>
          <OrderSummary order={data} />
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Payment"
        title={`Pay for order ${data.number}`}
        lead={guest ? "Check your order, choose your billing country and pay by card. This page is your private link to the order." : "Check your order, choose your billing country and pay by card."}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <OrderSummary order={data} />
            {!guest && data.status === "DRAFT" && isWizardService(slug) && (
              <Text size="sm">
                Something to change?{" "}
                <Anchor component={Link} to={wizardPath(slug)} underline="always">
                  Back to your order
                </Anchor>
              </Text>
            )}
            {guest && <ChangeGuestOrder order={data} access={access} />}
            {!guest && clients && <OrderClientField order={data} query={clients} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="checkout-title" shadow="sm">
            <Stack gap="md">
              <Text component="h2" fw={700} size="lg" id="checkout-title">
                Payment
              </Text>
              {problem && <ProblemAlert problem={problem} startPath={startPath} />}
              <BillingCountryField query={query} order={data} access={access} onFailure={(typename, message) => onOrderProblem(typename, message)} />
              <DiscountCodeField order={data} access={access} onFailure={onOrderProblem} />
              <PriceBreakdown order={data} />
              <PaymentPanel order={data} access={access} onOrderProblem={onOrderProblem} />
              {data.email && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  The receipt and updates go to {data.email}.
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
