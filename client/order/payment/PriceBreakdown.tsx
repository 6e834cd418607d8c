// The price of an order as the server computed it: one row per line (quantity × unit price),
// then subtotal, discount, VAT (added, included, or none for the billing country) and total.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PriceBreakdown_order$key } from "../../__generated__/PriceBreakdown_order.graphql.ts";
import { readOrderPrice } from "../../ui/orders/orderPrice.ts";
import { priceRows } from "../../ui/orders/priceRows.ts";

export type PriceLineRow = { description: string; quantity: number; unitAmount: number; amount: number };

/** The lines and totals as a table; shared by orders and the guest's live quote. */
export function PriceTable({
  lines,
  totals,
  caption = "Price",
}: {
  lines: readonly PriceLineRow[];
  totals: Parameters<typeof priceRows>[0];
  caption?: string;
}) {
  const money = (minor: number) => formatMoney(minor, totals.currency);
  const rows = priceRows(totals);
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false} aria-label={caption} data-testid="price-table">
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={index}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm">{line.description}</Text>
              {line.quantity > 1 && (
                <Text size="xs" c="dimmed">
                  {line.quantity} × {money(line.unitAmount)}
                </Text>
              )}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
              <Text size="sm">{money(line.amount)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
        {rows.map((row) => (
          <Table.Tr key={row.key} data-row={row.key} style={row.key === "subtotal" || row.key === "total" ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}>
            <Table.Th scope="row" fw={row.emphasis ? 700 : 400}>
              <Text size={row.emphasis ? "md" : "sm"} fw={row.emphasis ? 700 : 400}>
                {row.label}
              </Text>
              {row.note && (
                <Text size="xs" c="dimmed">
                  {row.note}
                </Text>
              )}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
              <Text size={row.emphasis ? "md" : "sm"} fw={row.emphasis ? 700 : 400} c={row.key === "discount" ? "teal.8" : undefined}>
                {row.amount}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function PriceBreakdown({ order }: { order: PriceBreakdown_order$key }) {
  const data = useFragment(
    graphql`
      fragment PriceBreakdown_order on Order {
        ...orderPrice_order
      }
    `,
    order,
  );
  const price = readOrderPrice(data);
  return <PriceTable lines={price.lines} totals={price} />;
}
