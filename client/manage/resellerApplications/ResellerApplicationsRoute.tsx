// /manage/reseller-applications: applications to the reseller programme, 20 a page, filtered and
// sorted through the URL; each submitted one is approved with terms or rejected with a reason.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { ResellerApplicationsRouteQuery as ResellerApplicationsRouteQueryType } from "../../__generated__/ResellerApplicationsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { ResellerApplicationsTable } from "./ResellerApplicationsTable.tsx";
import { resellerApplicationsFilters, resellerApplicationsListSpec } from "./resellerApplicationsList.ts";

const ResellerApplicationsRouteQuery = graphql`
  query ResellerApplicationsRouteQuery($first: Int!, $filter: ListQuery) {
    ...ResellerApplicationsTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<ResellerApplicationsRouteQueryType>(ResellerApplicationsRouteQuery, resellerApplicationsListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<ResellerApplicationsRouteQueryType>;
  usePageMeta({ title: "Reseller applications" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Reseller applications" description="Customers applying to resell. Approve with their terms (the account becomes a reseller account) or reject with a reason; the applicant is e-mailed either way." />
      <ListFilterBar spec={resellerApplicationsListSpec} search={{ label: "Search", placeholder: "Company or e-mail" }} filters={resellerApplicationsFilters} />
      <ListQueryResults data={data} query={ResellerApplicationsRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="RESELLER_APPLICATIONS" />
            <ResellerApplicationsTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
