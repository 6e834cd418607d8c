// The sendPasswordReset mutation of UserAdminActions.
import { graphql, useMutation } from "react-relay";
import type { useSendPasswordResetMutation as Mutation } from "../../__generated__/useSendPasswordResetMutation.graphql.ts";

const mutation = graphql`
  mutation useSendPasswordResetMutation($userId: ID!) {
    sendPasswordReset(userId: $userId) {
      __typename
      ... on MessagePayload {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSendPasswordResetMutation() {
  return useMutation<Mutation>(mutation);
}
