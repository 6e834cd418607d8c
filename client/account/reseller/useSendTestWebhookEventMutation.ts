// The sendTestWebhookEvent mutation of WebhookEndpointCard (the card reads its log again afterwards).
import { graphql } from "react-relay";
import type { useSendTestWebhookEventMutation as Mutation } from "../../__generated__/useSendTestWebhookEventMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSendTestWebhookEventMutation($input: SendTestWebhookEventInput!) {
    sendTestWebhookEvent(input: $input) {
      __typename
      ... on WebhookDeliveryPayload {
        delivery {
          id
          ...WebhookDeliveryRow_delivery
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSendTestWebhookEventMutation() {
  return useInputMutation<Mutation, "WebhookDeliveryPayload">(mutation);
}
