import { Anchor, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { UserRow_user$key } from "../../__generated__/UserRow_user.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath } from "../paths.ts";
import { RoleBadge, StatusBadge } from "./badges.tsx";

/** The columns UserRow renders, in order (UsersTable's headers). */
export const userColumns = [
  { key: "name", label: "Name", sortField: "name" },
  { key: "email", label: "E-mail", sortField: "email" },
  { key: "role", label: "Role", sortField: "role" },
  { key: "createdAt", label: "Created", sortField: "createdAt", firstDirection: "DESC" },
  { key: "lastSignInAt", label: "Last sign-in", sortField: "lastSignInAt", firstDirection: "DESC" },
  { key: "status", label: "Status", sortField: "disabledAt", firstDirection: "DESC" },
] as const;

export function UserRow({ user }: { user: UserRow_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        id
        name
        email
        role
        createdAt
        lastSignInAt
        disabledAt
        deletedAt
      }
    `,
    user,
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={userPath(data.id)} fw={600}>
          {data.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <RoleBadge role={data.role} />
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} dateOnly />
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.lastSignInAt} empty="Never" />
      </Table.Td>
      <Table.Td>
        <StatusBadge disabledAt={data.disabledAt} deletedAt={data.deletedAt} />
      </Table.Td>
    </Table.Tr>
  );
}
