// Adds an internal note to an order (never shown to the customer); the answer refreshes the notes.
import { graphql } from "react-relay";
import type { useAddOrderNoteMutation as AddOrderNoteMutation } from "../../__generated__/useAddOrderNoteMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useAddOrderNoteMutation($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      __typename
      ... on AddOrderNotePayload {
        order {
          id
          ...OrderNotes_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useAddOrderNoteMutation() {
  return useResultMutation<AddOrderNoteMutation, "AddOrderNotePayload", [orderId: string, body: string]>(mutation, (orderId, body) => ({ variables: { input: { orderId, body } } }));
}
