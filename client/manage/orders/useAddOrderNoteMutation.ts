// Adds an internal note to an order (never shown to the customer); the answer refreshes the notes.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useAddOrderNoteMutation as AddOrderNoteMutation } from "../../__generated__/useAddOrderNoteMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAddOrderNoteMutation() {
  const [run, inFlight] = useAsyncMutation<AddOrderNoteMutation>(mutation);
  const addOrderNote = useCallback(async (orderId: string, body: string) => (await run({ variables: { input: { orderId, body } } })).addOrderNote, [run]);
  return [addOrderNote, inFlight] as const;
}
