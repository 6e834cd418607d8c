// What an order costs, as the server priced it: one row per line (quantity × unit price), then
// subtotal, discount, tax (added, included, or none) and total.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { OrderLinesTable_order$key } from "../../__generated__/OrderLinesTable_order.graphql.ts";
import { readOrderPrice } from "./orderPrice.ts";
import { priceRows } from "./priceRows.ts";

export function OrderLinesTable({ order }: { order: OrderLinesTable_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderLinesTable_order on Order {
        number
        ...orderPrice_order
      }
    `,
    order,
  );
  const price = readOrderPrice(data);
  const money = (minor: number) => formatMoney(minor, price.currency);
  const totals = priceRows(price);

  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={6} horizontalSpacing={8} fz="sm" data-testid="order-lines">
        <Table.Caption>Price of order {data.number}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">
              <abbr title="Quantity" style={{ textDecoration: "none" }}>
                Qty
              </abbr>
            </Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {price.lines.map((line, index) => (
            <Table.Tr key={`${line.kind}-${index}`}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{line.description}</Table.Td>
              <Table.Td ta="right">{line.quantity.toLocaleString("en")}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {money(line.unitAmount)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {money(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((row) => (
            <Table.Tr key={row.key} data-row={row.key}>
              <Table.Th scope="row" colSpan={3} fw={row.emphasis ? 700 : 400} fz={row.emphasis ? "md" : undefined} ta="right">
                {row.label}
                {row.note && (
                  <Text span size="xs" c="dimmed" display="block">
                    {row.note}
                  </Text>
                )}
              </Table.Th>
              <Table.Td
                ta="right"
                fw={row.emphasis ? 700 : undefined}
                fz={row.emphasis ? "md" : undefined}
                style={{ whiteSpace: "nowrap", verticalAlign: "top" }}
                c={row.key === "discount" ? "teal.8" : undefined}
                data-testid={row.key === "total" ? "order-total" : undefined}
              >
                {row.amount}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
