// One site content entry in the management table.
import { Button, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { ContentEntryRow_entry$key } from "../../__generated__/ContentEntryRow_entry.graphql.ts";
import { StateBadge } from "../StateBadge.tsx";

export function ContentEntryRow({ entry, onEdit }: { entry: ContentEntryRow_entry$key; onEdit: (id: string) => void }) {
  const data = useFragment(
    graphql`
      fragment ContentEntryRow_entry on ContentEntry {
        id
        title
        subtitle
        slug
        position
        published
      }
    `,
    entry,
  );
  return (
    <Table.Tr data-testid="content-entry">
      <Table.Td>{data.position}</Table.Td>
      <Table.Td>
        <Text fw={600}>{data.title}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {data.slug}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} maw={320}>
          {data.subtitle ?? "—"}
        </Text>
      </Table.Td>
      <Table.Td>
        <StateBadge on={data.published} onLabel="Published" />
      </Table.Td>
      <Table.Td>
        <Button variant="default" size="xs" onClick={() => onEdit(data.id)} aria-label={`Edit ${data.title}`}>
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
