// /manage/orders/:id/sheet: the printable recording sheet of one order, for the voice talent.
import { graphql } from "react-relay";
import type { ManageOrderSheetRouteQuery as ManageOrderSheetRouteQueryType } from "../../__generated__/ManageOrderSheetRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { orderIdFromParam } from "../../ui/orders/paymentPaths.ts";
import { nodeExists } from "../../ui/nodeExists.ts";
import { nodeRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { DetailNotFound } from "../DetailNotFound.tsx";
import { ORDERS_PATH } from "../paths.ts";
import { RecordingSheet } from "./RecordingSheet.tsx";

const ManageOrderSheetRouteQuery = graphql`
  query ManageOrderSheetRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order @alias(as: "order") {
        number
        ...RecordingSheet_order
      }
    }
  }
`;

// The studio's e-mails link to the order's raw id; the screens link to its global id.
export const loader = nodeRouteLoader<ManageOrderSheetRouteQueryType>(ManageOrderSheetRouteQuery, orderIdFromParam);
export const exists = nodeExists("Order", orderIdFromParam);

export function Component() {
  const data = useRouteQuery<ManageOrderSheetRouteQueryType>(ManageOrderSheetRouteQuery);
  const order = data.node?.order ?? null;
  usePageMeta({ title: order ? `Recording sheet · order ${order.number}` : "Order not found" });
  if (!order) {
    return <DetailNotFound noun="order" list={{ label: "Orders", path: ORDERS_PATH }} />;
  }
  return <RecordingSheet order={order} />;
}
