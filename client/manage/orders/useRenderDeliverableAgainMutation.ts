// Queues one file of an order (a failed one, or one not delivered yet) to be rendered again.
import { graphql } from "react-relay";
import type { useRenderDeliverableAgainMutation as RenderDeliverableAgainMutation } from "../../__generated__/useRenderDeliverableAgainMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRenderDeliverableAgainMutation($input: RenderDeliverableAgainInput!) {
    renderDeliverableAgain(input: $input) {
      __typename
      ... on RenderDeliverableAgainPayload {
        deliverable {
          id
          status
          failureReason
          attempts
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRenderDeliverableAgainMutation() {
  return useResultMutation<RenderDeliverableAgainMutation, "RenderDeliverableAgainPayload", [deliverableId: string]>(mutation, (deliverableId) => ({ variables: { input: { deliverableId } } }));
}
