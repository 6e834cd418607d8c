// Creates a tax rate; the lists are marked stale and the route refetches them (see TaxRatesRoute).
import { graphql } from "react-relay";
import type { CreateTaxRateInput, useCreateTaxRateMutation as CreateTaxRateMutation } from "../../__generated__/useCreateTaxRateMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateTaxRateMutation($input: CreateTaxRateInput!) {
    createTaxRate(input: $input) {
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

export function useCreateTaxRateMutation() {
  return useResultMutation<CreateTaxRateMutation, [input: CreateTaxRateInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() }));
}
