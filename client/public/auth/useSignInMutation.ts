// Signs in with e-mail and password. On success the new viewer replaces the store's `viewer`
// (the header updates at once) and cached answers are marked stale.
import { graphql } from "react-relay";
import type { useSignInMutation as SignInMutation } from "../../__generated__/useSignInMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { setViewerFromPayload } from "../../app/viewerStore.ts";

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
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

export function useSignInMutation() {
  return useInputMutation<SignInMutation, "ViewerPayload">(mutation, { updater: (store) => setViewerFromPayload(store, "signIn") });
}
