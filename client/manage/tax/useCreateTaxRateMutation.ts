// Creates a tax rate; the lists are marked stale and the route refetches them (see TaxRatesRoute).
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { CreateTaxRateInput, useCreateTaxRateMutation as CreateTaxRateMutation } from "../../__generated__/useCreateTaxRateMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
  const [run, inFlight] = useAsyncMutation<CreateTaxRateMutation>(mutation);
  const create = useCallback(
    async (input: CreateTaxRateInput) =>
      (await run({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() })).createTaxRate,
    [run],
  );
  return [create, inFlight] as const;
}
