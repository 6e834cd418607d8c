// The order history's filter bar. The service filter offers the catalogue's services, read from
// the route's query once it has answered (until then the filter has no choices yet).
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderHistoryFilters_query$key } from "../../__generated__/OrderHistoryFilters_query.graphql.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { orderHistoryFilters, orderHistoryListSpec } from "./orderHistoryList.ts";

export function OrderHistoryFilters({ query }: { query: OrderHistoryFilters_query$key | null }) {
  const data = useFragment(
    graphql`
      fragment OrderHistoryFilters_query on Query {
        services {
          slug
          name
        }
      }
    `,
    query,
  );
  const services = data?.services;
  const filters = useMemo(() => orderHistoryFilters(services ?? []), [services]);
  return <ListFilterBar spec={orderHistoryListSpec} search={{ label: "Search", placeholder: "Number, service or voice" }} filters={filters} advanced={false} />;
}
