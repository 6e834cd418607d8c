// The placeGuestOrder mutation of GuestDraftCheckout.
import { graphql } from "react-relay";
import type { usePlaceGuestOrderMutation as Mutation } from "../../__generated__/usePlaceGuestOrderMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation usePlaceGuestOrderMutation($input: PlaceGuestOrderInput!) {
    placeGuestOrder(input: $input) {
      __typename
      ... on OrderWithKeyPayload {
        accessKey
        order {
          id
          ...OrderPaymentScreen_order
        }
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
      ... on Error {
        message
      }
    }
  }
`;

export function usePlaceGuestOrderMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
