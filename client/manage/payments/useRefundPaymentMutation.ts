// The refundPayment mutation of RefundModal.
import { graphql } from "react-relay";
import type { useRefundPaymentMutation as Mutation } from "../../__generated__/useRefundPaymentMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on NotFoundError {
        message
      }
      ... on PaymentGatewayError {
        message
      }
    }
  }
`;

export function useRefundPaymentMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
