import { graphql, useFragment } from "react-relay";
import type { OrderHistoryTable_viewer$key } from "../../__generated__/OrderHistoryTable_viewer.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { orderHistoryListSpec } from "./orderHistoryList.ts";
import { OrderHistoryRow, orderHistoryColumns } from "./OrderHistoryRow.tsx";

export function OrderHistoryTable({ viewer }: { viewer: OrderHistoryTable_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrderHistoryTable_viewer on User @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        orders(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...OrderHistoryRow_order } }
        }
      }
    `,
    viewer,
  );
  return (
    <ListTable
      spec={orderHistoryListSpec}
      caption="Your orders"
      noun={["order", "orders"]}
      columns={orderHistoryColumns}
      connection={data.orders}
      renderRow={(order) => <OrderHistoryRow key={order.id} order={order} />}
    />
  );
}
