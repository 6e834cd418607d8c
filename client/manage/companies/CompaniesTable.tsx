import { graphql, useFragment } from "react-relay";
import type { CompaniesTable_query$key } from "../../__generated__/CompaniesTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { CompanyRow, companyColumns } from "./CompanyRow.tsx";
import { companiesListSpec } from "./companiesList.ts";

export function CompaniesTable({ query }: { query: CompaniesTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment CompaniesTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageCompanies(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...CompanyRow_company } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={companiesListSpec}
      caption="Companies"
      noun={["company", "companies"]}
      columns={companyColumns}
      connection={data.manageCompanies}
      renderRow={(company) => <CompanyRow key={company.id} company={company} />}
      minWidth={860}
    />
  );
}
