// The placeGuestOrder mutation of GuestDraftCheckout.
import { graphql } from "react-relay";
import type { usePlaceGuestOrderMutation as Mutation } from "../../__generated__/usePlaceGuestOrderMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function usePlaceGuestOrderMutation() {
  return useInputMutation<Mutation, "OrderWithKeyPayload">(mutation);
}
