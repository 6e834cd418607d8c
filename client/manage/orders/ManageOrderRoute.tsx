// /manage/orders/:id (the Order's global id): the order desk's page of one order.
import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ManageOrderRouteQuery as ManageOrderRouteQueryType } from "../../__generated__/ManageOrderRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ORDERS_PATH } from "../paths.ts";
import { OrderDesk } from "./OrderDesk.tsx";

const ManageOrderRouteQuery = graphql`
  query ManageOrderRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order @alias(as: "order") {
        id
        number
        ...OrderDesk_order
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<ManageOrderRouteQueryType> {
  return loadRouteQuery<ManageOrderRouteQueryType>(ManageOrderRouteQuery, { id: params.id ?? "" });
}

function Trail({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Anchor component={Link} to={ORDERS_PATH} size="sm">
        Orders
      </Anchor>
      <Text size="sm" aria-current="page">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

export function Component() {
  const data = usePreloadedQuery<ManageOrderRouteQueryType>(ManageOrderRouteQuery, useLoaderData() as PreloadedQuery<ManageOrderRouteQueryType>);
  const order = data.node?.order ?? null;
  usePageMeta({ title: order ? `Order ${order.number} · Orders` : "Order not found" });

  if (!order) {
    return (
      <Stack gap="md">
        <Trail current="Not found" />
        <Title order={1}>Order not found</Title>
        <Text>
          There is no order at this address. The link may be incomplete.{" "}
          <Anchor component={Link} to={ORDERS_PATH}>
            Back to all orders
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Trail current={`Order ${order.number}`} />
      <OrderDesk order={order} />
    </Stack>
  );
}
