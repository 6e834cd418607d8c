// The redeliverWebhook mutation of WebhookDeliveryRow (the card reads its log again afterwards).
import { graphql } from "react-relay";
import type { useRedeliverWebhookMutation as Mutation } from "../../__generated__/useRedeliverWebhookMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRedeliverWebhookMutation($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) {
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

export function useRedeliverWebhookMutation() {
  return useInputMutation<Mutation, "WebhookDeliveryPayload">(mutation);
}
