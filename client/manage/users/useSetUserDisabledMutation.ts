// The setUserDisabled mutation of UserAdminActions.
import { graphql, useMutation } from "react-relay";
import type { useSetUserDisabledMutation as Mutation } from "../../__generated__/useSetUserDisabledMutation.graphql.ts";

const mutation = graphql`
  mutation useSetUserDisabledMutation($input: SetUserDisabledInput!) {
    setUserDisabled(input: $input) {
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

export function useSetUserDisabledMutation() {
  return useMutation<Mutation>(mutation);
}
