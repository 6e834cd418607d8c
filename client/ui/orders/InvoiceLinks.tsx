// The invoice of a paid order and the credit notes of its refunds, each as a PDF link. The
// addresses come from the server ready to use (a guest's carry the private link's key).
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { InvoiceLinks_order$key } from "../../__generated__/InvoiceLinks_order.graphql.ts";
import { formatDate } from "../table/cells.tsx";

export function InvoiceLinks({ order }: { order: InvoiceLinks_order$key }) {
  const data = useFragment(
    graphql`
      fragment InvoiceLinks_order on Order {
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
        The invoice is issued once the order is paid.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="order-invoices">
      {data.invoices.map((invoice) => {
        const name = `${invoice.kind === "CREDIT_NOTE" ? "Credit note" : "Invoice"} ${invoice.number}`;
        return (
          <Group key={invoice.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0}>
              <Anchor href={invoice.downloadUrl} size="sm" fw={600} target="_blank" rel="noopener" aria-label={`${name} (PDF)`}>
                {name}
              </Anchor>
              <Text size="xs" c="dimmed">
                <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time> · PDF
              </Text>
            </Stack>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatMoney(invoice.total, invoice.currency)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
