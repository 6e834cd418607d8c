// Signs in with e-mail and password. On success the new viewer replaces the store's `viewer`
// (the header updates at once) and cached answers are marked stale.
import { graphql } from "react-relay";
import type { SignInInput, useSignInMutation as SignInMutation } from "../../__generated__/useSignInMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { setViewerFromPayload } from "../../app/viewerStore.ts";

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
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
      ... on AuthenticationError {
        message
      }
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useSignInMutation() {
  return useResultMutation<SignInMutation, [input: SignInInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => setViewerFromPayload(store, "signIn") }));
}
