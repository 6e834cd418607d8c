// Asks the server how a followed order stands once a payment on it went through (an extra
// revision): the server asks Stripe about an open payment (the customer may be back before the
// webhook) and answers the order with everything the follow view shows.
import { commitMutation, graphql } from "react-relay";
import type { refreshFollowedOrderMutation } from "../../__generated__/refreshFollowedOrderMutation.graphql.ts";
import { environment } from "../../app/relayEnvironment.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation refreshFollowedOrderMutation($input: RefreshOrderPaymentInput!) {
    refreshOrderPayment(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          status
          ...OrderFollowView_order
        }
      }
    }
  }
`;

/** The order's status after asking; null when the server could not say. */
export function refreshFollowedOrder(access: OrderAccess): Promise<string | null> {
  return new Promise((resolve, reject) => {
    commitMutation<refreshFollowedOrderMutation>(environment, {
      mutation,
      variables: { input: { order: orderAccessInput(access) } },
      onCompleted: (response) => resolve(response.refreshOrderPayment.__typename === "OrderPayload" ? (response.refreshOrderPayment.order?.status ?? null) : null),
      onError: reject,
    });
  });
}
