// Saves a discount code. The row updates in place from the answer; filtered lists (e.g.
// "Active") may no longer match, so they are marked stale and the route refetches them.
import { graphql } from "react-relay";
import type { UpdateDiscountInput, useUpdateDiscountMutation as UpdateDiscountMutation } from "../../__generated__/useUpdateDiscountMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

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
  return useResultMutation<UpdateDiscountMutation, [input: UpdateDiscountInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() }));
}
