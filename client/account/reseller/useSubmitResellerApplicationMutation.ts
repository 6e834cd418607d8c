// The submitResellerApplication mutation of ResellerApplicationForm. The route reads the
// application again afterwards (the screen changes from the form to its state).
import { graphql } from "react-relay";
import type { useSubmitResellerApplicationMutation as Mutation } from "../../__generated__/useSubmitResellerApplicationMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSubmitResellerApplicationMutation($input: SubmitResellerApplicationInput!) {
    submitResellerApplication(input: $input) {
      __typename
      ... on ResellerApplicationPayload {
        application {
          id
          ...ResellerApplicationState_application
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSubmitResellerApplicationMutation() {
  return useInputMutation<Mutation, "ResellerApplicationPayload">(mutation);
}
