// Changes the viewer's password; the server signs out every other session, and the returned user
// refreshes the sessions list.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { ChangePasswordInput, useChangePasswordMutation as ChangePasswordMutation } from "../../__generated__/useChangePasswordMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
  const [run, inFlight] = useAsyncMutation<ChangePasswordMutation>(mutation);
  const changePassword = useCallback(async (input: ChangePasswordInput) => (await run({ variables: { input } })).changePassword, [run]);
  return [changePassword, inFlight] as const;
}
