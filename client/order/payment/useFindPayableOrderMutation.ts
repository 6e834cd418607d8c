// The findPayableOrder mutation of FindOrderRoute.
import { graphql } from "react-relay";
import type { useFindPayableOrderMutation as Mutation } from "../../__generated__/useFindPayableOrderMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useFindPayableOrderMutation($input: FindPayableOrderInput!) {
    findPayableOrder(input: $input) {
      __typename
      ... on PayableOrderPayload {
        number
        serviceName
        lines {
          description
          quantity
          amount
        }
        subtotal
        discountTotal
        taxTotal
        total
        currency
        message
      }
      ... on NotFoundError {
        message
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on BotCheckError {
        message
      }
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useFindPayableOrderMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
