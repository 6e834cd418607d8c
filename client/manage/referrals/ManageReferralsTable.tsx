import { graphql, useFragment } from "react-relay";
import type { ManageReferralsTable_query$key } from "../../__generated__/ManageReferralsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { ManageReferralRow, referralColumns } from "./ManageReferralRow.tsx";
import { referralsListSpec } from "./referralsList.ts";

export function ManageReferralsTable({ query }: { query: ManageReferralsTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment ManageReferralsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageReferrals(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...ManageReferralRow_referral } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={referralsListSpec}
      caption="Referrals"
      noun={["referral", "referrals"]}
      columns={referralColumns}
      connection={data.manageReferrals}
      renderRow={(referral) => <ManageReferralRow key={referral.id} referral={referral} />}
    />
  );
}
