// The order desk's orders by state, the largest first: each bar opens the desk filtered by it.
import { BarsList } from "@mantine/charts";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrdersByStatus_dashboard$key } from "../../__generated__/OrdersByStatus_dashboard.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { ChartStyles } from "./ChartStyles.tsx";
import { orderStatusColor, orderStatusLabel } from "../../ui/orders/orderStatus.ts";
import { dashboardLinks } from "./dashboardLinks.ts";

const fragment = graphql`
  fragment OrdersByStatus_dashboard on Dashboard {
    ordersByStatus {
      status
      count
    }
  }
`;

export function OrdersByStatus({ dashboard }: { dashboard: OrdersByStatus_dashboard$key }) {
  const { ordersByStatus } = useFragment(fragment, dashboard);
  const statusOf = new Map(ordersByStatus.map((group) => [orderStatusLabel(group.status), group.status]));
  return (
    <Paper withBorder p="md" radius="md">
      <ChartStyles />
      <Stack gap="sm">
        <Title order={2} size="h3">
          Orders by status
        </Title>
        {ordersByStatus.length === 0 ? (
          <Text c="dimmed">No orders yet: placed orders appear here by their status.</Text>
        ) : (
          <BarsList
            data={ordersByStatus.map((group) => ({ name: orderStatusLabel(group.status), value: group.count, color: orderStatusColor(group.status) }))}
            barsLabel="Status"
            valueLabel="Orders"
            minBarSize={140}
            renderBar={(bar, defaultBar) => (
              <Anchor
                component={PrefetchLink}
                to={dashboardLinks.ordersInStatus(statusOf.get(bar.name) ?? bar.name)}
                underline="never"
                c="inherit"
              >
                {defaultBar}
              </Anchor>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
