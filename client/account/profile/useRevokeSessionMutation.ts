// Signs out one of the viewer's other sessions; the returned user refreshes the sessions list.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRevokeSessionMutation as RevokeSessionMutation } from "../../__generated__/useRevokeSessionMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on NotFoundError {
        message
      }
      ... on PermissionError {
        message
      }
    }
  }
`;

export function useRevokeSessionMutation() {
  const [run, inFlight] = useAsyncMutation<RevokeSessionMutation>(mutation);
  const revokeSession = useCallback(async (id: string) => (await run({ variables: { id } })).revokeSession, [run]);
  return [revokeSession, inFlight] as const;
}
