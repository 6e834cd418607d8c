// Saves a tax rate; the row updates in place and the lists are marked stale and the route refetches them (see TaxRatesRoute).
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { UpdateTaxRateInput, useUpdateTaxRateMutation as UpdateTaxRateMutation } from "../../__generated__/useUpdateTaxRateMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
  const [run, inFlight] = useAsyncMutation<UpdateTaxRateMutation>(mutation);
  const update = useCallback(
    async (input: UpdateTaxRateInput) =>
      (await run({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() })).updateTaxRate,
    [run],
  );
  return [update, inFlight] as const;
}
