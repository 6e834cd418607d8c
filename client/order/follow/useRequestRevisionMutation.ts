// Asks for a revision of a delivered order (guests pass their private link's key); the returned
// order updates the follow view through the store: its status, timeline and allowance.
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { RequestRevisionInput, useRequestRevisionMutation as RequestRevisionMutation } from "../../__generated__/useRequestRevisionMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRequestRevisionMutation($input: RequestRevisionInput!) {
    requestRevision(input: $input) {
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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
    }
  }
`;

// The order moves between the account overview's lists (to approve, in revision…): a signed-in
// customer's lists are read afresh the next time they are shown.
function forgetViewerOrderLists(store: RecordSourceSelectorProxy) {
  store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
}

export function useRequestRevisionMutation() {
  return useResultMutation<RequestRevisionMutation, [input: RequestRevisionInput]>(mutation, (input) => ({ variables: { input }, updater: forgetViewerOrderLists }));
}
