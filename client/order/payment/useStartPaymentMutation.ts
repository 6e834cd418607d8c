// Places the order at the server's price and opens its card payment (the same open payment when repeated).
import { graphql } from "react-relay";
import type { useStartPaymentMutation as useStartPaymentMutationType } from "../../__generated__/useStartPaymentMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation useStartPaymentMutation($input: StartPaymentInput!) {
    startPayment(input: $input) {
      __typename
      ... on PaymentActionRequired {
        clientSecret
        provider
        publishableKey
        payment {
          id
          amount
          currency
        }
        order {
          ...OrderPaymentScreen_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useStartPaymentMutation(access: OrderAccess) {
  return useResultMutation<useStartPaymentMutationType, "PaymentActionRequired", [billingCountry: string | null, billingRegion: string]>(mutation, (billingCountry, billingRegion) => ({ variables: { input: { order: orderAccessInput(access), billingCountry, billingRegion } } }), [access]);
}
