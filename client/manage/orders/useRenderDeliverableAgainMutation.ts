// Queues one file of an order (a failed one, or one not delivered yet) to be rendered again.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRenderDeliverableAgainMutation as RenderDeliverableAgainMutation } from "../../__generated__/useRenderDeliverableAgainMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on Error {
        message
      }
    }
  }
`;

export function useRenderDeliverableAgainMutation() {
  const [run, inFlight] = useAsyncMutation<RenderDeliverableAgainMutation>(mutation);
  const renderDeliverableAgain = useCallback(
    async (deliverableId: string) => (await run({ variables: { input: { deliverableId } } })).renderDeliverableAgain,
    [run],
  );
  return [renderDeliverableAgain, inFlight] as const;
}
