// What the customer has to do: orders awaiting payment, deliveries to approve (oldest first, the
// nearest deadline on top) and revisions under way. Each list shows its first ten; the rest are
// one click away in the order history, filtered to that status.
import { Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrdersNeedingYou_viewer$data, OrdersNeedingYou_viewer$key } from "../../__generated__/OrdersNeedingYou_viewer.graphql.ts";
import { orderHistoryPathWithFilters } from "../../ui/orders/accountOrderPaths.ts";
import { OverviewOrderList } from "./OverviewOrderList.tsx";
import type { OrderNeed } from "./OverviewOrderRow.tsx";

type Connection = OrdersNeedingYou_viewer$data["toPay"];

function NeedList({ title, need, connection, status }: { title: string; need: OrderNeed; connection: Connection; status: string }) {
  if (connection.totalCount === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={700} component="h3">
        {title} ({connection.totalCount})
      </Text>
      <OverviewOrderList orders={connection} need={need} morePath={orderHistoryPathWithFilters(`status~${status}`)} moreText={(more) => `${more} more in your orders`} />
    </Stack>
  );
}

export function OrdersNeedingYou({ viewer }: { viewer: OrdersNeedingYou_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OrdersNeedingYou_viewer on User {
        toPay: orders(first: 10, filter: { filters: "status~PENDING_PAYMENT", orderBy: "createdAt~DESC" }) {
          totalCount
          ...OverviewOrderList_orders
        }
        toApprove: orders(first: 10, filter: { filters: "status~DELIVERED", orderBy: "deliveredAt~ASC" }) {
          totalCount
          ...OverviewOrderList_orders
        }
        inRevision: orders(first: 10, filter: { filters: "status~REVISION_REQUESTED", orderBy: "dueAt~ASC" }) {
          totalCount
          ...OverviewOrderList_orders
        }
      }
    `,
    viewer,
  );
  const nothing = data.toPay.totalCount + data.toApprove.totalCount + data.inRevision.totalCount === 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="needs-you-title">
      <Title order={2} size="h3" id="needs-you-title">
        Needs you
      </Title>
      {nothing ? (
        <Text c="dimmed">Nothing needs you right now. We e-mail you when an order is ready to listen to.</Text>
      ) : (
        <>
          <NeedList title="To pay" need="pay" connection={data.toPay} status="PENDING_PAYMENT" />
          <NeedList title="To approve" need="approve" connection={data.toApprove} status="DELIVERED" />
          <NeedList title="In revision" need="revision" connection={data.inRevision} status="REVISION_REQUESTED" />
        </>
      )}
    </Stack>
  );
}
