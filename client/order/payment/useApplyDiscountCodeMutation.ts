// Applies a discount code; a refused code answers DiscountRefusedError with the reason to show under the field.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useApplyDiscountCodeMutation as useApplyDiscountCodeMutationType } from "../../__generated__/useApplyDiscountCodeMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
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
      ... on DiscountRefusedError {
        message
        reason
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

export function useApplyDiscountCodeMutation(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<useApplyDiscountCodeMutationType>(mutation);
  const apply = useCallback(
    async (code: string) => (await run({ variables: { input: { order: orderAccessInput(access), code } } })).applyDiscountCode,
    [run, access],
  );
  return [apply, inFlight] as const;
}
