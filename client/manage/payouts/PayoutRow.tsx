// One payout in the management table: partner, amount, status, when it was requested and decided,
// the transfer's reference (or the rejection reason), and the step its state allows: Approve
// (requested), Mark paid (approved; asks for the reference), Reject (requested or approved; asks
// for the reason).
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { formatMoney } from "../../../common/money.ts";
import type { PayoutRow_payout$key } from "../../__generated__/PayoutRow_payout.graphql.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { PayoutStatusBadge } from "../../ui/partners/partnerStatus.tsx";
import { isResultError } from "../../ui/resultError.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath } from "../paths.ts";
import { PayoutDecisionModal, type PayoutDecisionKind } from "./PayoutDecisionModal.tsx";
import { useDecidePayoutMutation } from "./useDecidePayoutMutation.ts";
import { PayoutOutcome } from "../../ui/partners/PayoutOutcome.tsx";

/** The columns PayoutRow renders, in order (PayoutsTable's headers). */
export const payoutColumns = [
  { key: "partner", label: "Partner", sortField: "partnerEmail" },
  { key: "amount", label: "Amount", sortField: "amount", firstDirection: "DESC" },
  { key: "status", label: "Status", sortField: "status" },
  { key: "createdAt", label: "Requested", sortField: "createdAt", firstDirection: "DESC" },
  { key: "decidedAt", label: "Decided" },
  { key: "reference", label: "Reference", sortField: "reference" },
  { key: "actions", label: "Actions", hideLabel: true },
] as const;

export function PayoutRow({ payout }: { payout: PayoutRow_payout$key }) {
  const data = useFragment(
    graphql`
      fragment PayoutRow_payout on Payout {
        id
        amount
        currency
        status
        details
        reference
        rejectionReason
        createdAt
        decidedAt
        partner {
          id
          email
          name
        }
        ...PayoutDecisionModal_payout
      }
    `,
    payout,
  );
  const [decide, deciding] = useDecidePayoutMutation();
  const [asking, setAsking] = useState<PayoutDecisionKind | null>(null);
  const money = formatMoney(data.amount, data.currency);
  const who = data.partner.email;

  const approve = () =>
    askToConfirm({
      title: "Approve payout",
      question: `Approve the payout of ${money} to ${who}? Mark it paid once the bank transfer is made.`,
      confirm: "Approve",
      onConfirm: async () => {
        try {
          const result = await decide({ payoutId: data.id, decision: "APPROVE" });
          if (isResultError(result)) notifications.show({ color: "red", title: "The payout was not approved", message: result.message });
          else notifications.show({ color: "teal", message: `The payout of ${money} to ${who} is approved.` });
        } catch (error) {
          notifications.show({ color: "red", title: "The payout was not approved", message: requestErrorMessage(error) });
        }
      },
    });

  return (
    <Table.Tr data-testid="payout-row">
      <Table.Td>
        <Anchor component={Link} to={userPath(data.partner.id)} size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {who}
        </Anchor>
        <Text size="xs" c="dimmed">
          {data.partner.name}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm" fw={600}>
          {money}
        </Text>
      </Table.Td>
      <Table.Td>
        <PayoutStatusBadge status={data.status} />
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.decidedAt} />
      </Table.Td>
      <Table.Td>
        <PayoutOutcome reference={data.reference} rejectionReason={data.rejectionReason} />
        {data.details && data.status !== "PAID" && data.status !== "REJECTED" && (
          <Text size="xs" c="dimmed" maw={240} style={{ overflowWrap: "anywhere" }}>
            Pay to: {data.details}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {data.status === "REQUESTED" && (
            <Button size="compact-sm" variant="default" onClick={approve} loading={deciding} aria-label={`Approve payout of ${money} to ${who}`}>
              Approve
            </Button>
          )}
          {data.status === "APPROVED" && (
            <Button size="compact-sm" variant="default" onClick={() => setAsking("PAY")} aria-label={`Mark payout of ${money} to ${who} paid`}>
              Mark paid
            </Button>
          )}
          {(data.status === "REQUESTED" || data.status === "APPROVED") && (
            <Button size="compact-sm" variant="subtle" color="red.9" onClick={() => setAsking("REJECT")} aria-label={`Reject payout of ${money} to ${who}`}>
              Reject
            </Button>
          )}
        </Group>
        {asking && <PayoutDecisionModal payout={data} decision={asking} onClose={() => setAsking(null)} />}
      </Table.Td>
    </Table.Tr>
  );
}
