// Asks for a password reset link by e-mail; the answer is the same whether the address has an
// account or not.
import { graphql } from "react-relay";
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from "../../__generated__/useRequestPasswordResetMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on MessagePayload {
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRequestPasswordResetMutation() {
  return useResultMutation<RequestPasswordResetMutation, "MessagePayload", [email: string]>(mutation, (email) => ({ variables: { input: { email } } }));
}
