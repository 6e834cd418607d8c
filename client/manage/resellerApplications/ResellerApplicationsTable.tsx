import { graphql, useFragment } from "react-relay";
import type { ResellerApplicationsTable_query$key } from "../../__generated__/ResellerApplicationsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { ResellerApplicationRow, resellerApplicationColumns } from "./ResellerApplicationRow.tsx";
import { resellerApplicationsListSpec } from "./resellerApplicationsList.ts";

export function ResellerApplicationsTable({ query }: { query: ResellerApplicationsTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment ResellerApplicationsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageResellerApplications(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...ResellerApplicationRow_application } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={resellerApplicationsListSpec}
      caption="Reseller applications"
      noun={["application", "applications"]}
      columns={resellerApplicationColumns}
      connection={data.manageResellerApplications}
      renderRow={(application) => <ResellerApplicationRow key={application.id} application={application} />}
      minWidth={1040}
    />
  );
}
