// The order desk's filter bar. The service and voice filters offer the catalogue's services and
// voices, read from the route's query once it has answered (until then they have no choices yet).
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderDeskFilters_query$key } from "../../__generated__/OrderDeskFilters_query.graphql.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { ordersFilters, ordersListSpec } from "./ordersList.ts";

export function OrderDeskFilters({ query }: { query: OrderDeskFilters_query$key | null }) {
  const data = useFragment(
    graphql`
      fragment OrderDeskFilters_query on Query {
        orderDeskChoices {
          services {
            slug
            name
          }
          voices {
            name
          }
        }
      }
    `,
    query,
  );
  const services = data?.orderDeskChoices.services;
  const voices = data?.orderDeskChoices.voices;
  const filters = useMemo(() => ordersFilters(services ?? [], voices ?? []), [services, voices]);
  return <ListFilterBar spec={ordersListSpec} search={{ label: "Search", placeholder: "Order number, e-mail or name" }} filters={filters} />;
}
