// Signs out every session of the viewer except this one.
import { graphql } from "react-relay";
import type { useRevokeOtherSessionsMutation as RevokeOtherSessionsMutation } from "../../__generated__/useRevokeOtherSessionsMutation.graphql.ts";
import { useResultMutation } from "../useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRevokeOtherSessionsMutation() {
  return useResultMutation<RevokeOtherSessionsMutation, "UserPayload", []>(mutation, () => ({ variables: {} }));
}
