// Approves a delivered order, which completes it (guests pass their private link's key); the
// returned order updates the follow view through the store.
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { ApproveDeliveryInput, useApproveDeliveryMutation as ApproveDeliveryMutation } from "../../__generated__/useApproveDeliveryMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

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
  return useResultMutation<ApproveDeliveryMutation, [input: ApproveDeliveryInput]>(mutation, (input) => ({ variables: { input }, updater: forgetViewerOrderLists }));
}
