// Moves an order along its state table (in production, delivered, revision requested, completed,
// cancelled) with an optional note for the timeline; the answer refreshes the whole order page.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { ManualOrderStatus, useChangeOrderStatusMutation as ChangeOrderStatusMutation } from "../../__generated__/useChangeOrderStatusMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useChangeOrderStatusMutation($input: ChangeOrderStatusInput!) {
    changeOrderStatus(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          status
          ...OrderDesk_progress
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

export type { ManualOrderStatus };

export function useChangeOrderStatusMutation() {
  const [run, inFlight] = useAsyncMutation<ChangeOrderStatusMutation>(mutation);
  const changeOrderStatus = useCallback(
    async (orderId: string, status: ManualOrderStatus, note: string | null) => (await run({ variables: { input: { orderId, status, note } } })).changeOrderStatus,
    [run],
  );
  return [changeOrderStatus, inFlight] as const;
}
