// Writes a message on an order (guests pass their private link's key), its files sent as a
// multipart request; the answer refreshes the conversation through the store, and the other
// side's pages hear of it through orderUpdated.
import { graphql } from "react-relay";
import type { useSendOrderMessageMutation as SendOrderMessageMutation } from "../../__generated__/useSendOrderMessageMutation.graphql.ts";
import { useResultMutation } from "../useResultMutation.ts";

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

export type NewOrderMessage = { orderId: string; key: string | null; body: string; attachments: File[] };

export function useSendOrderMessageMutation() {
  return useResultMutation<SendOrderMessageMutation, "SendOrderMessagePayload", [message: NewOrderMessage]>(mutation, ({ orderId, key, body, attachments }) => ({
    variables: { input: { orderId, key, body, attachments: attachments.map(() => null) } },
    uploadables: Object.fromEntries(attachments.map((file, index) => [`input.attachments.${index}`, file])),
  }));
}
