// The updateWebhookEndpoint mutation of WebhookEndpointCard (enabling or disabling the endpoint).
import { graphql } from "react-relay";
import type { useUpdateWebhookEndpointMutation as Mutation } from "../../__generated__/useUpdateWebhookEndpointMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateWebhookEndpointMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      __typename
      ... on WebhookEndpointPayload {
        endpoint {
          id
          url
          description
          enabled
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateWebhookEndpointMutation() {
  return useInputMutation<Mutation, "WebhookEndpointPayload">(mutation);
}
