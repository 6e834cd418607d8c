// Sends the contact form (with the bot-check payload); the studio receives it by e-mail.
import { graphql } from "react-relay";
import type { ContactMessageInput, useSendContactMessageMutation as SendContactMessageMutation } from "../../__generated__/useSendContactMessageMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

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
  return useResultMutation<SendContactMessageMutation, [input: ContactMessageInput]>(mutation, (input) => ({ variables: { input } }));
}
