// Signs out one of the viewer's other sessions; the returned user refreshes the sessions list.
import { graphql } from "react-relay";
import type { useRevokeSessionMutation as RevokeSessionMutation } from "../../__generated__/useRevokeSessionMutation.graphql.ts";
import { useResultMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useRevokeSessionMutation($id: ID!) {
    revokeSession(id: $id) {
      __typename
      ... on UserPayload {
        user {
          id
          ...SessionList_user
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRevokeSessionMutation() {
  return useResultMutation<RevokeSessionMutation, "UserPayload", [id: string]>(mutation, (id) => ({ variables: { id } }));
}
