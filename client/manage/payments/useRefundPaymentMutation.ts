// The refundPayment mutation of RefundModal.
import { graphql } from "react-relay";
import type { useRefundPaymentMutation as Mutation } from "../../__generated__/useRefundPaymentMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRefundPaymentMutation($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      __typename
      ... on RefundPaymentPayload {
        payment {
          id
          ...PaymentRow_payment
        }
        refund {
          amount
          status
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRefundPaymentMutation() {
  return useInputMutation<Mutation, "RefundPaymentPayload">(mutation);
}
