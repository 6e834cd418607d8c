import { graphql, useFragment } from "react-relay";
import type { CommissionsTable_query$key } from "../../__generated__/CommissionsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { CommissionRow, commissionColumns } from "./CommissionRow.tsx";
import { commissionsListSpec } from "./referralsList.ts";

export function CommissionsTable({ query }: { query: CommissionsTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment CommissionsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageCommissions(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...CommissionRow_commission } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={commissionsListSpec}
      caption="Commissions"
      noun={["commission", "commissions"]}
      columns={commissionColumns}
      connection={data.manageCommissions}
      renderRow={(commission) => <CommissionRow key={commission.id} commission={commission} />}
    />
  );
}
