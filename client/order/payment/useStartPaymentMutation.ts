// Places the order at the server's price and opens its card payment (the same open payment when repeated).
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useStartPaymentMutation as useStartPaymentMutationType } from "../../__generated__/useStartPaymentMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStartPaymentMutation(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<useStartPaymentMutationType>(mutation);
  const start = useCallback(
    async (billingCountry: string | null, billingRegion: string) =>
      (await run({ variables: { input: { order: orderAccessInput(access), billingCountry, billingRegion } } })).startPayment,
    [run, access],
  );
  return [start, inFlight] as const;
}
