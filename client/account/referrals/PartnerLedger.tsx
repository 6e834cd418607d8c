// The viewer's ledger, newest first: commissions credited, payouts, clawbacks and adjustments,
// each with its note and signed amount (credits positive, payouts and clawbacks negative).
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PartnerLedger_query$key } from "../../__generated__/PartnerLedger_query.graphql.ts";
import { LEDGER_KIND_LABELS } from "../../ui/partners/partnerStatus.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { PartnerListTable } from "./PartnerListTable.tsx";

/** "+€10.00" / "−€10.00": the sign always shown. */
function signedMoney(amount: number, currency: string): string {
  return `${amount < 0 ? "−" : "+"}${formatMoney(Math.abs(amount), currency)}`;
}

export function PartnerLedger({ query }: { query: PartnerLedger_query$key }) {
  const data = useFragment(
    graphql`
      fragment PartnerLedger_query on Query {
        partnerLedger(first: 20) {
          totalCount
          edges {
            node {
              id
              kind
              amount
              currency
              note
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.partnerLedger;
  return (
    <ProfileSection title="Ledger" description="Every change to your balance: commissions once approved, payouts, and refunds taken back.">
      <PartnerListTable caption="Ledger" headers={["Date", "What", "Note", "Amount"]} count={totalCount} shown={edges.length} empty="Nothing yet: approved commissions appear here.">
        {edges.map(({ node }) => (
          <Table.Tr key={node.id}>
            <Table.Td>
              <DateTimeCell value={node.createdAt} dateOnly />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{LEDGER_KIND_LABELS[node.kind] ?? node.kind}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={node.note ? undefined : "dimmed"}>
                {node.note ?? "—"}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <Text size="sm" fw={600} c={node.amount < 0 ? "red.9" : "teal.9"}>
                {signedMoney(node.amount, node.currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </PartnerListTable>
    </ProfileSection>
  );
}
