// The sendPasswordReset mutation of UserAdminActions.
import { graphql } from "react-relay";
import type { useSendPasswordResetMutation as Mutation } from "../../__generated__/useSendPasswordResetMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useSendPasswordResetMutation($userId: ID!) {
    sendPasswordReset(userId: $userId) {
      __typename
      ... on MessagePayload {
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSendPasswordResetMutation() {
  return useResultMutation<Mutation, "MessagePayload", [userId: string]>(mutation, (userId) => ({ variables: { userId }, updater: markListsStale }));
}
