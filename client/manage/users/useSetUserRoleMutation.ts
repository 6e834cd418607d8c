// The setUserRole mutation of UserAdminActions.
import { graphql } from "react-relay";
import type { useSetUserRoleMutation as Mutation } from "../../__generated__/useSetUserRoleMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      __typename
      ... on UserPayload {
        user {
          ...UserRoute_user @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSetUserRoleMutation() {
  return useInputMutation<Mutation, "UserPayload">(mutation, { updater: markListsStale });
}
