// /account/order/new — a signed-in customer starts an order: the same choice as /order, leading
// to the wizards inside the account (/account/order/new/<wizard>), prefilled from the profile.
import { Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { AccountNewOrderRouteQuery as AccountNewOrderRouteQueryType } from "../__generated__/AccountNewOrderRouteQuery.graphql.ts";
import { usePageMeta } from "../app/usePageMeta.ts";
import { OrderChoice } from "./OrderChoice.tsx";
import { queryRouteLoader, useRouteQuery } from "../ui/routeLoaders.ts";

const AccountNewOrderRouteQuery = graphql`
  query AccountNewOrderRouteQuery {
    services {
      ...OrderChoice_services
    }
  }
`;

export const loader = queryRouteLoader<AccountNewOrderRouteQueryType>(AccountNewOrderRouteQuery);

export function Component() {
  usePageMeta({ title: "New order" });
  const data = useRouteQuery<AccountNewOrderRouteQueryType>(AccountNewOrderRouteQuery);
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
