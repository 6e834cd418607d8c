// The order's invoice and credit notes as PDF downloads, oldest first.
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { OrderInvoices_order$key } from "../../__generated__/OrderInvoices_order.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";

const KIND_LABELS: Record<string, string> = { INVOICE: "Invoice", CREDIT_NOTE: "Credit note" };

export function OrderInvoices({ order }: { order: OrderInvoices_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderInvoices_order on Order {
        invoices {
          id
          number
          kind
          total
          currency
          issuedAt
          downloadUrl
        }
      }
    `,
    order,
  );
  if (data.invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The invoice is issued when the order is paid.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
      {data.invoices.map((invoice) => (
        <Group component="li" key={invoice.id} justify="space-between" gap="xs" wrap="nowrap">
          <Anchor href={invoice.downloadUrl} download size="sm" fw={600}>
            {KIND_LABELS[invoice.kind] ?? invoice.kind} {invoice.number} (PDF)
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {formatMoney(invoice.total, invoice.currency)} · <DateTimeCell value={invoice.issuedAt} dateOnly />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
