// /manage/companies: the business customers, 20 a page, searched by name or VAT number and
// filtered by country through the URL; each opens its detail page.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { CompaniesRouteQuery as CompaniesRouteQueryType } from "../../__generated__/CompaniesRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { CompaniesTable } from "./CompaniesTable.tsx";
import { companiesFilters, companiesListSpec } from "./companiesList.ts";

const CompaniesRouteQuery = graphql`
  query CompaniesRouteQuery($first: Int!, $filter: ListQuery) {
    ...CompaniesTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<CompaniesRouteQueryType>(CompaniesRouteQuery, companiesListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<CompaniesRouteQueryType>;
  usePageMeta({ title: "Companies" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Companies" description="Business customers: their details and VAT numbers, members and orders. Open one to edit it or merge duplicates into it." />
      <ListFilterBar spec={companiesListSpec} search={{ label: "Search", placeholder: "Name or VAT number" }} filters={companiesFilters} />
      <ListQueryResults data={data} query={CompaniesRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="COMPANIES" />
            <CompaniesTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
