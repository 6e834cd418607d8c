// Creates a discount code. The table lists codes newest first and may be filtered, so the lists
// are marked stale and the route refetches them (see DiscountsRoute).
import { graphql } from "react-relay";
import type { CreateDiscountInput, useCreateDiscountMutation as CreateDiscountMutation } from "../../__generated__/useCreateDiscountMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateDiscountMutation($input: CreateDiscountInput!) {
    createDiscount(input: $input) {
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

export function useCreateDiscountMutation() {
  return useResultMutation<CreateDiscountMutation, [input: CreateDiscountInput]>(mutation, (input) => ({ variables: { input }, updater: (store) => store.getRoot().invalidateRecord() }));
}
