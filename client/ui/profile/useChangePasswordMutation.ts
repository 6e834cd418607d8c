// Changes the viewer's password; the server signs out every other session (and revokes the API
// tokens when asked), and the returned user refreshes the sessions and tokens lists.
import { graphql } from "react-relay";
import type { useChangePasswordMutation as ChangePasswordMutation } from "../../__generated__/useChangePasswordMutation.graphql.ts";
import { useInputMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          ...SessionList_user
          ...ApiTokens_user
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useChangePasswordMutation() {
  return useInputMutation<ChangePasswordMutation, "UserPayload">(mutation);
}
