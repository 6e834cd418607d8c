import { Anchor, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { InboxRow_message$key } from "../../__generated__/InboxRow_message.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { HandledBadge, KindBadge } from "./badges.tsx";
import { withOpenMessage } from "./inboxList.ts";

/** The columns InboxRow renders, in order (InboxTable's headers). */
export const inboxColumns = [
  { key: "createdAt", label: "Received", sortField: "createdAt", firstDirection: "DESC" },
  { key: "kind", label: "Kind", sortField: "kind" },
  { key: "name", label: "From", sortField: "name" },
  { key: "message", label: "Message" },
  { key: "status", label: "Status", sortField: "handledAt", firstDirection: "DESC" },
] as const;

const EXCERPT = 90;

export function excerpt(text: string, length = EXCERPT): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

export function InboxRow({ message }: { message: InboxRow_message$key }) {
  const data = useFragment(
    graphql`
      fragment InboxRow_message on ContactMessage {
        id
        kind
        name
        email
        company
        message
        handledAt
        createdAt
        attachment {
          name
        }
      }
    `,
    message,
  );
  const [searchParams] = useSearchParams();
  return (
    <Table.Tr>
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        <KindBadge kind={data.kind} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={withOpenMessage(searchParams, data.id)} fw={600} preventScrollReset>
          {data.name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {data.email}
          {data.company ? ` · ${data.company}` : ""}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {excerpt(data.message)}
        </Text>
        {data.attachment && (
          <Text size="xs" c="dimmed">
            Attachment: {data.attachment.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <HandledBadge handledAt={data.handledAt} />
      </Table.Td>
    </Table.Tr>
  );
}
