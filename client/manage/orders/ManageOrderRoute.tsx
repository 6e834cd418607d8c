// /manage/orders/:id (the Order's global id, or its raw id): the order desk's page of one order.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import type { ManageOrderRouteQuery as ManageOrderRouteQueryType } from "../../__generated__/ManageOrderRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { orderIdFromParam } from "../../ui/orders/paymentPaths.ts";
import { nodeExists } from "../../ui/nodeExists.ts";
import { nodeRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { DetailNotFound } from "../DetailNotFound.tsx";
import { DetailTrail } from "../DetailTrail.tsx";
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

// The studio's e-mails link to the order's raw id; the screens link to its global id.
export const loader = nodeRouteLoader<ManageOrderRouteQueryType>(ManageOrderRouteQuery, orderIdFromParam);
export const exists = nodeExists("Order", orderIdFromParam);

const LIST = { label: "Orders", path: ORDERS_PATH };

export function Component() {
  const data = useRouteQuery<ManageOrderRouteQueryType>(ManageOrderRouteQuery);
  const order = data.node?.order ?? null;
  usePageMeta({ title: order ? `Order ${order.number} · Orders` : "Order not found" });

  if (!order) {
    return <DetailNotFound noun="order" list={LIST} />;
  }
  return (
    <Stack gap="md">
      <DetailTrail list={LIST} current={`Order ${order.number}`} />
      <OrderDesk order={order} />
    </Stack>
  );
}
