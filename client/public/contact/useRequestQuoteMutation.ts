// Sends a quote request; the script file travels as a multipart upload (Relay `uploadables`,
// under the variable path "input.script").
import { graphql } from "react-relay";
import type { QuoteRequestInput, useRequestQuoteMutation as RequestQuoteMutation } from "../../__generated__/useRequestQuoteMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRequestQuoteMutation($input: QuoteRequestInput!) {
    requestQuote(input: $input) {
      __typename
      ... on ContactMessageSentPayload {
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRequestQuoteMutation() {
  return useResultMutation<RequestQuoteMutation, "ContactMessageSentPayload", [input: Omit<QuoteRequestInput, "script">, script: File | null]>(mutation, (input, script) => ({ variables: { input: { ...input, script: null } }, uploadables: script ? { "input.script": script } : undefined }));
}
