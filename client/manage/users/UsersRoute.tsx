// /manage/users: every account, 20 a page, filtered and sorted through the URL.
import { Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { UsersRouteQuery as UsersRouteQueryType } from "../../__generated__/UsersRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { UsersTable } from "./UsersTable.tsx";
import { usersFilters, usersListSpec } from "./usersList.ts";

const UsersRouteQuery = graphql`
  query UsersRouteQuery($first: Int!, $filter: ListQuery) {
    ...UsersTable_query @arguments(first: $first, filter: $filter)
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<UsersRouteQueryType> {
  return loadListQuery<UsersRouteQueryType>(UsersRouteQuery, request, usersListSpec);
}

function UsersResults({ queryRef }: { queryRef: PreloadedQuery<UsersRouteQueryType> }) {
  const data = usePreloadedQuery<UsersRouteQueryType>(UsersRouteQuery, queryRef);
  return <UsersTable query={data} />;
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<UsersRouteQueryType>;
  usePageMeta({ title: "Users" });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Users</Title>
        <Text c="dimmed">Customers, resellers and administrators. Open one to change its role or access.</Text>
      </div>
      <ListFilterBar
        spec={usersListSpec}
        search={{ label: "Search", placeholder: "Name or e-mail" }}
        filters={usersFilters}
      />
      <ListResults data={data}>{(queryRef) => <UsersResults queryRef={queryRef} />}</ListResults>
    </Stack>
  );
}
