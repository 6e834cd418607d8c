// One commission in the studio's table: the partner, the order it was earned on (opening the
// order), its amount, status and the day its holding period ends.
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { CommissionRow_commission$key } from "../../__generated__/CommissionRow_commission.graphql.ts";
import { CommissionStatusBadge } from "../../ui/partners/partnerStatus.tsx";
import { OrderNumberCell } from "../../ui/orders/OrderNumberCell.tsx";
import { DateTimeCell, MoneyCell } from "../../ui/table/cells.tsx";
import { orderPath, userPath } from "../paths.ts";
import { StatusCell } from "../rowCells.tsx";
import { CommissionVoidModal } from "./CommissionVoidModal.tsx";
import { PartnerAdjustmentModal } from "./PartnerAdjustmentModal.tsx";
import { COMMISSION_SOURCE_LABELS } from "./referralsList.ts";

/** The columns CommissionRow renders, in order (CommissionsTable's headers). */
export const commissionColumns = [
  { key: "partner", label: "Partner", sortField: "partnerEmail" },
  { key: "order", label: "Order", sortField: "orderNumber", firstDirection: "DESC" },
  { key: "amount", label: "Amount", sortField: "amount", firstDirection: "DESC" },
  { key: "status", label: "Status", sortField: "status" },
  { key: "availableAt", label: "Available", sortField: "availableAt", firstDirection: "DESC" },
  { key: "actions", label: "Actions", hideLabel: true },
] as const;

const VOIDABLE = ["PENDING", "APPROVED", "PAID"];

export function CommissionRow({ commission }: { commission: CommissionRow_commission$key }) {
  const data = useFragment(
    graphql`
      fragment CommissionRow_commission on Commission {
        id
        source
        status
        amount
        currency
        availableAt
        endReason
        partner {
          id
          email
        }
        order {
          id
          number
        }
      }
    `,
    commission,
  );
  const [open, setOpen] = useState<"void" | "adjust" | null>(null);
  return (
    <Table.Tr data-testid="commission-row">
      <Table.Td>
        <Anchor component={Link} to={userPath(data.partner.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.partner.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          {COMMISSION_SOURCE_LABELS[data.source as keyof typeof COMMISSION_SOURCE_LABELS] ?? data.source}
        </Text>
      </Table.Td>
      <OrderNumberCell number={data.order.number} to={orderPath(data.order.id)} />
      <MoneyCell amount={data.amount} currency={data.currency} />
      <StatusCell badge={<CommissionStatusBadge status={data.status} />} reason={data.endReason} />
      <Table.Td>
        <DateTimeCell value={data.availableAt} dateOnly />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {VOIDABLE.includes(data.status) && (
            <Button size="compact-sm" variant="subtle" color="red.9" onClick={() => setOpen("void")} aria-label={`Void the commission on order ${data.order.number}`}>
              Void
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" onClick={() => setOpen("adjust")} aria-label={`Adjust balance for ${data.partner.email}`}>
            Adjust balance
          </Button>
        </Group>
        {open === "void" && (
          <CommissionVoidModal
            commission={{ id: data.id, status: data.status, amount: data.amount, currency: data.currency, partnerEmail: data.partner.email, orderNumber: data.order.number }}
            onClose={() => setOpen(null)}
          />
        )}
        {open === "adjust" && <PartnerAdjustmentModal partner={data.partner} currency={data.currency} onClose={() => setOpen(null)} />}
      </Table.Td>
    </Table.Tr>
  );
}
