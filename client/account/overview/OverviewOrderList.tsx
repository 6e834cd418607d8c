// A short list of the customer's orders on the account overview (the first few of a filtered
// connection), with a link to the rest in the order history.
import { Anchor, Stack } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { OverviewOrderList_orders$key } from "../../__generated__/OverviewOrderList_orders.graphql.ts";
import { OverviewOrderRow, type OrderNeed } from "./OverviewOrderRow.tsx";

export type OverviewOrderListProps = {
  orders: OverviewOrderList_orders$key;
  need: OrderNeed;
  /** The order history filtered to the same orders. */
  morePath: string;
  /** The link's text when more orders match than the list shows: `more` of `total` are left out. */
  moreText: (more: number, total: number) => string;
};

export function OverviewOrderList({ orders, need, morePath, moreText }: OverviewOrderListProps) {
  const { totalCount, edges } = useFragment(
    graphql`
      fragment OverviewOrderList_orders on CustomerOrderConnection {
        totalCount
        edges {
          node {
            id
            ...OverviewOrderRow_order
          }
        }
      }
    `,
    orders,
  );
  const more = totalCount - edges.length;
  return (
    <>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {edges.map((edge) => (
          <OverviewOrderRow key={edge.node.id} order={edge.node} need={need} />
        ))}
      </Stack>
      {more > 0 && (
        <Anchor component={Link} to={morePath} size="sm">
          {moreText(more, totalCount)}
        </Anchor>
      )}
    </>
  );
}
