// The createApiToken mutation of ApiTokens.
import { graphql } from "react-relay";
import type { CreateApiTokenInput, useCreateApiTokenMutation as Mutation } from "../../__generated__/useCreateApiTokenMutation.graphql.ts";
import { useResultMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreatedApiTokenPayload {
        token
        apiToken {
          ...ApiTokens_apiToken @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useCreateApiTokenMutation() {
  return useResultMutation<Mutation, "CreatedApiTokenPayload", [input: CreateApiTokenInput, ownerId: string]>(mutation, (input, ownerId) => ({
    variables: { input },
    updater: (store) => {
      const added = store.getRootField("createApiToken")?.getLinkedRecord("apiToken");
      const owner = store.get(ownerId);
      if (added && owner) owner.setLinkedRecords([added, ...(owner.getLinkedRecords("apiTokens") ?? [])], "apiTokens");
    },
  }));
}
