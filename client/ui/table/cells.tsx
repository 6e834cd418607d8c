// Small cell renderers shared by the management tables.
import { Table, Text } from "@mantine/core";
import { formatDate as formatDateIn } from "../../../common/dates.ts";
import { formatMoney } from "../../../common/money.ts";

export function formatDateTime(iso: string): string {
  return formatDateIn(iso, "dateTime");
}

export function formatDate(iso: string): string {
  return formatDateIn(iso, "date");
}

/** A point in time as <time>, with the full date-time as a tooltip; "—" (or `empty`) when absent. */
export function DateTimeCell({ value, dateOnly = false, empty = "—" }: { value: string | null | undefined; dateOnly?: boolean; empty?: string }) {
  if (!value) {
    return (
      <Text span c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <time dateTime={value} title={formatDateTime(value)} style={{ whiteSpace: "nowrap" }}>
      {dateOnly ? formatDate(value) : formatDateTime(value)}
    </time>
  );
}

/** An amount in minor units as the row's emphasised money cell ("€1,234.50"), never wrapped. */
export function MoneyCell({ amount, currency }: { amount: number; currency: string }) {
  return (
    <Table.Td style={{ whiteSpace: "nowrap" }}>
      <Text size="sm" fw={600}>
        {formatMoney(amount, currency)}
      </Text>
    </Table.Td>
  );
}
