// One order in the customer's history: its number (the link to its page), service and voice,
// status, when it was ordered, when it is due, and its total.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderHistoryRow_order$key } from "../../__generated__/OrderHistoryRow_order.graphql.ts";
import { OrderNumberCell } from "../../ui/orders/OrderNumberCell.tsx";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";
import { DateTimeCell, MoneyCell } from "../../ui/table/cells.tsx";
import { accountOrderPath } from "../../ui/orders/accountOrderPaths.ts";

/** The columns OrderHistoryRow renders, in order (OrderHistoryTable's headers). */
export const orderHistoryColumns = [
  { key: "number", label: "Order", sortField: "number", firstDirection: "DESC" },
  { key: "service", label: "Service", sortField: "serviceName" },
  { key: "status", label: "Status", sortField: "status" },
  { key: "createdAt", label: "Ordered", sortField: "createdAt", firstDirection: "DESC" },
  { key: "dueAt", label: "Due", sortField: "dueAt", firstDirection: "DESC" },
  { key: "total", label: "Total", sortField: "total", firstDirection: "DESC" },
] as const;

export function OrderHistoryRow({ order }: { order: OrderHistoryRow_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderHistoryRow_order on Order {
        id
        number
        status
        createdAt
        dueAt
        total
        currency
        rush
        service {
          name
        }
        voice {
          name
        }
      }
    `,
    order,
  );
  return (
    <Table.Tr data-testid="order-history-row">
      <OrderNumberCell number={data.number} to={accountOrderPath(data.id)} />
      <Table.Td>
        <Text size="sm">{data.service.name}</Text>
        {(data.voice || data.rush) && (
          <Text size="xs" c="dimmed">
            {[data.voice?.name, data.rush ? "Rush" : null].filter(Boolean).join(" · ")}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={data.status} />
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} dateOnly />
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.dueAt} dateOnly />
      </Table.Td>
      <MoneyCell amount={data.total} currency={data.currency} />
    </Table.Tr>
  );
}
