// The viewer orders as a private person again; the profile updates from the answer.
import { graphql } from "react-relay";
import type { useLeaveOwnCompanyMutation as Mutation } from "../../__generated__/useLeaveOwnCompanyMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useLeaveOwnCompanyMutation {
    leaveOwnCompany {
      __typename
      ... on OwnCompanyPayload {
        user {
          id
          ...CompanyForm_user
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useLeaveOwnCompanyMutation() {
  return useResultMutation<Mutation, "OwnCompanyPayload", []>(mutation, () => ({ variables: {} }));
}
