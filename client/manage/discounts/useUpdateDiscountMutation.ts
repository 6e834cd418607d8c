// Saves a discount code. The row updates in place from the answer; filtered lists (e.g.
// "Active") may no longer match, so they are marked stale and the route refetches them.
import { graphql } from "react-relay";
import type { useUpdateDiscountMutation as UpdateDiscountMutation } from "../../__generated__/useUpdateDiscountMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useUpdateDiscountMutation($input: UpdateDiscountInput!) {
    updateDiscount(input: $input) {
      __typename
      ... on DiscountPayload {
        discount {
          ...DiscountsTable_discount @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateDiscountMutation() {
  return useInputMutation<UpdateDiscountMutation, "DiscountPayload">(mutation, { updater: markListsStale });
}
