// Asks for a password reset link by e-mail; the answer is the same whether the address has an
// account or not.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from "../../__generated__/useRequestPasswordResetMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on MessagePayload {
        message
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

export function useRequestPasswordResetMutation() {
  const [run, inFlight] = useAsyncMutation<RequestPasswordResetMutation>(mutation);
  const request = useCallback(async (email: string) => (await run({ variables: { input: { email } } })).requestPasswordReset, [run]);
  return [request, inFlight] as const;
}
