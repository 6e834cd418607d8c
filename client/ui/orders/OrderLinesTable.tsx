// What an order costs, as the server priced it: one row per line (quantity × unit price), then
// subtotal, discount, tax (added, included, or none) and total.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { OrderLinesTable_order$key } from "../../__generated__/OrderLinesTable_order.graphql.ts";

type TotalRow = { key: string; label: string; amount: string; note?: string };

export function OrderLinesTable({ order }: { order: OrderLinesTable_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderLinesTable_order on Order {
        number
        lines {
          kind
          description
          quantity
          unitAmount
          amount
        }
        subtotal
        discountTotal
        discountCode
        taxTotal
        taxRateName
        taxInclusive
        total
        currency
      }
    `,
    order,
  );
  const money = (minor: number) => formatMoney(minor, data.currency);
  const totals: TotalRow[] = [{ key: "subtotal", label: "Subtotal", amount: money(data.subtotal) }];
  if (data.discountTotal > 0) {
    totals.push({ key: "discount", label: data.discountCode ? `Discount (${data.discountCode})` : "Discount", amount: `−${money(data.discountTotal)}` });
  }
  if (!data.taxRateName) totals.push({ key: "tax", label: "Tax", amount: money(0), note: "No tax charged" });
  else if (data.taxInclusive) totals.push({ key: "tax", label: `incl. ${data.taxRateName}`, amount: money(data.taxTotal), note: "Included in the prices above" });
  else totals.push({ key: "tax", label: data.taxRateName, amount: money(data.taxTotal) });

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
          {data.lines.map((line, index) => (
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
              <Table.Th scope="row" colSpan={3} fw={400} ta="right">
                {row.label}
                {row.note && (
                  <Text span size="xs" c="dimmed" display="block">
                    {row.note}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }} c={row.key === "discount" ? "teal.8" : undefined}>
                {row.amount}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-row="total">
            <Table.Th scope="row" colSpan={3} ta="right" fz="md">
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700} fz="md" style={{ whiteSpace: "nowrap" }} data-testid="order-total">
              {money(data.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
