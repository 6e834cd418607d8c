// /account/order/new — a signed-in customer starts an order: the same choice as /order, leading
// to the wizards inside the account (/account/order/new/<wizard>), prefilled from the profile.
import { Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { AccountNewOrderRouteQuery as AccountNewOrderRouteQueryType } from "../__generated__/AccountNewOrderRouteQuery.graphql.ts";
import { loadRouteQuery } from "../app/routeQuery.ts";
import { usePageMeta } from "../app/usePageMeta.ts";
import { OrderChoice } from "./OrderChoice.tsx";

const AccountNewOrderRouteQuery = graphql`
  query AccountNewOrderRouteQuery {
    services {
      ...OrderChoice_services
    }
  }
`;

export function loader() {
  return loadRouteQuery<AccountNewOrderRouteQueryType>(AccountNewOrderRouteQuery, {});
}

export function Component() {
  usePageMeta({ title: "New order" });
  const data = usePreloadedQuery<AccountNewOrderRouteQueryType>(AccountNewOrderRouteQuery, useLoaderData() as PreloadedQuery<AccountNewOrderRouteQueryType>);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>New order</Title>
        <Text c="dimmed">Choose what to order. Your drafts are saved to your account as you go, so you can finish them later.</Text>
      </Stack>
      <OrderChoice services={data.services} inAccount />
    </Stack>
  );
}
