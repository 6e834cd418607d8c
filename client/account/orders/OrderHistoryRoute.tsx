// /account/order/history: the customer's placed orders (and those a reseller placed for them),
// 20 a page, searched by number, service or voice, filtered by status, service and date through
// the URL; each row opens the order's page.
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, Navigate, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import type { OrderHistoryFilters_query$key } from "../../__generated__/OrderHistoryFilters_query.graphql.ts";
import type { OrderHistoryRouteQuery as OrderHistoryRouteQueryType } from "../../__generated__/OrderHistoryRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { NEW_ORDER_PATH } from "../../ui/orders/accountOrderPaths.ts";
import { OrderHistoryFilters } from "./OrderHistoryFilters.tsx";
import { orderHistoryListSpec } from "./orderHistoryList.ts";
import { OrderHistoryTable } from "./OrderHistoryTable.tsx";

const OrderHistoryRouteQuery = graphql`
  query OrderHistoryRouteQuery($first: Int!, $filter: ListQuery) {
    viewer {
      id
      ...OrderHistoryTable_viewer @arguments(first: $first, filter: $filter)
    }
    ...OrderHistoryFilters_query
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<OrderHistoryRouteQueryType> {
  return loadListQuery<OrderHistoryRouteQueryType>(OrderHistoryRouteQuery, request, orderHistoryListSpec);
}

function OrderHistoryResults({ queryRef, onAnswer }: { queryRef: PreloadedQuery<OrderHistoryRouteQueryType>; onAnswer: (query: OrderHistoryFilters_query$key) => void }) {
  const data = usePreloadedQuery<OrderHistoryRouteQueryType>(OrderHistoryRouteQuery, queryRef);
  const location = useLocation();
  // The filter bar sits outside the results (so typing survives a reload of the rows) and takes
  // its service choices from each answer.
  useEffect(() => onAnswer(data), [data, onAnswer]);
  // The session ended since the guard looked (signed out in another tab): sign in again.
  if (!data.viewer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <OrderHistoryTable viewer={data.viewer} />;
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<OrderHistoryRouteQueryType>;
  const [filterQuery, setFilterQuery] = useState<OrderHistoryFilters_query$key | null>(null);
  usePageMeta({ title: "Your orders" });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Your orders</Title>
          <Text c="dimmed">Every order you placed. Open one to follow it, download its recordings or get its invoice.</Text>
        </div>
        <Button component={Link} to={NEW_ORDER_PATH}>
          New order
        </Button>
      </Group>
      <OrderHistoryFilters query={filterQuery} />
      <ListResults data={data}>{(queryRef) => <OrderHistoryResults queryRef={queryRef} onAnswer={setFilterQuery} />}</ListResults>
    </Stack>
  );
}
