// Sends a quote request; the script file travels as a multipart upload (Relay `uploadables`,
// under the variable path "input.script").
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { QuoteRequestInput, useRequestQuoteMutation as RequestQuoteMutation } from "../../__generated__/useRequestQuoteMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useRequestQuoteMutation($input: QuoteRequestInput!) {
    requestQuote(input: $input) {
      __typename
      ... on ContactMessageSentPayload {
        message
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

export function useRequestQuoteMutation() {
  const [run, inFlight] = useAsyncMutation<RequestQuoteMutation>(mutation);
  const request = useCallback(
    async (input: Omit<QuoteRequestInput, "script">, script: File | null) =>
      (await run({ variables: { input: { ...input, script: null } }, uploadables: script ? { "input.script": script } : undefined })).requestQuote,
    [run],
  );
  return [request, inFlight] as const;
}
