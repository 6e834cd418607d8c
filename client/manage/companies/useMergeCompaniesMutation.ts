// Merges duplicates into the company: their members and orders move to it and they are archived, so every list is marked stale (the duplicates leave the companies table).
import { graphql } from "react-relay";
import type { useMergeCompaniesMutation as Mutation } from "../../__generated__/useMergeCompaniesMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useMergeCompaniesMutation($input: MergeCompaniesInput!) {
    mergeCompanies(input: $input) {
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

export function useMergeCompaniesMutation() {
  return useInputMutation<Mutation, "CompanyPayload">(mutation, { updater: markListsStale });
}
