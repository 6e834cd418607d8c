// /account/order/history/{id}: one of the customer's orders, to follow it (status, what happens
// next, timeline), download its recordings, approve them or ask for a revision, see its price,
// payments and invoices, and order it again. The id is the order's global id, or the database id
// the server's e-mails link with.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { graphql, type PreloadedQuery } from "react-relay";
import { Link, type LoaderFunctionArgs } from "react-router";
import type { AccountOrderRouteQuery as AccountOrderRouteQueryType } from "../../__generated__/AccountOrderRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { OrderFollowView } from "./OrderFollowView.tsx";
import { orderIdFromParam } from "../../ui/orders/paymentPaths.ts";
import { ORDER_HISTORY_PATH } from "../../ui/orders/accountOrderPaths.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const AccountOrderRouteQuery = graphql`
  query AccountOrderRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order @alias(as: "order") {
        id
        number
        service {
          name
        }
        ...OrderFollowView_order
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<AccountOrderRouteQueryType> {
  return loadRouteQuery<AccountOrderRouteQueryType>(AccountOrderRouteQuery, { id: orderIdFromParam(params.id) });
}

function BackToOrders() {
  return (
    <Anchor component={Link} to={ORDER_HISTORY_PATH} size="sm">
      ← All your orders
    </Anchor>
  );
}

export function Component() {
  const data = useRouteQuery<AccountOrderRouteQueryType>(AccountOrderRouteQuery);
  const order = data.node?.order ?? null;
  usePageMeta({ title: order ? `Order ${order.number}` : "Order not found" });

  if (!order) {
    return (
      <Stack gap="md">
        <BackToOrders />
        <Title order={1}>Order not found</Title>
        <Text c="dimmed">There is no order of yours at this address. The link may be incomplete, or the order belongs to another account.</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToOrders />
        <Title order={1}>Order {order.number}</Title>
        <Text c="dimmed">{order.service.name}</Text>
      </Stack>
      <OrderFollowView key={order.id} order={order} access={{ orderId: order.id, key: null }} />
    </Stack>
  );
}
