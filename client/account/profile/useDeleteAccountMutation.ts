// Deletes the viewer's own account, confirmed with their password; the answer ends the session.
import { graphql } from "react-relay";
import type { useDeleteAccountMutation as Mutation } from "../../__generated__/useDeleteAccountMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeletedAccountPayload {
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useDeleteAccountMutation() {
  return useInputMutation<Mutation, "DeletedAccountPayload">(mutation);
}
