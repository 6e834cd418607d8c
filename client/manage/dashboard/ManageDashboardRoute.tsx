// /manage: the studio's dashboard. One query (the period from `?period=`, days by default, counted
// in the reader's time zone) answers every figure; each figure links to the filtered table behind it.
import { SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { ManageDashboardRouteQuery as ManageDashboardRouteQueryType } from "../../__generated__/ManageDashboardRouteQuery.graphql.ts";
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
  query ManageDashboardRouteQuery($period: DashboardPeriod!, $timeZone: String!) {
    dashboard(period: $period, timeZone: $timeZone) {
      ...DashboardAttention_dashboard
      ...RevenueChart_dashboard
      ...OrdersByStatus_dashboard
      ...NewestMessages_dashboard
    }
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
  return loadRouteQuery<ManageDashboardRouteQueryType>(ManageDashboardRouteQuery, { period, timeZone: browserTimeZone() });
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
      <RevenueChart
        dashboard={dashboard}
        periodSwitch={
          <SegmentedControl
            aria-label="Revenue and paid orders per"
            data={PERIOD_OPTIONS}
            value={period}
            onChange={(value) => setSearchParams(withPeriod(searchParams, parsePeriod(value)))}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrdersByStatus dashboard={dashboard} />
        <NewestMessages dashboard={dashboard} />
      </SimpleGrid>
    </Stack>
  );
}
