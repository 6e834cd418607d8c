// Makes a customer a member of the company by their e-mail address (they leave their previous company). Counts in the lists change, so they are marked stale.
import { graphql } from "react-relay";
import type { useAddCompanyMemberMutation as Mutation } from "../../__generated__/useAddCompanyMemberMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useAddCompanyMemberMutation($input: AddCompanyMemberInput!) {
    addCompanyMember(input: $input) {
      __typename
      ... on CompanyPayload {
        company {
          ...CompanyRoute_company @relay(mask: false)
          ...CompanyRow_company
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useAddCompanyMemberMutation() {
  return useInputMutation<Mutation, "CompanyPayload">(mutation, { updater: markListsStale });
}
