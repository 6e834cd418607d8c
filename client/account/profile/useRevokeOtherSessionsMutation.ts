// Signs out every session of the viewer except this one.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRevokeOtherSessionsMutation as RevokeOtherSessionsMutation } from "../../__generated__/useRevokeOtherSessionsMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useRevokeOtherSessionsMutation {
    revokeOtherSessions {
      __typename
      ... on UserPayload {
        user {
          id
          ...SessionList_user
        }
      }
      ... on PermissionError {
        message
      }
    }
  }
`;

export function useRevokeOtherSessionsMutation() {
  const [run, inFlight] = useAsyncMutation<RevokeOtherSessionsMutation>(mutation);
  const revokeOtherSessions = useCallback(async () => (await run({ variables: {} })).revokeOtherSessions, [run]);
  return [revokeOtherSessions, inFlight] as const;
}
