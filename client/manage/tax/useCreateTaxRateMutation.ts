// Creates a tax rate; the lists are marked stale and the route refetches them (see TaxRatesRoute).
import { graphql } from "react-relay";
import type { useCreateTaxRateMutation as CreateTaxRateMutation } from "../../__generated__/useCreateTaxRateMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useCreateTaxRateMutation($input: CreateTaxRateInput!) {
    createTaxRate(input: $input) {
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

export function useCreateTaxRateMutation() {
  return useInputMutation<CreateTaxRateMutation, "TaxRatePayload">(mutation, { updater: markListsStale });
}
