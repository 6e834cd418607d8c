// The orders a reseller placed for one client, newest first, each opening its page.
import { Anchor, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { formatDate } from "../../../common/dates.ts";
import { formatMoney } from "../../../common/money.ts";
import type { ClientOrdersTable_client$key } from "../../__generated__/ClientOrdersTable_client.graphql.ts";
import { accountOrderPath } from "../orders/accountOrderPaths.ts";
import { OrderStatusBadge } from "../orders/OrderStatusBadge.tsx";

export function ClientOrdersTable({ client: clientKey }: { client: ClientOrdersTable_client$key }) {
  const client = useFragment(
    graphql`
      fragment ClientOrdersTable_client on Company {
        name
        clientOrders(first: 10) {
          id
          number
          status
          total
          currency
          createdAt
          service {
            name
          }
        }
      }
    `,
    clientKey,
  );
  if (client.clientOrders.length === 0) return <Text c="dimmed">No orders for {client.name} yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={`Orders for ${client.name}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {client.clientOrders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component={Link} to={accountOrderPath(order.id)}>
                  {order.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{order.service.name}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(order.total, order.currency)}</Table.Td>
              <Table.Td>{formatDate(order.createdAt, "date")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
