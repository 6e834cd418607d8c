import { graphql, useFragment } from "react-relay";
import type { UsersTable_query$key } from "../../__generated__/UsersTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { UserRow, userColumns } from "./UserRow.tsx";
import { usersListSpec } from "./usersList.ts";

export function UsersTable({ query }: { query: UsersTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment UsersTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        users(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...UserRow_user } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={usersListSpec}
      caption="Users"
      noun={["user", "users"]}
      columns={userColumns}
      connection={data.users}
      renderRow={(user) => <UserRow key={user.id} user={user} />}
      minWidth={900}
    />
  );
}
