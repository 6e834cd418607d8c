// The cancelOrder mutation of ChangeGuestOrder.
import { graphql } from "react-relay";
import type { useCancelOrderMutation as Mutation } from "../../__generated__/useCancelOrderMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on Error {
        message
      }
    }
  }
`;

export function useCancelOrderMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
