// Asks for a revision of a delivered order (guests pass their private link's key); the returned
// order updates the follow view through the store: its status, timeline and allowance.
import { graphql } from "react-relay";
import type { useRequestRevisionMutation as RequestRevisionMutation } from "../../__generated__/useRequestRevisionMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { forgetViewerOrderLists } from "./forgetViewerOrderLists.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRequestRevisionMutation() {
  return useInputMutation<RequestRevisionMutation, "OrderPayload">(mutation, { updater: forgetViewerOrderLists });
}
