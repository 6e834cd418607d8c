// Changes the viewer's password; the server signs out every other session, and the returned user
// refreshes the sessions list.
import { graphql } from "react-relay";
import type { ChangePasswordInput, useChangePasswordMutation as ChangePasswordMutation } from "../../__generated__/useChangePasswordMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          ...SessionList_user
        }
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
    }
  }
`;

export function useChangePasswordMutation() {
  return useResultMutation<ChangePasswordMutation, [input: ChangePasswordInput]>(mutation, (input) => ({ variables: { input } }));
}
