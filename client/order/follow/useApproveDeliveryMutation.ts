// Approves a delivered order, which completes it (guests pass their private link's key); the
// returned order updates the follow view through the store.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { ApproveDeliveryInput, useApproveDeliveryMutation as ApproveDeliveryMutation } from "../../__generated__/useApproveDeliveryMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useApproveDeliveryMutation($input: ApproveDeliveryInput!) {
    approveDelivery(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          ...OrderFollowView_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

// The order moves between the account overview's lists (to approve, in revision…): a signed-in
// customer's lists are read afresh the next time they are shown.
function forgetViewerOrderLists(store: RecordSourceSelectorProxy) {
  store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
}

export function useApproveDeliveryMutation() {
  const [run, inFlight] = useAsyncMutation<ApproveDeliveryMutation>(mutation);
  const approveDelivery = useCallback(async (input: ApproveDeliveryInput) => (await run({ variables: { input }, updater: forgetViewerOrderLists })).approveDelivery, [run]);
  return [approveDelivery, inFlight] as const;
}
