// One order on the order desk: number (the link to its page), customer (name, e-mail, a "Guest"
// badge), service, status, rush, total, when it was paid (or how old an unpaid checkout is), when it is due (red once overdue) and
// whether it needs attention.
import { Badge, Checkbox, Table, Text, Tooltip } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderDeskRow_order$key } from "../../__generated__/OrderDeskRow_order.graphql.ts";
import { OrderNumberCell } from "../../ui/orders/OrderNumberCell.tsx";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";
import { DateTimeCell, MoneyCell } from "../../ui/table/cells.tsx";
import type { ListColumn } from "../../ui/table/ListTable.tsx";
import { orderPath } from "../paths.ts";
import { isOverdue } from "./ordersList.ts";
import { UnpaidCheckoutCell } from "./UnpaidCheckoutCell.tsx";

/** The columns OrderDeskRow renders after its checkbox, in order (OrderDeskTable's headers). */
export const orderColumns: readonly ListColumn[] = [
  { key: "number", label: "Order", sortField: "number", firstDirection: "DESC" },
  { key: "customer", label: "Customer" },
  { key: "service", label: "Service", sortField: "serviceName" },
  { key: "status", label: "Status", sortField: "status" },
  { key: "rush", label: "Rush", sortField: "rush", firstDirection: "DESC" },
  { key: "total", label: "Total", sortField: "total", firstDirection: "DESC" },
  { key: "paidAt", label: "Paid", sortField: "paidAt", firstDirection: "DESC" },
  { key: "dueAt", label: "Due", sortField: "dueAt" },
  { key: "flag", label: "Attention", sortField: "flaggedAt", firstDirection: "DESC" },
];

/** Whether the row is picked for a bulk action, and picking it. */
export type RowSelection = { selected: boolean; onChange: (selected: boolean) => void };

export function OrderDeskRow({ order, selection }: { order: OrderDeskRow_order$key; selection: RowSelection }) {
  const data = useFragment(
    graphql`
      fragment OrderDeskRow_order on Order {
        id
        number
        status
        customerName
        email
        isGuestOrder
        service {
          name
        }
        voice {
          name
        }
        rush
        total
        currency
        dueAt
        flagReason
        ...UnpaidCheckoutCell_order
      }
    `,
    order,
  );
  const overdue = isOverdue(data.status, data.dueAt);

  return (
    <Table.Tr data-testid="order-row" bg={selection.selected ? "var(--mantine-primary-color-light)" : undefined}>
      <Table.Td>
        <Checkbox aria-label={`Select order ${data.number}`} checked={selection.selected} onChange={(event) => selection.onChange(event.currentTarget.checked)} />
      </Table.Td>
      <OrderNumberCell number={data.number} to={orderPath(data.id)} />
      <Table.Td maw={220}>
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {data.customerName ?? "—"}
          {data.isGuestOrder && (
            <Badge variant="light" color="gray" size="xs" tt="none" ml={6}>
              Guest
            </Badge>
          )}
        </Text>
        {data.email && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {data.email}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{data.service.name}</Text>
        {data.voice && (
          <Text size="xs" c="dimmed">
            {data.voice.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={data.status} fz="xs" />
      </Table.Td>
      <Table.Td>
        {data.rush ? (
          <Badge variant="light" color="orange" tt="none" fz="xs">
            Rush
          </Badge>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <MoneyCell amount={data.total} currency={data.currency} />
      <UnpaidCheckoutCell order={data} />
      <Table.Td>
        <Text span size="sm" c={overdue ? "red.8" : undefined} fw={overdue ? 600 : undefined} data-overdue={overdue || undefined}>
          <DateTimeCell value={data.dueAt} />
          {overdue && (
            <Text span size="xs" display="block">
              Overdue
            </Text>
          )}
        </Text>
      </Table.Td>
      <Table.Td>
        {data.flagReason && (
          <Tooltip label={data.flagReason} multiline w={260} withArrow>
            <Badge variant="filled" color="red.9" tt="none" fz="xs" tabIndex={0} aria-label={`Needs attention: ${data.flagReason}`}>
              Needs attention
            </Badge>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
