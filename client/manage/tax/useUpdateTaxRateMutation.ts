// Saves a tax rate; the row updates in place and the lists are marked stale and the route refetches them (see TaxRatesRoute).
import { graphql } from "react-relay";
import type { UpdateTaxRateInput, useUpdateTaxRateMutation as UpdateTaxRateMutation } from "../../__generated__/useUpdateTaxRateMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateTaxRateMutation($input: UpdateTaxRateInput!) {
    updateTaxRate(input: $input) {
      __typename
      ... on TaxRatePayload {
        taxRate {
          id
          name
          ...TaxRateRow_taxRate
          ...TaxRateEditor_taxRate
        }
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useUpdateTaxRateMutation() {
  return useResultMutation<UpdateTaxRateMutation, [input: UpdateTaxRateInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() }));
}
