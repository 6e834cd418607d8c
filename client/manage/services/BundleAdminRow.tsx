// One message-on-hold bundle in the management table.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { BundleAdminRow_bundle$key } from "../../__generated__/BundleAdminRow_bundle.graphql.ts";
import { EditCell, NameWithSlugCell } from "../rowCells.tsx";
import { formatMoney } from "../../../common/money.ts";
import { StateBadge } from "../StateBadge.tsx";

export const bundleColumns = ["Position", "Bundle", "Service", "Messages", "Words per message", "Period", "Price", "Status", "Actions"] as const;

export function BundleAdminRow({ bundle, onEdit }: { bundle: BundleAdminRow_bundle$key; onEdit: (id: string) => void }) {
  const data = useFragment(
    graphql`
      fragment BundleAdminRow_bundle on Bundle {
        id
        name
        slug
        messagesIncluded
        wordsPerMessage
        periodMonths
        price
        currency
        active
        position
        service {
          id
          name
        }
      }
    `,
    bundle,
  );
  return (
    <Table.Tr>
      <Table.Td>{data.position}</Table.Td>
      <NameWithSlugCell name={data.name} slug={data.slug} />
      <Table.Td>
        <Text size="sm">{data.service.name}</Text>
      </Table.Td>
      <Table.Td>{data.messagesIncluded}</Table.Td>
      <Table.Td>{data.wordsPerMessage}</Table.Td>
      <Table.Td>
        {data.periodMonths} {data.periodMonths === 1 ? "month" : "months"}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {formatMoney(data.price, data.currency)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StateBadge on={data.active} />
      </Table.Td>
      <EditCell name={data.name} onEdit={() => onEdit(data.id)} />
    </Table.Tr>
  );
}
