// The order's payment attempts, oldest first, each with its provider reference, what was refunded
// of it (every refund with its status and reason) and the refund action while something is left.
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { OrderPayments_order$key } from "../../__generated__/OrderPayments_order.graphql.ts";
import { refundStatusLabel } from "../../ui/orders/refundStatus.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, PROVIDER_LABELS, type PaymentStatusValue } from "../payments/paymentsList.ts";
import { RefundModal } from "../payments/RefundModal.tsx";


export function OrderPayments({ order }: { order: OrderPayments_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderPayments_order on Order {
        number
        payments {
          id
          status
          provider
          providerReference
          amount
          currency
          refundedAmount
          refundableAmount
          failureMessage
          forExtraRevision
          createdAt
          refunds {
            id
            amount
            status
            reason
            createdAt
            createdBy {
              name
            }
          }
          ...RefundModal_payment
        }
      }
    `,
    order,
  );
  const [refunding, setRefunding] = useState<string | null>(null);

  if (data.payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payment has been attempted yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {data.payments.map((payment) => {
        const money = (minor: number) => formatMoney(minor, payment.currency);
        const status = payment.status as PaymentStatusValue;
        const color = PAYMENT_STATUS_COLORS[status] ?? "gray";
        return (
          <Paper key={payment.id} withBorder p="sm" radius="sm" data-testid="order-payment">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{money(payment.amount)}</Text>
                    <Badge variant="light" color={color} tt="none" fz="xs">
                      {PAYMENT_STATUS_LABELS[status] ?? payment.status}
                    </Badge>
                    {payment.forExtraRevision && (
                      <Text size="xs" c="dimmed">
                        Extra revision
                      </Text>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {PROVIDER_LABELS[payment.provider as keyof typeof PROVIDER_LABELS] ?? payment.provider} · {payment.providerReference ?? "no reference yet"} ·{" "}
                    <DateTimeCell value={payment.createdAt} />
                  </Text>
                </div>
                {payment.refundableAmount > 0 && (
                  <Button size="compact-sm" variant="default" style={{ flexShrink: 0 }} onClick={() => setRefunding(payment.id)} aria-label={`Refund payment of order ${data.number}`}>
                    Refund
                  </Button>
                )}
              </Group>
              {payment.failureMessage && (
                <Text size="xs" c="red.8">
                  {payment.failureMessage}
                </Text>
              )}
              {payment.refunds.length > 0 && (
                <Stack component="ul" gap={4} m={0} pl="md" aria-label="Refunds">
                  {payment.refunds.map((refund) => (
                    <Text component="li" size="sm" key={refund.id}>
                      {money(refund.amount)} · {refundStatusLabel(refund.status)} · <DateTimeCell value={refund.createdAt} />
                      {refund.createdBy ? ` · by ${refund.createdBy.name}` : ""}
                      {refund.reason && (
                        <Text span size="xs" c="dimmed" display="block">
                          {refund.reason}
                        </Text>
                      )}
                    </Text>
                  ))}
                </Stack>
              )}
              {refunding === payment.id && (
                <RefundModal payment={payment} opened onClose={() => setRefunding(null)} />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
