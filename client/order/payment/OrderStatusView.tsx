// A paid order as its customer follows it (the link in their e-mails): where it stands, when it
// was paid, when the recordings are due, and its timeline.
import { Alert, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { OrderStatusView_order$key } from "../../__generated__/OrderStatusView_order.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { eventTitle, formatLongDate, formatWhen } from "./paymentView.ts";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: "0.04em" }}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

export function OrderStatusView({ order, privateLink = false }: { order: OrderStatusView_order$key; privateLink?: boolean }) {
  const data = useFragment(
    graphql`
      fragment OrderStatusView_order on Order {
        number
        status
        total
        currency
        paidAt
        dueAt
        placedAt
        email
        events {
          type
          fromStatus
          toStatus
          note
          createdAt
        }
      }
    `,
    order,
  );
  const events = [...data.events].reverse();

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
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label="Total" value={formatMoney(data.total, data.currency)} />
            <Fact label="Paid on" value={data.paidAt ? formatLongDate(data.paidAt) : "Not paid yet"} />
            <Fact label="Expected delivery" value={data.dueAt ? formatLongDate(data.dueAt) : "Set once paid"} />
          </SimpleGrid>
        </Stack>
      </Card>
      {events.length > 0 && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-timeline-title">
          <Title order={2} size="h4" id="order-timeline-title" mb="md">
            Timeline
          </Title>
          <Timeline active={0} bulletSize={18} lineWidth={2} aria-label={`Timeline of order ${data.number}, newest first`}>
            {events.map((event, index) => (
              <Timeline.Item key={`${event.createdAt}-${index}`} title={eventTitle(event)}>
                {event.note && (
                  <Text size="sm" c="dimmed">
                    {event.note}
                  </Text>
                )}
                <Text size="xs" c="dimmed" mt={2}>
                  <time dateTime={event.createdAt}>{formatWhen(event.createdAt)}</time>
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      )}
    </Stack>
  );
}
