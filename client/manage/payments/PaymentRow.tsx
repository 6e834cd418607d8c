// One payment in the management table: status, provider and its reference, order, customer,
// amount, refunded amount, when; and the refund action while something is left to refund.
import { Badge, Button, Table, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PaymentRow_payment$key } from "../../__generated__/PaymentRow_payment.graphql.ts";
import { OrderNumberCell } from "../../ui/orders/OrderNumberCell.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { orderPath } from "../paths.ts";
import { StatusCell } from "../rowCells.tsx";
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, PROVIDER_LABELS, type PaymentStatusValue } from "./paymentsList.ts";
import { RefundModal } from "./RefundModal.tsx";

/** The columns PaymentRow renders, in order (PaymentsTable's headers). */
export const paymentColumns = [
  { key: "status", label: "Status", sortField: "status" },
  { key: "order", label: "Order", sortField: "orderNumber", firstDirection: "DESC" },
  { key: "customer", label: "Customer" },
  { key: "amount", label: "Amount", sortField: "amount", firstDirection: "DESC" },
  { key: "refunded", label: "Refunded", sortField: "refundedAmount", firstDirection: "DESC" },
  { key: "provider", label: "Provider and reference", sortField: "provider" },
  { key: "createdAt", label: "Created", sortField: "createdAt", firstDirection: "DESC" },
  { key: "actions", label: "Actions", hideLabel: true },
] as const;


export function PaymentRow({ payment }: { payment: PaymentRow_payment$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentRow_payment on Payment {
        id
        status
        provider
        providerReference
        amount
        currency
        refundedAmount
        refundableAmount
        failureMessage
        createdAt
        order {
          id
          number
          email
          isGuestOrder
          flagReason
        }
        ...RefundModal_payment
      }
    `,
    payment,
  );
  const [refunding, setRefunding] = useState(false);
  const status = data.status as PaymentStatusValue;
  const money = (minor: number) => formatMoney(minor, data.currency);

  return (
    <Table.Tr data-testid="payment-row">
      <StatusCell
        badge={
          <Badge variant="light" color={PAYMENT_STATUS_COLORS[status] ?? "gray"} tt="none" fz="xs">
            {PAYMENT_STATUS_LABELS[status] ?? data.status}
          </Badge>
        }
        reason={data.failureMessage}
      />
      <OrderNumberCell number={data.order.number} to={orderPath(data.order.id)}>
        {data.order.flagReason && (
          <>
            <Badge variant="light" color="red" tt="none" fz="xs" mt={4} display="block">
              Needs attention
            </Badge>
            <Text size="xs" c="dimmed" mt={2} maw={220}>
              {data.order.flagReason}
            </Text>
          </>
        )}
      </OrderNumberCell>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.order.email ?? "—"}
        </Text>
        {data.order.isGuestOrder && (
          <Text size="xs" c="dimmed">
            Guest
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm" fw={600}>
          {money(data.amount)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm" c={data.refundedAmount > 0 ? undefined : "dimmed"}>
          {data.refundedAmount > 0 ? money(data.refundedAmount) : "—"}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{PROVIDER_LABELS[data.provider as keyof typeof PROVIDER_LABELS] ?? data.provider}</Text>
        <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {data.providerReference ?? "No reference yet"}
        </Text>
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        {data.refundableAmount > 0 && (
          <>
            <Button size="compact-sm" variant="default" onClick={() => setRefunding(true)} aria-label={`Refund payment of order ${data.order.number}`}>
              Refund
            </Button>
            {refunding && <RefundModal payment={data} opened onClose={() => setRefunding(false)} />}
          </>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
