// The money of an order as the customer sees it: each card payment that went through, and the
// refunds made on it. Attempts that took nothing (declined, abandoned) are left out.
import { Group, Stack, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PaymentsAndRefunds_order$key } from "../../__generated__/PaymentsAndRefunds_order.graphql.ts";
import { refundStatusLabel } from "../../ui/orders/refundStatus.ts";
import { formatDate } from "../../ui/table/cells.tsx";

const TAKEN = new Set(["SUCCEEDED", "PARTIALLY_REFUNDED", "REFUNDED"]);

export function PaymentsAndRefunds({ order }: { order: PaymentsAndRefunds_order$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentsAndRefunds_order on Order {
        number
        payments {
          id
          amount
          currency
          status
          forExtraRevision
          createdAt
          refunds {
            id
            amount
            status
            createdAt
          }
        }
      }
    `,
    order,
  );
  const payments = data.payments.filter((payment) => TAKEN.has(payment.status));
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has been paid for this order yet.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} fz="sm" aria-label={`Payments and refunds of order ${data.number}`} data-testid="order-payments">
      <Table.Tbody>
        {payments.flatMap((payment) => [
          <Table.Tr key={payment.id}>
            <Table.Th scope="row" fw={400}>
              <Stack gap={0}>
                <Text size="sm">{payment.forExtraRevision ? "Extra revision" : "Card payment"}</Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
                </Text>
              </Stack>
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
              {formatMoney(payment.amount, payment.currency)}
            </Table.Td>
          </Table.Tr>,
          ...payment.refunds.map((refund) => (
            <Table.Tr key={refund.id}>
              <Table.Th scope="row" fw={400}>
                <Stack gap={0}>
                  <Group gap={6}>
                    <Text size="sm">Refund</Text>
                    <Text size="xs" c={refund.status === "FAILED" ? "red.8" : "dimmed"}>
                      {refundStatusLabel(refund.status)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    <time dateTime={refund.createdAt}>{formatDate(refund.createdAt)}</time>
                  </Text>
                </Stack>
              </Table.Th>
              <Table.Td ta="right" c={refund.status === "FAILED" ? "dimmed" : "teal.8"} td={refund.status === "FAILED" ? "line-through" : undefined} style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                −{formatMoney(refund.amount, payment.currency)}
              </Table.Td>
            </Table.Tr>
          )),
        ])}
      </Table.Tbody>
    </Table>
  );
}
