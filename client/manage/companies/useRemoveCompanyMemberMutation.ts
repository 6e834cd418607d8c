// Takes a member out of the company. Counts in the lists change, so they are marked stale.
import { graphql } from "react-relay";
import type { useRemoveCompanyMemberMutation as Mutation } from "../../__generated__/useRemoveCompanyMemberMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useRemoveCompanyMemberMutation($input: RemoveCompanyMemberInput!) {
    removeCompanyMember(input: $input) {
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

export function useRemoveCompanyMemberMutation() {
  return useInputMutation<Mutation, "CompanyPayload">(mutation, { updater: markListsStale });
}
