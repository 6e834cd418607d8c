// Sets a new password with a reset link's id and key, and signs the person in.
import { graphql } from "react-relay";
import type { ResetPasswordInput, useResetPasswordMutation as ResetPasswordMutation } from "../../__generated__/useResetPasswordMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { setViewerFromPayload } from "../../app/viewerStore.ts";

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ViewerPayload {
        viewer {
          id
          name
          role
          ...AccountMenu_viewer
        }
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useResetPasswordMutation() {
  return useResultMutation<ResetPasswordMutation, [input: ResetPasswordInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => setViewerFromPayload(store, "resetPassword") }));
}
