// The viewer's payouts, newest first.
import { graphql, useFragment } from "react-relay";
import type { PartnerPayouts_query$key } from "../../__generated__/PartnerPayouts_query.graphql.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { PartnerListTable } from "./PartnerListTable.tsx";
import { PartnerPayoutRow } from "./PartnerPayoutRow.tsx";

export function PartnerPayouts({ query }: { query: PartnerPayouts_query$key }) {
  const data = useFragment(
    graphql`
      fragment PartnerPayouts_query on Query {
        partnerPayouts(first: 20) {
          totalCount
          edges {
            node {
              id
              ...PartnerPayoutRow_payout
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.partnerPayouts;
  return (
    <ProfileSection title="Payouts" description="What you asked to be paid, and what the studio did with it.">
      <PartnerListTable caption="Payouts" headers={["Requested", "Amount", "Status", "Reference or reason"]} count={totalCount} shown={edges.length} empty="You have not asked for a payout yet.">
        {edges.map(({ node }) => (
          <PartnerPayoutRow key={node.id} payout={node} />
        ))}
      </PartnerListTable>
    </ProfileSection>
  );
}
