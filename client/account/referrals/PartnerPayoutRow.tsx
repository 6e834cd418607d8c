// One of the viewer's payouts: when it was asked for, its amount and status, and the transfer's
// reference once paid or the studio's reason when rejected.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PartnerPayoutRow_payout$key } from "../../__generated__/PartnerPayoutRow_payout.graphql.ts";
import { PayoutStatusBadge } from "../../ui/partners/partnerStatus.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";

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
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm" fw={600}>
          {formatMoney(data.amount, data.currency)}
        </Text>
      </Table.Td>
      <Table.Td>
        <PayoutStatusBadge status={data.status} />
      </Table.Td>
      <Table.Td>
        {data.reference ? (
          <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {data.reference}
          </Text>
        ) : data.rejectionReason ? (
          <Text size="sm">{data.rejectionReason}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
