// One company in the management table: name (linking to its page), VAT number, country, how many
// members and placed orders it has, and when it was created.
import { Anchor, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { CompanyRow_company$key } from "../../__generated__/CompanyRow_company.graphql.ts";
import { countryName } from "../../ui/billingCountries.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { companyPath } from "../paths.ts";

/** The columns CompanyRow renders, in order (CompaniesTable's headers). */
export const companyColumns = [
  { key: "name", label: "Name", sortField: "name" },
  { key: "vatNumber", label: "VAT number", sortField: "vatNumber" },
  { key: "country", label: "Country", sortField: "country" },
  { key: "members", label: "Members" },
  { key: "orders", label: "Orders" },
  { key: "createdAt", label: "Created", sortField: "createdAt", firstDirection: "DESC" },
] as const;

const none = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

export function CompanyRow({ company }: { company: CompanyRow_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyRow_company on Company {
        id
        name
        vatNumber
        country
        city
        memberCount
        orderCount
        createdAt
      }
    `,
    company,
  );
  return (
    <Table.Tr data-testid="company-row">
      <Table.Td>
        <Anchor component={Link} to={companyPath(data.id)} fw={600}>
          {data.name}
        </Anchor>
        {data.city && (
          <Text size="xs" c="dimmed">
            {data.city}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {data.vatNumber ? (
          <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {data.vatNumber}
          </Text>
        ) : (
          none
        )}
      </Table.Td>
      <Table.Td>{data.country ? <Text size="sm">{countryName(data.country)}</Text> : none}</Table.Td>
      <Table.Td>
        <Text size="sm">{data.memberCount.toLocaleString("en")}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{data.orderCount.toLocaleString("en")}</Text>
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} dateOnly />
      </Table.Td>
    </Table.Tr>
  );
}
