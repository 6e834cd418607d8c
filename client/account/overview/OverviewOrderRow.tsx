// One order on the account overview, with what it needs from the customer: paying it (a "Pay"
// link to its payment page), approving its delivery (until when), a revision under way, or a
// recent delivery to download.
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { formatMoney } from "../../../common/money.ts";
import type { OverviewOrderRow_order$key } from "../../__generated__/OverviewOrderRow_order.graphql.ts";
import { formatDay } from "../../../common/dates.ts";
import { orderPaymentPath } from "../../ui/orders/paymentPaths.ts";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";
import { accountOrderPath } from "../../ui/orders/accountOrderPaths.ts";

export type OrderNeed = "pay" | "approve" | "revision" | "delivered";

function needText(need: OrderNeed, order: { total: number; currency: string; approvalDeadline: string | null | undefined; dueAt: string | null | undefined }): string {
  switch (need) {
    case "pay":
      return `${formatMoney(order.total, order.currency)} to pay. The studio starts once it is paid.`;
    case "approve":
      return order.approvalDeadline ? `Listen and approve, or ask for a revision, by ${formatDay(order.approvalDeadline)}.` : "Listen and approve, or ask for a revision.";
    case "revision":
      return order.dueAt ? `The studio is recording your changes; due by ${formatDay(order.dueAt)}.` : "The studio is recording your changes.";
    case "delivered":
      return "Your recordings are ready to download.";
  }
}

export function OverviewOrderRow({ order, need }: { order: OverviewOrderRow_order$key; need: OrderNeed }) {
  const data = useFragment(
    graphql`
      fragment OverviewOrderRow_order on Order {
        id
        number
        status
        total
        currency
        dueAt
        approvalDeadline
        service {
          name
        }
      }
    `,
    order,
  );
  const orderPath = accountOrderPath(data.id);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid={`overview-${need}`}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Anchor component={Link} to={orderPath} fw={700}>
              Order {data.number}
            </Anchor>
            <OrderStatusBadge status={data.status} size="sm" />
          </Group>
          <Text size="sm" c="dimmed">
            {data.service.name}
          </Text>
          <Text size="sm">{needText(need, data)}</Text>
        </Stack>
        {need === "pay" ? (
          <Button component={Link} to={orderPaymentPath(data.id)} aria-label={`Pay order ${data.number}`}>
            Pay
          </Button>
        ) : need === "approve" ? (
          <Button component={Link} to={orderPath} aria-label={`Review order ${data.number}`}>
            Review
          </Button>
        ) : need === "delivered" ? (
          <Button component={Link} to={orderPath} variant="default" aria-label={`Download order ${data.number}`}>
            Download
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
