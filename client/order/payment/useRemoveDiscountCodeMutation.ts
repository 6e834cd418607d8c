// Takes the discount code off the order.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRemoveDiscountCodeMutation as useRemoveDiscountCodeMutationType } from "../../__generated__/useRemoveDiscountCodeMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation useRemoveDiscountCodeMutation($input: RemoveDiscountCodeInput!) {
    removeDiscountCode(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          ...OrderPaymentScreen_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRemoveDiscountCodeMutation(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<useRemoveDiscountCodeMutationType>(mutation);
  const remove = useCallback(async () => (await run({ variables: { input: { order: orderAccessInput(access) } } })).removeDiscountCode, [run, access]);
  return [remove, inFlight] as const;
}
