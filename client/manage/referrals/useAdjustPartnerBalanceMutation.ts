// The adjustPartnerBalance mutation of PartnerAdjustmentModal.
import { graphql } from "react-relay";
import type { useAdjustPartnerBalanceMutation as Mutation } from "../../__generated__/useAdjustPartnerBalanceMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useAdjustPartnerBalanceMutation($input: AdjustPartnerBalanceInput!) {
    adjustPartnerBalance(input: $input) {
      __typename
      ... on PartnerLedgerEntryPayload {
        entry {
          id
          amount
          currency
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useAdjustPartnerBalanceMutation() {
  return useInputMutation<Mutation, "PartnerLedgerEntryPayload">(mutation);
}
