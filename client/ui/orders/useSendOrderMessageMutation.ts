// Writes a message on an order (guests pass their private link's key); the answer refreshes the
// conversation through the store, and the other side's pages hear of it through orderUpdated.
import { graphql } from "react-relay";
import type { useSendOrderMessageMutation as SendOrderMessageMutation } from "../../__generated__/useSendOrderMessageMutation.graphql.ts";
import { useInputMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useSendOrderMessageMutation($input: SendOrderMessageInput!) {
    sendOrderMessage(input: $input) {
      __typename
      ... on SendOrderMessagePayload {
        order {
          id
          ...OrderMessages_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSendOrderMessageMutation() {
  return useInputMutation<SendOrderMessageMutation, "SendOrderMessagePayload">(mutation);
}
