// The createWebhookEndpoint mutation of WebhookEndpointForm: the new endpoint joins the viewer's list.
import { graphql } from "react-relay";
import type { CreateWebhookEndpointInput, useCreateWebhookEndpointMutation as Mutation } from "../../__generated__/useCreateWebhookEndpointMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on WebhookSecretPayload {
        secret
        endpoint {
          id
          url
          ...WebhookEndpointCard_endpoint
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useCreateWebhookEndpointMutation() {
  return useResultMutation<Mutation, "WebhookSecretPayload", [input: CreateWebhookEndpointInput, ownerId: string]>(mutation, (input, ownerId) => ({
    variables: { input },
    updater: (store) => {
      const added = store.getRootField("createWebhookEndpoint")?.getLinkedRecord("endpoint");
      const owner = store.get(ownerId);
      if (added && owner) owner.setLinkedRecords([...(owner.getLinkedRecords("webhookEndpoints") ?? []), added], "webhookEndpoints");
    },
  }));
}
