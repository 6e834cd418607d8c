// A paid order as its customer follows it (the link in their e-mails): where it stands, when it
// was paid, when the recordings are due, and its timeline.
import { Alert, Card, Group, Stack, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderStatusView_order$key } from "../../__generated__/OrderStatusView_order.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { OrderKeyFacts } from "../OrderKeyFacts.tsx";
import { OrderTimeline } from "../../ui/orders/OrderTimeline.tsx";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";

export function OrderStatusView({ order, privateLink = false }: { order: OrderStatusView_order$key; privateLink?: boolean }) {
  const data = useFragment(
    graphql`
      fragment OrderStatusView_order on Order {
        number
        status
        placedAt
        email
        ...OrderKeyFacts_order
        ...OrderTimeline_order
      }
    `,
    order,
  );

  return (
    <Stack gap="lg">
      {privateLink && (
        <Alert color="blue" variant="light" icon={<Icon name="key" />} title="This is your private link to the order" style={{ overflowWrap: "anywhere" }}>
          Bookmark this page to follow your order until delivery. Anyone with the link can see the order, so keep it to yourself; we also
          e-mailed it to {data.email ?? "you"}.
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-status-title">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} size="h3" id="order-status-title">
              Order {data.number}
            </Title>
            <OrderStatusBadge status={data.status} size="lg" data-testid="order-status" />
          </Group>
          <OrderKeyFacts order={data} />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-timeline-title">
        <Title order={2} size="h4" id="order-timeline-title" mb="md">
          Timeline
        </Title>
        <OrderTimeline order={data} />
      </Card>
    </Stack>
  );
}
