// The revokeApiToken mutation of ApiTokens.
import { graphql } from "react-relay";
import type { useRevokeApiTokenMutation as Mutation } from "../../__generated__/useRevokeApiTokenMutation.graphql.ts";
import { useResultMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useRevokeApiTokenMutation($id: ID!) {
    revokeApiToken(id: $id) {
      __typename
      ... on RevokedApiTokenPayload {
        revokedId
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRevokeApiTokenMutation() {
  return useResultMutation<Mutation, "RevokedApiTokenPayload", [id: string, ownerId: string]>(mutation, (id, ownerId) => ({
    variables: { id },
    updater: (store) => {
      const owner = store.get(ownerId);
      if (owner) owner.setLinkedRecords((owner.getLinkedRecords("apiTokens") ?? []).filter((token) => token?.getDataID() !== id), "apiTokens");
    },
  }));
}
