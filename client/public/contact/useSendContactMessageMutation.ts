// Sends the contact form (with the bot-check payload); the studio receives it by e-mail.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { ContactMessageInput, useSendContactMessageMutation as SendContactMessageMutation } from "../../__generated__/useSendContactMessageMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useSendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
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

export function useSendContactMessageMutation() {
  const [run, inFlight] = useAsyncMutation<SendContactMessageMutation>(mutation);
  const send = useCallback(async (input: ContactMessageInput) => (await run({ variables: { input } })).sendContactMessage, [run]);
  return [send, inFlight] as const;
}
