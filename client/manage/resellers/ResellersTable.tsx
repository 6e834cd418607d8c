import { graphql, useFragment } from "react-relay";
import type { ResellersTable_query$key } from "../../__generated__/ResellersTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { ResellerRow, resellerColumns } from "./ResellerRow.tsx";
import { resellersListSpec } from "./resellersList.ts";

export function ResellersTable({ query }: { query: ResellersTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment ResellersTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageResellers(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...ResellerRow_reseller } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={resellersListSpec}
      caption="Resellers"
      noun={["reseller", "resellers"]}
      columns={resellerColumns}
      connection={data.manageResellers}
      renderRow={(reseller) => <ResellerRow key={reseller.id} reseller={reseller} />}
      minWidth={900}
    />
  );
}
