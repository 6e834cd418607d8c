// The people who registered through the viewer's link: their masked address, whether they have
// ordered (and why one earns nothing), what the viewer earned through them, and when they signed up.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { ReferredPeople_query$key } from "../../__generated__/ReferredPeople_query.graphql.ts";
import { ReferralStateBadge } from "../../ui/partners/partnerStatus.tsx";
import { DateTimeCell, MoneyCell } from "../../ui/table/cells.tsx";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { PartnerListTable } from "./PartnerListTable.tsx";

export function ReferredPeople({ query, currency }: { query: ReferredPeople_query$key; currency: string }) {
  const data = useFragment(
    graphql`
      fragment ReferredPeople_query on Query {
        partnerReferrals(first: 20) {
          totalCount
          edges {
            node {
              id
              maskedEmail
              state
              notEligibleBecause
              earned
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.partnerReferrals;
  return (
    <ProfileSection title="People you referred" description="Who registered through your link. Their addresses are shortened to keep them private.">
      <PartnerListTable caption="People you referred" headers={["Customer", "State", "Earned", "Signed up"]} count={totalCount} shown={edges.length} empty="Nobody has registered through your link yet.">
        {edges.map(({ node }) => (
          <Table.Tr key={node.id}>
            <Table.Td>
              <Text size="sm">{node.maskedEmail}</Text>
            </Table.Td>
            <Table.Td>
              <ReferralStateBadge state={node.state} />
              {node.notEligibleBecause && (
                <Text size="xs" c="dimmed" maw={280} mt={4}>
                  {node.notEligibleBecause}
                </Text>
              )}
            </Table.Td>
            <MoneyCell amount={node.earned} currency={currency} />
            <Table.Td>
              <DateTimeCell value={node.createdAt} dateOnly />
            </Table.Td>
          </Table.Tr>
        ))}
      </PartnerListTable>
    </ProfileSection>
  );
}
