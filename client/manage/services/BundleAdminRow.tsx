// One message-on-hold bundle in the management table.
import { Badge, Button, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { BundleAdminRow_bundle$key } from "../../__generated__/BundleAdminRow_bundle.graphql.ts";
import { badgeText } from "../users/badges.tsx";
import { formatMoney } from "./money.ts";

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
      <Table.Td>
        <Text fw={600}>{data.name}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {data.slug}
        </Text>
      </Table.Td>
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
        {data.active ? (
          <Badge styles={{ label: { overflow: "visible" } }} variant="light" color="green" c={badgeText("green")}>
            Active
          </Badge>
        ) : (
          <Badge styles={{ label: { overflow: "visible" } }} variant="light" color="gray" c={badgeText("gray")}>
            Hidden
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Button variant="default" size="xs" onClick={() => onEdit(data.id)} aria-label={`Edit ${data.name}`}>
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
