// /manage/users: every account, 20 a page, filtered and sorted through the URL.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { UsersRouteQuery as UsersRouteQueryType } from "../../__generated__/UsersRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { UsersTable } from "./UsersTable.tsx";
import { usersFilters, usersListSpec } from "./usersList.ts";

const UsersRouteQuery = graphql`
  query UsersRouteQuery($first: Int!, $filter: ListQuery) {
    ...UsersTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<UsersRouteQueryType>(UsersRouteQuery, usersListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<UsersRouteQueryType>;
  usePageMeta({ title: "Users" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Users" description="Customers, resellers and administrators. Open one to change its role or access." />
      <ListFilterBar
        spec={usersListSpec}
        search={{ label: "Search", placeholder: "Name or e-mail" }}
        filters={usersFilters}
      />
      <ListQueryResults data={data} query={UsersRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="USERS" />
            <UsersTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
