// The approvePayouts mutation of ApproveRequestedPayouts: the rows show their new state; filtered
// lists are read afresh the next time they show.
import { graphql } from "react-relay";
import type { useApprovePayoutsMutation as Mutation } from "../../__generated__/useApprovePayoutsMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useApprovePayoutsMutation($input: ApprovePayoutsInput!) {
    approvePayouts(input: $input) {
      __typename
      ... on ApprovePayoutsPayload {
        approved {
          id
          status
          ...PayoutRow_payout
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useApprovePayoutsMutation() {
  return useInputMutation<Mutation, "ApprovePayoutsPayload">(mutation, { updater: markListsStale });
}
