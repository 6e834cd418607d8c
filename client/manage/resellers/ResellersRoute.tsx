// /manage/resellers: the resellers and their terms, 20 a page, filtered and sorted through the
// URL; edit a reseller's terms, suspend or reactivate them with a reason.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { ResellersRouteQuery as ResellersRouteQueryType } from "../../__generated__/ResellersRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { ResellersTable } from "./ResellersTable.tsx";
import { resellersFilters, resellersListSpec } from "./resellersList.ts";

const ResellersRouteQuery = graphql`
  query ResellersRouteQuery($first: Int!, $filter: ListQuery) {
    ...ResellersTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<ResellersRouteQueryType>(ResellersRouteQuery, resellersListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<ResellersRouteQueryType>;
  usePageMeta({ title: "Resellers" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Resellers" description="Approved resellers and their terms. Edit the terms, or suspend a reseller (they keep their account; reseller-only actions are refused) with a reason." />
      <ListFilterBar spec={resellersListSpec} search={{ label: "Search", placeholder: "E-mail or name" }} filters={resellersFilters} />
      <ListQueryResults data={data} query={ResellersRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="RESELLERS" />
            <ResellersTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
