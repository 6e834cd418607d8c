// Moves an order along its state table (in production, delivered, revision requested, completed,
// cancelled) with an optional note for the timeline; the answer refreshes the whole order page.
import { graphql } from "react-relay";
import type { ManualOrderStatus, useChangeOrderStatusMutation as ChangeOrderStatusMutation } from "../../__generated__/useChangeOrderStatusMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export type { ManualOrderStatus };

export function useChangeOrderStatusMutation() {
  return useResultMutation<ChangeOrderStatusMutation, "OrderPayload", [orderId: string, status: ManualOrderStatus, note: string | null]>(mutation, (orderId, status, note) => ({ variables: { input: { orderId, status, note } } }));
}
