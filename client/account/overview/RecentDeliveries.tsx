// The customer's latest deliveries, newest first, each a link to its downloads: every order
// delivered at least once, also those in revision or partly refunded since.
import { Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { RecentDeliveries_viewer$key } from "../../__generated__/RecentDeliveries_viewer.graphql.ts";
import { orderHistoryPathWithFilters } from "../../ui/orders/accountOrderPaths.ts";
import { OverviewOrderList } from "./OverviewOrderList.tsx";

// The list-query language has no "is not null": every delivery happened after the epoch.
const DELIVERED = "deliveredAt~MORE_THAN~1970-01-01";

export function RecentDeliveries({ viewer }: { viewer: RecentDeliveries_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment RecentDeliveries_viewer on User {
        recentDeliveries: orders(first: 5, filter: { filters: "deliveredAt~MORE_THAN~1970-01-01", orderBy: "deliveredAt~DESC" }) {
          totalCount
          ...OverviewOrderList_orders
        }
      }
    `,
    viewer,
  );
  const deliveries = data.recentDeliveries;
  return (
    <Stack gap="md" component="section" aria-labelledby="recent-deliveries-title">
      <Title order={2} size="h3" id="recent-deliveries-title">
        Recent deliveries
      </Title>
      {deliveries.totalCount === 0 ? (
        <Text c="dimmed">Your recordings appear here once the studio delivers them.</Text>
      ) : (
        <OverviewOrderList orders={deliveries} need="delivered" morePath={orderHistoryPathWithFilters(DELIVERED)} moreText={(_, total) => `All ${total} delivered orders`} />
      )}
    </Stack>
  );
}
