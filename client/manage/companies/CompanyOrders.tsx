// The company's most recent placed orders: number (to the order desk), status, total, placed.
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { CompanyOrders_company$key } from "../../__generated__/CompanyOrders_company.graphql.ts";
import { OrderNumberCell } from "../../ui/orders/OrderNumberCell.tsx";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";
import { DateTimeCell, MoneyCell } from "../../ui/table/cells.tsx";
import { orderPath } from "../paths.ts";
import { SectionTable } from "../../ui/table/SectionTable.tsx";

export function CompanyOrders({ company: companyKey }: { company: CompanyOrders_company$key }) {
  const company = useFragment(
    graphql`
      fragment CompanyOrders_company on Company {
        orderCount
        orders(first: 20) {
          id
          number
          status
          total
          currency
          placedAt
        }
      }
    `,
    companyKey,
  );
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          Recent orders
        </Title>
        {company.orders.length === 0 ? (
          <Text c="dimmed" size="sm">
            No orders placed yet.
          </Text>
        ) : (
          <>
            <SectionTable label="Recent orders" columns={["Order", "Status", "Total", "Placed"]} minWidth={480}>
              {company.orders.map((order) => (
                <Table.Tr key={order.id}>
                  <OrderNumberCell number={order.number} to={orderPath(order.id)} />
                  <Table.Td>
                    <OrderStatusBadge status={order.status} fz="xs" />
                  </Table.Td>
                  <MoneyCell amount={order.total} currency={order.currency} />
                  <Table.Td>
                    <DateTimeCell value={order.placedAt} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </SectionTable>
            {company.orderCount > company.orders.length && (
              <Text size="sm" c="dimmed">
                The {company.orders.length} most recent of {company.orderCount.toLocaleString("en")} orders.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
