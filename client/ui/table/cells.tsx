// Small cell renderers shared by the management tables.
import { Text } from "@mantine/core";

const dateTimeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
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
