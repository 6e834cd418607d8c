// Creates an account (with the bot-check payload) and signs the new customer in.
import { graphql } from "react-relay";
import type { RegisterInput, useRegisterMutation as RegisterMutation } from "../../__generated__/useRegisterMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { setViewerFromPayload } from "../../app/viewerStore.ts";

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
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
      ... on BotCheckError {
        message
      }
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useRegisterMutation() {
  return useResultMutation<RegisterMutation, [input: RegisterInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => setViewerFromPayload(store, "register") }));
}
