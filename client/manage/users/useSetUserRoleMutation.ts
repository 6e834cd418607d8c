// The setUserRole mutation of UserAdminActions.
import { graphql, useMutation } from "react-relay";
import type { useSetUserRoleMutation as Mutation } from "../../__generated__/useSetUserRoleMutation.graphql.ts";

const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          ...UserDetails_user
          ...UserAdminActions_user
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSetUserRoleMutation() {
  return useMutation<Mutation>(mutation);
}
