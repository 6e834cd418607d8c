// Saves the viewer's own company (created on the first save); the profile updates from the answer,
// which holds what the form shows (unmasked: the form takes the saved values from it).
import { graphql } from "react-relay";
import type { useSaveOwnCompanyMutation as Mutation } from "../../__generated__/useSaveOwnCompanyMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSaveOwnCompanyMutation($input: OwnCompanyInput!) {
    saveOwnCompany(input: $input) {
      __typename
      ... on OwnCompanyPayload {
        user {
          id
          ...CompanyForm_user @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSaveOwnCompanyMutation() {
  return useInputMutation<Mutation, "OwnCompanyPayload">(mutation);
}
