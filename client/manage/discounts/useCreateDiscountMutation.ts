// Creates a discount code. The table lists codes newest first and may be filtered, so the lists
// are marked stale and the route refetches them (see DiscountsRoute).
import { graphql } from "react-relay";
import type { useCreateDiscountMutation as CreateDiscountMutation } from "../../__generated__/useCreateDiscountMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useCreateDiscountMutation($input: CreateDiscountInput!) {
    createDiscount(input: $input) {
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

export function useCreateDiscountMutation() {
  return useInputMutation<CreateDiscountMutation, "DiscountPayload">(mutation, { updater: markListsStale });
}
