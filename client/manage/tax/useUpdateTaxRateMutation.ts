// Saves a tax rate; the row updates in place and the lists are marked stale and the route refetches them (see TaxRatesRoute).
import { graphql } from "react-relay";
import type { useUpdateTaxRateMutation as UpdateTaxRateMutation } from "../../__generated__/useUpdateTaxRateMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useUpdateTaxRateMutation($input: UpdateTaxRateInput!) {
    updateTaxRate(input: $input) {
      __typename
      ... on TaxRatePayload {
        taxRate {
          ...TaxRatesTable_taxRate @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateTaxRateMutation() {
  return useInputMutation<UpdateTaxRateMutation, "TaxRatePayload">(mutation, { updater: markListsStale });
}
