import { Checkbox, Stack } from "@mantine/core";
import { useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderDeskTable_query$key } from "../../__generated__/OrderDeskTable_query.graphql.ts";
import { ListTable, type ListColumn } from "../../ui/table/ListTable.tsx";
import { BulkOrderActions } from "./BulkOrderActions.tsx";
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
  const pageIds = useMemo(() => data.manageOrders.edges.map((edge) => edge.node.id), [data.manageOrders.edges]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only rows on the page can be picked: another page or filter leaves the others behind.
  const selected = pageIds.filter((id) => picked.has(id));
  const allSelected = pageIds.length > 0 && selected.length === pageIds.length;
  const pick = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set([...current].filter((kept) => pageIds.includes(kept)));
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: readonly ListColumn[] = [
    {
      key: "select",
      label: "Select",
      width: 40,
      header: (
        <Checkbox
          aria-label="Select all orders on this page"
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          disabled={pageIds.length === 0}
          onChange={() => setPicked(new Set(allSelected ? [] : pageIds))}
        />
      ),
    },
    ...orderColumns,
  ];
  return (
    <Stack gap="sm">
      <BulkOrderActions orderIds={selected} onDone={() => setPicked(new Set())} />
      <ListTable
        spec={ordersListSpec}
        caption="Orders"
        noun={["order", "orders"]}
        columns={columns}
        connection={data.manageOrders}
        renderRow={(order) => <OrderDeskRow key={order.id} order={order} selection={{ selected: picked.has(order.id), onChange: (on) => pick(order.id, on) }} />}
        // Fits beside the sidebar from 1280 px: every column, Attention last, in view without scrolling.
        minWidth={940}
      />
    </Stack>
  );
}
