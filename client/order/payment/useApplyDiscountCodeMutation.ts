// Applies a discount code; a refused code answers DiscountRefusedError with the reason to show under the field.
import { graphql } from "react-relay";
import type { useApplyDiscountCodeMutation as useApplyDiscountCodeMutationType } from "../../__generated__/useApplyDiscountCodeMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation useApplyDiscountCodeMutation($input: ApplyDiscountCodeInput!) {
    applyDiscountCode(input: $input) {
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

export function useApplyDiscountCodeMutation(access: OrderAccess) {
  return useResultMutation<useApplyDiscountCodeMutationType, "OrderPayload", [code: string]>(mutation, (code) => ({ variables: { input: { order: orderAccessInput(access), code } } }), [access]);
}
