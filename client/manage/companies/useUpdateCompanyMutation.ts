// Saves a company's details. The page updates from the answer, which holds the form's fields
// unmasked (the form takes the saved values from it); the companies table (sorted and filtered by
// these details) is marked stale.
import { graphql } from "react-relay";
import type { useUpdateCompanyMutation as Mutation } from "../../__generated__/useUpdateCompanyMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useUpdateCompanyMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      __typename
      ... on CompanyPayload {
        company {
          ...CompanyRoute_company @relay(mask: false)
          ...CompanyDetailsForm_company @relay(mask: false)
          ...CompanyRow_company
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateCompanyMutation() {
  return useInputMutation<Mutation, "CompanyPayload">(mutation, { updater: markListsStale });
}
