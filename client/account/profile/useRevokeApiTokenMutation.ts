// The revokeApiToken mutation of ApiTokenList.
import { graphql } from "react-relay";
import type { useRevokeApiTokenMutation as Mutation } from "../../__generated__/useRevokeApiTokenMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useRevokeApiTokenMutation($id: ID!) {
    revokeApiToken(id: $id) {
      __typename
      ... on RevokedApiTokenPayload {
        revokedId
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useRevokeApiTokenMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
