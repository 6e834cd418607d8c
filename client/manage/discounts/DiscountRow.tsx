import { Badge, Stack, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { DiscountRow_discount$key } from "../../__generated__/DiscountRow_discount.graphql.ts";
import { EditCell } from "../rowCells.tsx";
import { formatMoney, formatPercent } from "../../../common/money.ts";
import { DateTimeCell, formatDateTime } from "../../ui/table/cells.tsx";
import type { ListColumn } from "../../ui/table/ListTable.tsx";

/** The columns DiscountRow renders, in order (DiscountsTable's headers). */
export const discountColumns: readonly ListColumn[] = [
  { key: "code", label: "Code", sortField: "code" },
  { key: "kind", label: "Discount", sortField: "kind" },
  { key: "window", label: "Valid", sortField: "endsAt", firstDirection: "DESC" },
  { key: "usage", label: "Used", sortField: "redemptionCount", firstDirection: "DESC" },
  { key: "status", label: "Status", sortField: "active" },
  { key: "createdAt", label: "Created", sortField: "createdAt", firstDirection: "DESC" },
  { key: "actions", label: "Actions", hideLabel: true },
];

/** "3 / 10", or "3 / unlimited" without a limit. */
export function usageLabel(count: number, max: number | null | undefined): string {
  return `${count.toLocaleString("en")} / ${max == null ? "unlimited" : max.toLocaleString("en")}`;
}

/** "1 Dec 2026, 00:00 – 1 Jan 2027, 00:00", "From …", "Until …" (the end is exclusive), "Always". */
export function windowLabel(startsAt: string | null | undefined, endsAt: string | null | undefined): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return "Always";
}

type Status = { label: string; color: string };

/** Inactive (switched off), Ended, Scheduled or Active, at `now`. */
export function discountStatus(discount: { active: boolean; startsAt?: string | null; endsAt?: string | null }, now = Date.now()): Status {
  if (!discount.active) return { label: "Inactive", color: "gray" };
  if (discount.endsAt && now >= Date.parse(discount.endsAt)) return { label: "Ended", color: "orange" };
  if (discount.startsAt && now < Date.parse(discount.startsAt)) return { label: "Scheduled", color: "blue" };
  return { label: "Active", color: "green" };
}

export function DiscountRow({ discount, onEdit }: { discount: DiscountRow_discount$key; onEdit: (id: string) => void }) {
  const data = useFragment(
    graphql`
      fragment DiscountRow_discount on Discount {
        id
        code
        description
        kind
        percentBasisPoints
        amount
        currency
        minimumSubtotal
        startsAt
        endsAt
        maxRedemptions
        perCustomerLimit
        redemptionCount
        confirmedRedemptionCount
        active
        createdAt
        services {
          id
          name
        }
      }
    `,
    discount,
  );
  const value = data.kind === "PERCENT" ? formatPercent(data.percentBasisPoints ?? 0) : formatMoney(data.amount ?? 0, data.currency);
  const conditions = [
    data.minimumSubtotal > 0 ? `Minimum ${formatMoney(data.minimumSubtotal, data.currency)}` : null,
    data.services.length > 0 ? `Only ${data.services.map((service) => service.name).join(", ")}` : null,
  ].filter((text): text is string => text !== null);
  const status = discountStatus(data);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} ff="monospace">
          {data.code}
        </Text>
        {data.description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {data.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
          {value} off
        </Text>
        {conditions.map((condition) => (
          <Text key={condition} size="xs" c="dimmed">
            {condition}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{windowLabel(data.startsAt, data.endsAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: "nowrap" }} data-testid="discount-usage">
            {usageLabel(data.redemptionCount, data.maxRedemptions)}
          </Text>
          <Text size="xs" c="dimmed">
            {data.confirmedRedemptionCount} paid
            {data.perCustomerLimit != null && ` · ${data.perCustomerLimit} per customer`}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={status.color}>
          {status.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} dateOnly />
      </Table.Td>
      <EditCell name={data.code} onEdit={() => onEdit(data.id)} />
    </Table.Tr>
  );
}
