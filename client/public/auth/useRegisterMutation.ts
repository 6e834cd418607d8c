// Creates an account (with the bot-check payload) and signs the new customer in.
import { graphql } from "react-relay";
import type { useRegisterMutation as RegisterMutation } from "../../__generated__/useRegisterMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { setViewerFromPayload } from "../../app/viewerStore.ts";

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
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

export function useRegisterMutation() {
  return useInputMutation<RegisterMutation, "ViewerPayload">(mutation, { updater: (store) => setViewerFromPayload(store, "register") });
}
