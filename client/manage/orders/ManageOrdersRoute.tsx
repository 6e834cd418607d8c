// /manage/orders: the order desk. Every placed order, 20 a page, searched, filtered and sorted
// through the URL, with quick views of the work due today, overdue work and revisions asked for.
import { Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { OrderDeskFilters_query$key } from "../../__generated__/OrderDeskFilters_query.graphql.ts";
import type { ManageOrdersRouteQuery as ManageOrdersRouteQueryType } from "../../__generated__/ManageOrdersRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { OrderDeskFilters } from "./OrderDeskFilters.tsx";
import { ordersListSpec } from "./ordersList.ts";
import { OrderQuickViews } from "./OrderQuickViews.tsx";
import { OrderDeskTable } from "./OrderDeskTable.tsx";

const ManageOrdersRouteQuery = graphql`
  query ManageOrdersRouteQuery($first: Int!, $filter: ListQuery) {
    ...OrderDeskTable_query @arguments(first: $first, filter: $filter)
    ...OrderDeskFilters_query
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<ManageOrdersRouteQueryType> {
  return loadListQuery<ManageOrdersRouteQueryType>(ManageOrdersRouteQuery, request, ordersListSpec);
}

function OrdersResults({ queryRef, onAnswer }: { queryRef: PreloadedQuery<ManageOrdersRouteQueryType>; onAnswer: (query: OrderDeskFilters_query$key) => void }) {
  const data = usePreloadedQuery<ManageOrdersRouteQueryType>(ManageOrdersRouteQuery, queryRef);
  // The filter bar sits outside the results (so typing survives a reload of the rows) and takes
  // its service choices from each answer.
  useEffect(() => onAnswer(data), [data, onAnswer]);
  return (
    <Stack gap="sm">
      <TableActions table="ORDERS" exportKind="orders" />
      <OrderDeskTable query={data} />
    </Stack>
  );
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<ManageOrdersRouteQueryType>;
  const [filterQuery, setFilterQuery] = useState<OrderDeskFilters_query$key | null>(null);
  usePageMeta({ title: "Orders" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Orders" description="Every placed order. Open one to produce, deliver or refund it." />
      <OrderQuickViews />
      <OrderDeskFilters query={filterQuery} />
      <ListResults data={data}>{(queryRef) => <OrdersResults queryRef={queryRef} onAnswer={setFilterQuery} />}</ListResults>
    </Stack>
  );
}
