// A placed order as its customer follows it, signed in (/account/order/history/{id}) or as a
// guest through the private link: where it stands and what happens next, approving the delivery
// or asking for a revision, the recordings to download, the timeline, what was ordered, the
// price, payments, refunds and invoices. Guests act with their link's key (`access.key`); only
// signed-in customers can order the same again. The view follows the order live: whatever the
// studio changes (a delivery, a refund) shows without a reload.
import { Alert, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { isWizardService } from "../../../common/orders/wizards.ts";
import type { OrderFollowView_order$key } from "../../__generated__/OrderFollowView_order.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { OrderKeyFacts } from "../OrderKeyFacts.tsx";
import { DeliveredFiles } from "../../ui/orders/DeliveredFiles.tsx";
import { OrderLinesTable } from "../../ui/orders/OrderLinesTable.tsx";
import { OrderSection } from "../../ui/orders/OrderSection.tsx";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";
import { OrderMessages } from "../../ui/orders/OrderMessages.tsx";
import { OrderTimeline } from "../../ui/orders/OrderTimeline.tsx";
import { useOrderUpdates } from "../../ui/useOrderUpdates.ts";
import { OrderSummary } from "../payment/OrderSummary.tsx";
import { orderPaymentPath, type OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { ApproveDelivery } from "./ApproveDelivery.tsx";
import { OrderAgainButton } from "./OrderAgainButton.tsx";
import { InvoiceLinks } from "../../ui/orders/InvoiceLinks.tsx";
import { PaymentsAndRefunds } from "./PaymentsAndRefunds.tsx";
import { nextStepText } from "./orderFollow.ts";
import { RequestedChanges } from "./RequestedChanges.tsx";
import { RevisionRequestForm } from "./RevisionRequestForm.tsx";

const OrderFollowViewUpdatesSubscription = graphql`
  subscription OrderFollowViewUpdatesSubscription($id: ID!, $key: String) {
    orderUpdated(id: $id, key: $key) {
      id
      ...OrderFollowView_order
    }
  }
`;

export function OrderFollowView({ order, access }: { order: OrderFollowView_order$key; access: OrderAccess }) {
  const data = useFragment(
    graphql`
      fragment OrderFollowView_order on Order {
        id
        number
        status
        email
        dueAt
        approvalDeadline
        revisionAllowance {
          refusal
        }
        service {
          slug
        }
        deliveredFiles(includePreviews: true) {
          id
        }
        ...OrderTimeline_order
        ...OrderMessages_order
        ...OrderKeyFacts_order
        ...OrderLinesTable_order
        ...OrderSummary_order
        ...DeliveredFiles_order
        ...RevisionRequestForm_order
        ...RequestedChanges_order
        ...ApproveDelivery_order
        ...PaymentsAndRefunds_order
        ...InvoiceLinks_order
        ...OrderAgainButton_order
      }
    `,
    order,
  );
  useOrderUpdates(data.id, access.key, OrderFollowViewUpdatesSubscription);
  const guest = !!access.key;
  const delivered = data.status === "DELIVERED";

  return (
    <Stack gap="lg">
      {guest && (
        <Alert color="blue" variant="light" icon={<Icon name="key" />} title="This is your private link to the order" style={{ overflowWrap: "anywhere" }}>
          Bookmark this page to follow your order, download your recordings and approve them. Anyone with the link can see the order, so keep it to
          yourself; we also e-mailed it to {data.email ?? "you"}.
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-status-title">
              <Stack gap="md">
                <Group justify="space-between" align="center">
                  <Title order={2} size="h3" id="order-status-title">
                    Where your order stands
                  </Title>
                  <OrderStatusBadge status={data.status} size="lg" data-testid="order-status" />
                </Group>
                <Text>{nextStepText(data)}</Text>
                <RequestedChanges order={data} />
                {data.status === "PENDING_PAYMENT" && !guest && (
                  <Group>
                    <Button component={Link} to={orderPaymentPath(data.id)}>
                      Pay
                    </Button>
                  </Group>
                )}
                <OrderKeyFacts order={data} />
              </Stack>
            </Card>
            {delivered && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <OrderSection title="Approve the recordings">
                  <ApproveDelivery order={data} access={access} />
                </OrderSection>
                <OrderSection title="Request a revision">
                  <RevisionRequestForm order={data} access={access} />
                </OrderSection>
              </SimpleGrid>
            )}
            {data.deliveredFiles.length > 0 && (
              <OrderSection title="Your recordings" testId="delivered-files">
                <DeliveredFiles order={data} />
              </OrderSection>
            )}
            <OrderSection title="Timeline">
              <OrderMessages order={data} accessKey={access.key} />
              <OrderTimeline order={data} />
            </OrderSection>
            <OrderSection title="Price">
              <OrderLinesTable order={data} />
            </OrderSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <OrderSummary order={data} title="What you ordered" />
            <OrderSection title="Payments and refunds">
              <PaymentsAndRefunds order={data} />
            </OrderSection>
            <OrderSection title="Invoices">
              <InvoiceLinks order={data} />
            </OrderSection>
            {!guest && isWizardService(data.service.slug) && (
              <OrderSection title="Need it again?">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm" c="dimmed">
                    Start a new order with the same voice, script and choices, priced at today's rates. You can change anything before paying.
                  </Text>
                  <OrderAgainButton order={data} />
                </Stack>
              </OrderSection>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
