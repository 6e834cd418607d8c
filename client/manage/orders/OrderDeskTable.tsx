import { graphql, useFragment } from "react-relay";
import type { OrderDeskTable_query$key } from "../../__generated__/OrderDeskTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { orderColumns, OrderDeskRow } from "./OrderDeskRow.tsx";
import { ordersListSpec } from "./ordersList.ts";

export function OrderDeskTable({ query }: { query: OrderDeskTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment OrderDeskTable_query on Query @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageOrders(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...OrderDeskRow_order } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={ordersListSpec}
      caption="Orders"
      noun={["order", "orders"]}
      columns={orderColumns}
      connection={data.manageOrders}
      renderRow={(order) => <OrderDeskRow key={order.id} order={order} />}
      // Fits beside the sidebar from 1280 px: every column, Attention last, in view without scrolling.
      minWidth={900}
    />
  );
}
