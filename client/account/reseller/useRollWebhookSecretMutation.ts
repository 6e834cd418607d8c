// The rollWebhookSecret mutation of WebhookEndpointCard: the new secret comes in its answer only.
import { graphql } from "react-relay";
import type { useRollWebhookSecretMutation as Mutation } from "../../__generated__/useRollWebhookSecretMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRollWebhookSecretMutation($input: RollWebhookSecretInput!) {
    rollWebhookSecret(input: $input) {
      __typename
      ... on WebhookSecretPayload {
        secret
        endpoint {
          id
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRollWebhookSecretMutation() {
  return useInputMutation<Mutation, "WebhookSecretPayload">(mutation);
}
