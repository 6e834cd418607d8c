import { Button, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { TaxRateRow_taxRate$key } from "../../__generated__/TaxRateRow_taxRate.graphql.ts";
import type { ListColumn } from "../../ui/table/ListTable.tsx";
import { formatPercent } from "../../../common/money.ts";
import { countryName } from "../../ui/billingCountries.ts";
import { StateBadge } from "../StateBadge.tsx";

/** The columns TaxRateRow renders, in order (TaxRatesTable's headers). */
export const taxRateColumns: readonly ListColumn[] = [
  { key: "country", label: "Country", sortField: "country" },
  { key: "region", label: "Region", sortField: "region" },
  { key: "name", label: "Name", sortField: "name" },
  { key: "rate", label: "Rate", sortField: "rateBasisPoints", firstDirection: "DESC" },
  { key: "prices", label: "Prices" },
  { key: "status", label: "Status", sortField: "active" },
  { key: "actions", label: "Actions", hideLabel: true },
];

export function TaxRateRow({ taxRate, onEdit }: { taxRate: TaxRateRow_taxRate$key; onEdit: () => void }) {
  const data = useFragment(
    graphql`
      fragment TaxRateRow_taxRate on TaxRate {
        id
        name
        country
        region
        rateBasisPoints
        inclusive
        active
      }
    `,
    taxRate,
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {countryName(data.country)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {data.country}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={data.region ? undefined : "dimmed"}>
          {data.region || "Whole country"}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{data.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {formatPercent(data.rateBasisPoints)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{data.inclusive ? "Include tax" : "Tax added on top"}</Text>
      </Table.Td>
      <Table.Td>
        <StateBadge on={data.active} offLabel="Inactive" />
      </Table.Td>
      <Table.Td>
        <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${data.name}`}>
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
