// Saves a discount code. The row updates in place from the answer; filtered lists (e.g.
// "Active") may no longer match, so they are marked stale and the route refetches them.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { UpdateDiscountInput, useUpdateDiscountMutation as UpdateDiscountMutation } from "../../__generated__/useUpdateDiscountMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useUpdateDiscountMutation($input: UpdateDiscountInput!) {
    updateDiscount(input: $input) {
      __typename
      ... on DiscountPayload {
        discount {
          id
          code
          ...DiscountRow_discount
          ...DiscountEditor_discount
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

export function useUpdateDiscountMutation() {
  const [run, inFlight] = useAsyncMutation<UpdateDiscountMutation>(mutation);
  const update = useCallback(
    async (input: UpdateDiscountInput) =>
      (await run({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() })).updateDiscount,
    [run],
  );
  return [update, inFlight] as const;
}
