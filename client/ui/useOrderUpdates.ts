// Keeps an order on screen current while it is shown: the server sends the order again each time it
// changes (the orderUpdated subscription), and Relay updates whatever reads the fields the
// subscription selects, wherever the order is shown. The default subscription selects the order's
// status; a page showing more (its files, its timeline) passes its own, spreading its fragment:
//
//   subscription OrderPageUpdatesSubscription($id: ID!, $key: String) {
//     orderUpdated(id: $id, key: $key) { ...OrderPage_order }
//   }
//   useOrderUpdates(order.id, key, OrderPageUpdatesSubscription);
//
// Guests pass the key of their private link. Nothing arrives until the order changes.
import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from "relay-runtime";

const orderStatusUpdates = graphql`
  subscription useOrderUpdatesSubscription($id: ID!, $key: String) {
    orderUpdated(id: $id, key: $key) {
      id
      status
      statusLabel
      payable
      placedAt
      paidAt
      dueAt
      updatedAt
    }
  }
`;

/** A subscription to orderUpdated: its variables are the order's global id and, for a guest, the key. */
type OrderUpdatesOperation = OperationType & { variables: { id: string; key?: string | null } };

export function useOrderUpdates(orderId: string, key?: string | null, subscription: GraphQLTaggedNode = orderStatusUpdates): void {
  const config = useMemo<GraphQLSubscriptionConfig<OrderUpdatesOperation>>(
    () => ({
      subscription,
      variables: { id: orderId, key: key ?? null },
      // The page keeps what it shows; it just stops changing by itself.
      onError: (error) => console.warn(`Live updates of order ${orderId} stopped: ${error.message}`),
    }),
    [subscription, orderId, key],
  );
  useSubscription(config);
}
