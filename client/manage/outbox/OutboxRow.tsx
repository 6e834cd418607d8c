// One e-mail of the outbox: when it was written, to whom, its subject (opening it), its status and
// how many sends were tried.
import { Anchor, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { OutboxRow_email$key } from "../../__generated__/OutboxRow_email.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { outboxMessagePath } from "../paths.ts";
import { EmailStatusBadge } from "./EmailStatusBadge.tsx";

/** The columns OutboxRow renders, in order (OutboxTable's headers). */
export const outboxColumns = [
  { key: "createdAt", label: "Written", sortField: "createdAt", firstDirection: "DESC" },
  { key: "to", label: "To", sortField: "to" },
  { key: "subject", label: "Subject", sortField: "subject" },
  { key: "status", label: "Status", sortField: "status" },
  { key: "attempts", label: "Attempts", sortField: "attempts", firstDirection: "DESC" },
] as const;

export function OutboxRow({ email }: { email: OutboxRow_email$key }) {
  const data = useFragment(
    graphql`
      fragment OutboxRow_email on EmailMessage {
        id
        createdAt
        to
        subject
        status
        attempts
      }
    `,
    email,
  );
  return (
    <Table.Tr>
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.to}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={outboxMessagePath(data.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
          {data.subject}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <EmailStatusBadge status={data.status} />
      </Table.Td>
      <Table.Td>{data.attempts}</Table.Td>
    </Table.Tr>
  );
}
