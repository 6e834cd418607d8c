// Sets a new password with a reset link's id and key, and signs the person in.
import { graphql } from "react-relay";
import type { useResetPasswordMutation as ResetPasswordMutation } from "../../__generated__/useResetPasswordMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { setViewerFromPayload } from "../../app/viewerStore.ts";

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ViewerPayload {
        viewer {
          ...RootQuery_viewer @relay(mask: false)
          name
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useResetPasswordMutation() {
  return useInputMutation<ResetPasswordMutation, "ViewerPayload">(mutation, { updater: (store) => setViewerFromPayload(store, "resetPassword") });
}
