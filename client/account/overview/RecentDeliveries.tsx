// The customer's latest deliveries, newest first, each a link to its downloads: every order
// delivered at least once, also those in revision or partly refunded since.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { RecentDeliveries_viewer$key } from "../../__generated__/RecentDeliveries_viewer.graphql.ts";
import { orderHistoryPathWithFilters } from "../../ui/orders/accountOrderPaths.ts";
import { OverviewOrderRow } from "./OverviewOrderRow.tsx";

// The list-query language has no "is not null": every delivery happened after the epoch.
const DELIVERED = "deliveredAt~MORE_THAN~1970-01-01";

export function RecentDeliveries({ viewer }: { viewer: RecentDeliveries_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment RecentDeliveries_viewer on User {
        recentDeliveries: orders(first: 5, filter: { filters: "deliveredAt~MORE_THAN~1970-01-01", orderBy: "deliveredAt~DESC" }) {
          totalCount
          edges {
            node {
              id
              ...OverviewOrderRow_order
            }
          }
        }
      }
    `,
    viewer,
  );
  const { totalCount, edges } = data.recentDeliveries;
  return (
    <Stack gap="md" component="section" aria-labelledby="recent-deliveries-title">
      <Title order={2} size="h3" id="recent-deliveries-title">
        Recent deliveries
      </Title>
      {totalCount === 0 ? (
        <Text c="dimmed">Your recordings appear here once the studio delivers them.</Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {edges.map((edge) => (
              <OverviewOrderRow key={edge.node.id} order={edge.node} need="delivered" />
            ))}
          </Stack>
          {totalCount > edges.length && (
            <Anchor component={Link} to={orderHistoryPathWithFilters(DELIVERED)} size="sm">
              All {totalCount} delivered orders
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}
