// The deleteWebhookEndpoint mutation of WebhookEndpointCard: the endpoint leaves the viewer's list.
import { graphql } from "react-relay";
import type { useDeleteWebhookEndpointMutation as Mutation } from "../../__generated__/useDeleteWebhookEndpointMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useDeleteWebhookEndpointMutation($input: DeleteWebhookEndpointInput!) {
    deleteWebhookEndpoint(input: $input) {
      __typename
      ... on DeletedWebhookEndpointPayload {
        deletedId
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useDeleteWebhookEndpointMutation() {
  return useResultMutation<Mutation, "DeletedWebhookEndpointPayload", [endpointId: string, ownerId: string]>(mutation, (endpointId, ownerId) => ({
    variables: { input: { endpointId } },
    updater: (store) => {
      const owner = store.get(ownerId);
      if (owner) owner.setLinkedRecords((owner.getLinkedRecords("webhookEndpoints") ?? []).filter((endpoint) => endpoint?.getDataID() !== endpointId), "webhookEndpoints");
    },
  }));
}
