// Asks the server how the order's payment stands: the server asks Stripe about an open payment
// (the customer may be back before the webhook) and answers the order, which the store takes in,
// so every view of the order follows. With the test gateway it simply answers the order.
import { commitMutation, graphql } from "react-relay";
import type { refreshOrderPaymentMutation } from "../../__generated__/refreshOrderPaymentMutation.graphql.ts";
import { environment } from "../../app/relayEnvironment.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation refreshOrderPaymentMutation($input: RefreshOrderPaymentInput!) {
    refreshOrderPayment(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          status
          ...OrderPaymentScreen_order
          ...PaymentSuccess_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The order's status after asking; null when the server could not say. */
export function refreshOrder(access: OrderAccess): Promise<string | null> {
  return new Promise((resolve, reject) => {
    commitMutation<refreshOrderPaymentMutation>(environment, {
      mutation,
      variables: { input: { order: orderAccessInput(access) } },
      onCompleted: (response) => resolve(response.refreshOrderPayment.__typename === "OrderPayload" ? (response.refreshOrderPayment.order?.status ?? null) : null),
      onError: reject,
    });
  });
}
