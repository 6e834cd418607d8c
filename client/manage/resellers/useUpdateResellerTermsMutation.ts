// The updateResellerTerms mutation of ResellerTermsModal; the row shows the new terms.
import { graphql } from "react-relay";
import type { useUpdateResellerTermsMutation as Mutation } from "../../__generated__/useUpdateResellerTermsMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useUpdateResellerTermsMutation($input: UpdateResellerTermsInput!) {
    updateResellerTerms(input: $input) {
      __typename
      ... on ResellerPayload {
        reseller {
          id
          ...ResellerRow_reseller
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateResellerTermsMutation() {
  return useInputMutation<Mutation, "ResellerPayload">(mutation, { updater: markListsStale });
}
