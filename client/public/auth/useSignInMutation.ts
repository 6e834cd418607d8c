// Signs in with e-mail and password. On success the new viewer replaces the store's `viewer`
// (the header updates at once) and cached answers are marked stale.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { SignInInput, useSignInMutation as SignInMutation } from "../../__generated__/useSignInMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
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
  const [run, inFlight] = useAsyncMutation<SignInMutation>(mutation);
  const signIn = useCallback(
    async (input: SignInInput) => (await run({ variables: { input }, updater: (store) => setViewerFromPayload(store, "signIn") })).signIn,
    [run],
  );
  return [signIn, inFlight] as const;
}
