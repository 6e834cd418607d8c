// /manage: the studio's dashboard. One query (the period from `?period=`, days by default, counted
// in the reader's time zone) answers every figure; each figure links to the filtered table behind it.
// Each role is asked for its figures only: the money for the bookkeeping, the inbox for production,
// reseller applications for administrators (common/staffRoles.ts).
import { SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { ManageDashboardRouteQuery as ManageDashboardRouteQueryType } from "../../__generated__/ManageDashboardRouteQuery.graphql.ts";
import { mayUseArea } from "../../../common/staffRoles.ts";
import { currentViewer } from "../../app/currentViewer.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { DashboardAttention } from "./DashboardAttention.tsx";
import { browserTimeZone, parsePeriod, PERIOD_OPTIONS, PERIOD_PARAM, withPeriod } from "./dashboardPeriod.ts";
import { NewestMessages } from "./NewestMessages.tsx";
import { OrdersByStatus } from "./OrdersByStatus.tsx";
import { RevenueChart } from "./RevenueChart.tsx";

const ManageDashboardRouteQuery = graphql`
  query ManageDashboardRouteQuery($period: DashboardPeriod!, $timeZone: String!, $admin: Boolean!, $bookkeeping: Boolean!, $production: Boolean!) {
    dashboard(period: $period, timeZone: $timeZone) {
      ...DashboardAttention_dashboard @arguments(admin: $admin, bookkeeping: $bookkeeping, production: $production)
      ...RevenueChart_dashboard @include(if: $bookkeeping) @alias(as: "revenue")
      ...OrdersByStatus_dashboard
      ...NewestMessages_dashboard @include(if: $production) @alias(as: "inbox")
    }
  }
`;

/** Which of the dashboard's parts `role` is asked for. */
const dashboardParts = (role: string | null | undefined) => ({
  admin: mayUseArea(role, "admin"),
  bookkeeping: mayUseArea(role, "bookkeeping"),
  production: mayUseArea(role, "production"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
  const parts = dashboardParts((await currentViewer())?.role);
  return loadRouteQuery<ManageDashboardRouteQueryType>(ManageDashboardRouteQuery, { period, timeZone: browserTimeZone(), ...parts });
}

export function Component() {
  const { dashboard } = useRouteQuery<ManageDashboardRouteQueryType>(ManageDashboardRouteQuery);
  usePageMeta({ title: "Dashboard" });
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get(PERIOD_PARAM));
  return (
    <Stack gap="lg">
      <ManageHeader title="Dashboard" description="The studio at a glance: money taken, work due and what waits for you. Every figure opens the table behind it." />
      <DashboardAttention dashboard={dashboard} />
      {dashboard.revenue && (
        <RevenueChart
          dashboard={dashboard.revenue}
          periodSwitch={
            <SegmentedControl
              aria-label="Revenue and paid orders per"
              data={PERIOD_OPTIONS}
              value={period}
              onChange={(value) => setSearchParams(withPeriod(searchParams, parsePeriod(value)))}
            />
          }
        />
      )}
      <SimpleGrid cols={{ base: 1, md: dashboard.inbox ? 2 : 1 }} spacing="md">
        <OrdersByStatus dashboard={dashboard} />
        {dashboard.inbox && <NewestMessages dashboard={dashboard.inbox} />}
      </SimpleGrid>
    </Stack>
  );
}
