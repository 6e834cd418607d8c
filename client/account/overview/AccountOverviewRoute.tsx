// /account: the signed-in customer's start page. What needs them (orders to pay, deliveries to
// approve, revisions under way), their latest deliveries, and shortcuts to a new order, the order
// history and the profile. Signing in leads here (ACCOUNT_HOME).
import { Grid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { AccountOverviewRouteQuery as AccountOverviewRouteQueryType } from "../../__generated__/AccountOverviewRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { AccountShortcuts } from "./AccountShortcuts.tsx";
import { OrdersNeedingYou } from "./OrdersNeedingYou.tsx";
import { RecentDeliveries } from "./RecentDeliveries.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const AccountOverviewRouteQuery = graphql`
  query AccountOverviewRouteQuery {
    viewer {
      id
      name
      ...OrdersNeedingYou_viewer
      ...RecentDeliveries_viewer
    }
  }
`;

export const loader = queryRouteLoader<AccountOverviewRouteQueryType>(AccountOverviewRouteQuery);

export function Component() {
  usePageMeta({ title: "Your account" });
  const { viewer } = useRouteQuery<AccountOverviewRouteQueryType>(AccountOverviewRouteQuery);
  const location = useLocation();
  // The session ended since the guard looked (signed out in another tab): sign in again.
  if (!viewer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Welcome, {viewer.name}</Title>
        <Text c="dimmed">Your orders at a glance: what needs you, and what the studio delivered.</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OrdersNeedingYou viewer={viewer} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RecentDeliveries viewer={viewer} />
        </Grid.Col>
      </Grid>
      <AccountShortcuts />
    </Stack>
  );
}
