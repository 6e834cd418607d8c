// One of the viewer's payouts: when it was asked for, its amount and status, and the transfer's
// reference once paid or the studio's reason when rejected.
import { Table } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { PartnerPayoutRow_payout$key } from "../../__generated__/PartnerPayoutRow_payout.graphql.ts";
import { PayoutStatusBadge } from "../../ui/partners/partnerStatus.tsx";
import { DateTimeCell, MoneyCell } from "../../ui/table/cells.tsx";
import { PayoutOutcome } from "../../ui/partners/PayoutOutcome.tsx";

export function PartnerPayoutRow({ payout }: { payout: PartnerPayoutRow_payout$key }) {
  const data = useFragment(
    graphql`
      fragment PartnerPayoutRow_payout on Payout {
        amount
        currency
        status
        reference
        rejectionReason
        createdAt
      }
    `,
    payout,
  );
  return (
    <Table.Tr data-testid="partner-payout-row">
      <Table.Td>
        <DateTimeCell value={data.createdAt} dateOnly />
      </Table.Td>
      <MoneyCell amount={data.amount} currency={data.currency} />
      <Table.Td>
        <PayoutStatusBadge status={data.status} />
      </Table.Td>
      <Table.Td>
        <PayoutOutcome reference={data.reference} rejectionReason={data.rejectionReason} />
      </Table.Td>
    </Table.Tr>
  );
}
