// The cancelOrder mutation of ChangeGuestOrder.
import { graphql } from "react-relay";
import type { useCancelOrderMutation as Mutation } from "../../__generated__/useCancelOrderMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCancelOrderMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          status
          payable
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useCancelOrderMutation() {
  return useInputMutation<Mutation, "OrderPayload">(mutation);
}
