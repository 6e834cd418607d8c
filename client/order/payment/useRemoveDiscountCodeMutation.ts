// Takes the discount code off the order.
import { graphql } from "react-relay";
import type { useRemoveDiscountCodeMutation as useRemoveDiscountCodeMutationType } from "../../__generated__/useRemoveDiscountCodeMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRemoveDiscountCodeMutation(access: OrderAccess) {
  return useResultMutation<useRemoveDiscountCodeMutationType, "OrderPayload", []>(mutation, () => ({ variables: { input: { order: orderAccessInput(access) } } }), [access]);
}
