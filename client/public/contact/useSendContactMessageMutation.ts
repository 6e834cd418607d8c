// Sends the contact form (with the bot-check payload); the studio receives it by e-mail.
import { graphql } from "react-relay";
import type { useSendContactMessageMutation as SendContactMessageMutation } from "../../__generated__/useSendContactMessageMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on ContactMessageSentPayload {
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSendContactMessageMutation() {
  return useInputMutation<SendContactMessageMutation, "ContactMessageSentPayload">(mutation);
}
