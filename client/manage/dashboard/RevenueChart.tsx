// Revenue (settled payments less refunds, in the studio's currency) and paid orders per day, week
// or month, as two charts and as a table whose every figure opens the payments or orders behind it.
import { BarChart, LineChart } from "@mantine/charts";
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { RevenueChart_dashboard$key } from "../../__generated__/RevenueChart_dashboard.graphql.ts";
import { formatMoney, minorDigits } from "../../../common/money.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { ChartStyles } from "./ChartStyles.tsx";
import { dashboardLinks } from "./dashboardLinks.ts";
import { parsePeriod, PERIOD_SPANS, periodLabel, periodName } from "./dashboardPeriod.ts";

const fragment = graphql`
  fragment RevenueChart_dashboard on Dashboard {
    period
    currency
    series {
      from
      to
      gross
      refunded
      revenue
      paidOrders
    }
  }
`;

const PERIOD_HEADERS = { DAY: "Day", WEEK: "Week", MONTH: "Month" } as const;

export function RevenueChart({ dashboard, periodSwitch }: { dashboard: RevenueChart_dashboard$key; periodSwitch: ReactNode }) {
  const { period: rawPeriod, currency, series } = useFragment(fragment, dashboard);
  const period = parsePeriod(rawPeriod);
  const money = (minor: number) => formatMoney(minor, currency);
  const scale = 10 ** minorDigits(currency);
  const compact = new Intl.NumberFormat("en-GB", { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 });
  const data = series.map((bucket) => ({ label: periodLabel(period, bucket.from), revenue: bucket.revenue / scale, paidOrders: bucket.paidOrders }));
  const first = series[0];
  const last = series[series.length - 1];
  const revenue = series.reduce((sum, bucket) => sum + bucket.revenue, 0);
  const refunded = series.reduce((sum, bucket) => sum + bucket.refunded, 0);
  const paidOrders = series.reduce((sum, bucket) => sum + bucket.paidOrders, 0);
  const span = PERIOD_SPANS[period];
  const nothing = revenue === 0 && refunded === 0 && paidOrders === 0;

  return (
    <Paper withBorder p="md" radius="md">
      <ChartStyles />
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            Revenue and paid orders
          </Title>
          {periodSwitch}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Text size="sm" c="dimmed">
              Revenue in {span}, net of refunds
            </Text>
            {first && last ? (
              <Anchor component={PrefetchLink} to={dashboardLinks.payments(first.from, last.to, currency)} fz={28} fw={700}>
                {money(revenue)}
              </Anchor>
            ) : null}
            <Text size="sm" c="dimmed">
              {refunded ? `${money(refunded)} refunded` : "Nothing refunded"}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Orders paid in {span}
            </Text>
            {first && last ? (
              <Anchor component={PrefetchLink} to={dashboardLinks.paidOrders(first.from, last.to)} fz={28} fw={700}>
                {paidOrders}
              </Anchor>
            ) : null}
          </div>
        </SimpleGrid>
        {nothing ? (
          <Text c="dimmed">No payment, refund or paid order in {span} yet: the charts fill in as orders are paid.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <figure style={{ margin: 0 }} aria-label={`Revenue per ${PERIOD_HEADERS[period].toLowerCase()} in ${currency}, ${span}`}>
              <BarChart
                h={220}
                data={data}
                dataKey="label"
                series={[{ name: "revenue", label: "Revenue", color: "studio.6" }]}
                valueFormatter={(value) => money(Math.round(value * scale))}
                yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 64 }}
                tickLine="y"
                accessibilityLayer={false}
              />
            </figure>
            <figure style={{ margin: 0 }} aria-label={`Paid orders per ${PERIOD_HEADERS[period].toLowerCase()}, ${span}`}>
              <LineChart
                h={220}
                data={data}
                dataKey="label"
                series={[{ name: "paidOrders", label: "Paid orders", color: "orange.7" }]}
                yAxisProps={{ allowDecimals: false, width: 40 }}
                curveType="linear"
                tickLine="y"
                accessibilityLayer={false}
              />
            </figure>
          </SimpleGrid>
        )}
        <PeriodTable series={series} period={period} currency={currency} />
      </Stack>
    </Paper>
  );
}

type Bucket = { from: string; to: string; gross: number; refunded: number; revenue: number; paidOrders: number };

/** The same figures, newest first: every amount opens its payments, every count its orders. */
function PeriodTable({ series, period, currency }: { series: readonly Bucket[]; period: ReturnType<typeof parsePeriod>; currency: string }) {
  const rows = [...series].reverse().filter((bucket) => bucket.gross || bucket.refunded || bucket.paidOrders);
  if (rows.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Caption>Each {PERIOD_HEADERS[period].toLowerCase()} with a payment, a refund or a paid order</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PERIOD_HEADERS[period]}</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Refunded</Table.Th>
            <Table.Th ta="right">Paid orders</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((bucket) => (
            <Table.Tr key={bucket.from}>
              <Table.Th scope="row" fw={400}>
                {periodName(period, bucket.from, bucket.to)}
              </Table.Th>
              <Table.Td ta="right">
                <Anchor component={PrefetchLink} to={dashboardLinks.payments(bucket.from, bucket.to, currency)} fz="sm">
                  {formatMoney(bucket.revenue, currency)}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{bucket.refunded ? formatMoney(bucket.refunded, currency) : "–"}</Table.Td>
              <Table.Td ta="right">
                <Anchor component={PrefetchLink} to={dashboardLinks.paidOrders(bucket.from, bucket.to)} fz="sm">
                  {bucket.paidOrders}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
