// The requestPayout mutation of PayoutRequestForm: asks for the whole available balance. The
// balance, the ledger and the payouts change with it; the route reads them again afterwards.
import { graphql } from "react-relay";
import type { useRequestPayoutMutation as Mutation } from "../../__generated__/useRequestPayoutMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRequestPayoutMutation($input: RequestPayoutInput!) {
    requestPayout(input: $input) {
      __typename
      ... on PayoutPayload {
        payout {
          id
          amount
          currency
          ...PartnerPayoutRow_payout
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRequestPayoutMutation() {
  return useInputMutation<Mutation, "PayoutPayload">(mutation);
}
