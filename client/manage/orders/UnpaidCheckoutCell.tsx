// The desk's "Paid" cell of an order: when it was paid, or for an unpaid checkout how long ago it
// was started and whether its payment reminder went out.
import { Badge, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatDate, formatRelative } from "../../../common/dates.ts";
import type { UnpaidCheckoutCell_order$key } from "../../__generated__/UnpaidCheckoutCell_order.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { UNPAID_STATUSES } from "./ordersList.ts";

export function UnpaidCheckoutCell({ order }: { order: UnpaidCheckoutCell_order$key }) {
  const data = useFragment(
    graphql`
      fragment UnpaidCheckoutCell_order on Order {
        status
        paidAt
        createdAt
        reminderSentAt
      }
    `,
    order,
  );
  const unpaid = (UNPAID_STATUSES as readonly string[]).includes(data.status);
  return (
    <Table.Td>
      <Text span size="sm">
        <DateTimeCell value={data.paidAt} empty="Not paid" />
      </Text>
      {unpaid && (
        <Text size="xs" c="dimmed" data-testid="checkout-age">
          started{" "}
          <time dateTime={data.createdAt} title={formatDate(data.createdAt, "dateTime")}>
            {formatRelative(data.createdAt)}
          </time>
        </Text>
      )}
      {unpaid && data.reminderSentAt && (
        <Badge variant="light" color="gray" size="xs" tt="none" title={formatDate(data.reminderSentAt, "dateTime")}>
          Reminded
        </Badge>
      )}
    </Table.Td>
  );
}
