// /order — what to order: the services with an online order form, and those priced on request
// (which lead to the quote request).
import { Container } from "@mantine/core";
import { graphql } from "react-relay";
import type { OrderRouteQuery as OrderRouteQueryType } from "../__generated__/OrderRouteQuery.graphql.ts";
import { usePageMeta } from "../app/usePageMeta.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { OrderChoice } from "./OrderChoice.tsx";
import { queryRouteLoader, useRouteQuery } from "../ui/routeLoaders.ts";

const OrderRouteQuery = graphql`
  query OrderRouteQuery {
    services {
      ...OrderChoice_services
    }
  }
`;

export const loader = queryRouteLoader<OrderRouteQueryType>(OrderRouteQuery);

export function Component() {
  usePageMeta({ title: "Order", description: "Order telephone prompts, on-hold messages and voicemail greetings online at a fixed price, or ask for a quote for anything else." });
  const data = useRouteQuery<OrderRouteQueryType>(OrderRouteQuery);
  return (
    <Container size="lg" py="xl" px="md">
      <PageHeader eyebrow="Order" title="What would you like to order?" lead="Prompts for your phone menu, messages on hold and voicemail greetings are priced online as you type. Larger projects get a fixed quote from the studio." />
      <OrderChoice services={data.services} />
    </Container>
  );
}
