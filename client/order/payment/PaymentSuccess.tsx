// The confirmation after paying: the order number, the amount paid, when the recordings are due
// and where the confirmation went. After a redirect from the card's bank (Stripe), the order may
// still be awaiting the provider's webhook for a few seconds: the page waits for it.
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { formatMoney } from "../../../common/money.ts";
import type { PaymentSuccess_order$key } from "../../__generated__/PaymentSuccess_order.graphql.ts";
import { OrderFact } from "../OrderFact.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { refreshOrder } from "./refreshOrderPayment.ts";
import { followOrderPath, orderPagePath, type OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { formatLongDate, isPaidStatus } from "./paymentView.ts";

const POLL_MS = 2000;
const PATIENCE_MS = 60_000;

function useWaitForPayment(access: OrderAccess, waiting: boolean) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt > PATIENCE_MS) setSlow(true);
      void refreshOrder(access).catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [access, waiting]);
  return slow;
}

export function PaymentSuccess({ order, access, redirectFailed }: { order: PaymentSuccess_order$key; access: OrderAccess; redirectFailed: boolean }) {
  const data = useFragment(
    graphql`
      fragment PaymentSuccess_order on Order {
        id
        number
        status
        payable
        total
        currency
        paidAt
        dueAt
        email
        service {
          name
        }
      }
    `,
    order,
  );
  const paid = isPaidStatus(data.status);
  const waiting = !paid && !redirectFailed && data.payable;
  const slow = useWaitForPayment(access, waiting);
  const guest = !!access.key;
  const orderPath = orderPagePath(access);

  if (!paid) {
    return (
      <>
        <PageHeader eyebrow="Payment" title={redirectFailed ? "The payment did not go through" : `Confirming your payment for order ${data.number}`} />
        <Stack gap="md" maw={640}>
          {redirectFailed || !data.payable ? (
            <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">
              {redirectFailed
                ? "Your bank did not confirm the payment, so nothing was charged. Your order is still waiting for payment: try again, or use another card."
                : "This order was not paid."}
            </Alert>
          ) : (
            <Alert color="blue" variant="light" role="status" title="Almost there">
              {slow
                ? `Your bank is taking longer than usual. You can close this page: we e-mail ${data.email ?? "you"} as soon as the payment is received.`
                : "We are waiting for the confirmation of your card payment. This takes a few seconds."}
            </Alert>
          )}
          <Group>
            <Button component={Link} to={orderPath} variant={redirectFailed ? "filled" : "default"}>
              {redirectFailed ? "Back to payment" : "View the order"}
            </Button>
          </Group>
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Payment received" title="Thank you, your order is paid">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" radius="xl" size="md" aria-hidden style={{ flexShrink: 0 }}>
            <Icon name="check" size={16} />
          </ThemeIcon>
          <Text fw={600} mt={2} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            Order {data.number} · {data.service.name}
          </Text>
        </Group>
      </PageHeader>
      <Stack gap="lg" maw={720}>
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <OrderFact size="lg" label="Order number" value={String(data.number)} />
            <OrderFact size="lg" label="Total paid" value={formatMoney(data.total, data.currency)} />
            <OrderFact size="lg" label="Expected delivery" value={data.dueAt ? formatLongDate(data.dueAt) : "We e-mail you the date"} />
          </SimpleGrid>
        </Card>
        <section aria-labelledby="next-steps-title">
          <Text component="h2" fw={700} size="lg" id="next-steps-title" mb="xs">
            What happens next
          </Text>
          <List spacing="xs" style={{ overflowWrap: "anywhere" }}>
            <List.Item>
              {guest
                ? `We e-mailed you the receipt, the invoice and a private link to follow your order${data.email ? ` (to ${data.email})` : ""}. Keep the link: it is the way back to this order.`
                : `We e-mailed the receipt and the invoice to ${data.email ?? "your address"}.`}
            </List.Item>
            <List.Item>Our studio starts recording now{data.dueAt ? `; your files are due by ${formatLongDate(data.dueAt)}` : ""}.</List.Item>
            <List.Item>You receive an e-mail when the recordings are ready to download.</List.Item>
          </List>
        </section>
        <Group>
          <Button component={Link} to={followOrderPath(access)}>
            Follow your order
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to the home page
          </Button>
        </Group>
      </Stack>
    </>
  );
}
