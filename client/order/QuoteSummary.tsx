// The live price next to the wizard: the lines the server priced, subtotal, discount, tax (included
// or added), the total, the word count with the spoken duration "at N words per minute", and the
// turnaround. The total is announced politely when it changes.
import { Divider, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatDuration } from "../../common/orders/wordCount.ts";
import type { QuoteSummary_quote$key } from "../__generated__/QuoteSummary_quote.graphql.ts";
import { formatMoney, formatPercent } from "../../common/money.ts";
import { REVERSE_CHARGE_NOTE } from "../ui/orders/priceRows.ts";
import { readPriceTotals } from "../ui/orders/priceTotals.ts";

const days = (count: number) => `${count} working ${count === 1 ? "day" : "days"}`;

type TaxFields = { taxRateName: string | null | undefined; taxRateBasisPoints: number | null | undefined; taxInclusive: boolean; taxTotal: number };

/** "VAT 21 %", or null when no tax applies. */
export function taxLabel(quote: TaxFields): string | null {
  if (!quote.taxRateName) return null;
  // Names often carry their rate already ("VAT 21 %").
  if (quote.taxRateBasisPoints == null || quote.taxRateName.includes("%")) return quote.taxRateName;
  return `${quote.taxRateName} ${formatPercent(quote.taxRateBasisPoints)}`;
}

/** The line under the total: what the tax is and how it is charged. */
export function taxNote(quote: TaxFields, money: (minor: number) => string): string {
  const label = taxLabel(quote);
  if (!label) return "No tax applies to this order.";
  if (quote.taxInclusive) return `Includes ${label}: ${money(quote.taxTotal)}.`;
  return `${label} is added for now; at payment, your billing country decides the tax.`;
}

export function QuoteSummary({ quote: quoteKey, updating, emptyText }: { quote: QuoteSummary_quote$key; updating: boolean; emptyText: string }) {
  const data = useFragment(
    graphql`
      fragment QuoteSummary_quote on Quote {
        lines {
          kind
          description
          quantity
          unitAmount
          amount
        }
        ...priceTotals_price
        taxInclusive
        taxRateName
        taxRateBasisPoints
        reverseCharge
        wordCount
        estimatedDurationSeconds
        wordsPerMinute
        turnaroundDays
      }
    `,
    quoteKey,
  );
  const quote = { ...data, ...readPriceTotals(data) };
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <Stack gap="sm" aria-busy={updating}>
      {quote.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Table verticalSpacing={6} horizontalSpacing={0} fz="sm" aria-label="Price lines">
          <Table.Tbody>
            {quote.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td pr="sm">
                  {line.description}
                  {line.quantity > 1 && (
                    <Text span size="xs" c="dimmed" display="block">
                      {line.quantity} × {money(line.unitAmount)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                  {money(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm">Subtotal</Text>
          <Text size="sm">{money(quote.subtotal)}</Text>
        </Group>
        {quote.discountTotal > 0 && (
          <Group justify="space-between">
            <Text size="sm">Discount</Text>
            <Text size="sm">−{money(quote.discountTotal)}</Text>
          </Group>
        )}
        {quote.reverseCharge ? (
          <Group justify="space-between">
            <Text size="sm">VAT</Text>
            <Text size="sm">{REVERSE_CHARGE_NOTE}</Text>
          </Group>
        ) : null}
        {!quote.taxInclusive && quote.taxRateName ? (
          <Group justify="space-between">
            <Text size="sm">{taxLabel(quote)}</Text>
            <Text size="sm">{money(quote.taxTotal)}</Text>
          </Group>
        ) : null}
      </Stack>
      <Divider />
      <Group justify="space-between" align="baseline">
        <Title order={3} fz="lg">
          Total
        </Title>
        <Group gap="xs" align="center">
          {updating && <Loader size={14} aria-label="Updating the price" />}
          <Text fw={800} fz="xl" data-testid="quote-total" role="status" aria-live="polite" aria-atomic="true">
            {money(quote.total)}
          </Text>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {taxNote(quote, money)}
      </Text>
      <Divider />
      <Stack gap={2}>
        <Text size="sm" data-testid="quote-words">
          {quote.wordCount} {quote.wordCount === 1 ? "word" : "words"} · about {formatDuration(quote.estimatedDurationSeconds)} spoken
        </Text>
        <Text size="xs" c="dimmed">
          at {quote.wordsPerMinute} words per minute
        </Text>
        <Text size="sm">Delivered within {days(quote.turnaroundDays)} of payment</Text>
      </Stack>
    </Stack>
  );
}
