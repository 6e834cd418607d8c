// One audit log entry: a row, and when expanded a second row with the user agent and metadata.
import { ActionIcon, Anchor, Badge, Code, Stack, Table, Text } from "@mantine/core";
import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { LogRow_auditLog$key } from "../../__generated__/LogRow_auditLog.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath, userPathFromRawId } from "../paths.ts";
import { ACTION_LABELS, actionColor } from "./logsList.ts";

/** The columns LogRow renders, in order (LogsTable's headers). */
export const logColumns = [
  { key: "details", label: "Details", hideLabel: true, width: 48 },
  { key: "createdAt", label: "Time", sortField: "createdAt", firstDirection: "DESC" },
  { key: "action", label: "Action", sortField: "action" },
  { key: "actor", label: "Actor", sortField: "actorEmail" },
  { key: "entity", label: "Entity", sortField: "entityType" },
  { key: "ip", label: "IP address" },
] as const;

function Actor({ actor, actorEmail }: { actor: { id: string; name: string; email: string } | null | undefined; actorEmail: string | null | undefined }) {
  if (actor) {
    return (
      <Stack gap={0}>
        <Anchor component={Link} to={userPath(actor.id)} size="sm" fw={600}>
          {actor.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {actor.email}
        </Text>
        {/* The address written with the entry, when it is not the actor's (e.g. the account a reset was requested for). */}
        {actorEmail && actorEmail !== actor.email && (
          <Text size="xs" c="dimmed">
            entry e-mail: {actorEmail}
          </Text>
        )}
      </Stack>
    );
  }
  if (actorEmail) {
    return (
      <Stack gap={0}>
        <Text size="sm">{actorEmail}</Text>
        <Text size="xs" c="dimmed">
          no account
        </Text>
      </Stack>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      System
    </Text>
  );
}

function Entity({ type, id }: { type: string | null | undefined; id: string | null | undefined }) {
  if (!type) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{type}</Text>
      {id &&
        (type === "User" ? (
          <Anchor component={Link} to={userPathFromRawId(id)} size="xs" ff="monospace" title={id}>
            {id.slice(0, 8)}…
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed" ff="monospace" title={id}>
            {id.slice(0, 8)}…
          </Text>
        ))}
    </Stack>
  );
}

export function LogRow({ log }: { log: LogRow_auditLog$key }) {
  const data = useFragment(
    graphql`
      fragment LogRow_auditLog on AuditLog {
        id
        action
        actor {
          id
          name
          email
        }
        actorEmail
        entityType
        entityId
        ip
        userAgent
        metadata
        createdAt
      }
    `,
    log,
  );
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const label = ACTION_LABELS[data.action];
  const metadata = JSON.stringify(data.metadata ?? {}, null, 2);

  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${open ? "Hide" : "Show"} details of ${label ?? data.action} at ${new Date(data.createdAt).toLocaleString("en-GB")}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" style={{ display: "inline-block", transform: open ? "rotate(90deg)" : undefined, transition: "transform 120ms" }}>
              ▸
            </span>
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <DateTimeCell value={data.createdAt} />
        </Table.Td>
        <Table.Td>
          <Stack gap={2} align="flex-start">
            <Badge variant="light" color={actionColor(data.action)} tt="none">
              {label ?? data.action}
            </Badge>
            {/* The raw name, as filters and the Advanced box write it. */}
            {label && (
              <Text size="xs" c="dimmed" ff="monospace">
                {data.action}
              </Text>
            )}
          </Stack>
        </Table.Td>
        <Table.Td>
          <Actor actor={data.actor} actorEmail={data.actorEmail} />
        </Table.Td>
        <Table.Td>
          <Entity type={data.entityType} id={data.entityId} />
        </Table.Td>
        <Table.Td>
          <Text size="sm" ff="monospace">
            {data.ip ?? "—"}
          </Text>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={detailsId}>
          <Table.Td />
          <Table.Td colSpan={logColumns.length - 1}>
            <Stack gap="xs" py="xs">
              <Text size="sm">
                <Text span fw={600}>
                  Action:
                </Text>{" "}
                <Code>{data.action}</Code>
                {data.entityId && (
                  <>
                    {" "}
                    <Text span fw={600}>
                      Entity id:
                    </Text>{" "}
                    <Code>{data.entityId}</Code>
                  </>
                )}
              </Text>
              <Text size="sm">
                <Text span fw={600}>
                  User agent:
                </Text>{" "}
                {data.userAgent ?? "Not recorded"}
              </Text>
              <Text size="sm" fw={600}>
                Metadata
              </Text>
              <Code block>{metadata}</Code>
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
