// One site content entry in the management table.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { ContentEntryRow_entry$key } from "../../__generated__/ContentEntryRow_entry.graphql.ts";
import { EditCell, NameWithSlugCell } from "../rowCells.tsx";
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
      <NameWithSlugCell name={data.title} slug={data.slug} />
      <Table.Td>
        <Text size="sm" lineClamp={2} maw={320}>
          {data.subtitle ?? "—"}
        </Text>
      </Table.Td>
      <Table.Td>
        <StateBadge on={data.published} onLabel="Published" />
      </Table.Td>
      <EditCell name={data.title} onEdit={() => onEdit(data.id)} />
    </Table.Tr>
  );
}
