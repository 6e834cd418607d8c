// The decidePayout mutation of PayoutRow and PayoutDecisionModal: approve, mark paid, or reject.
// The row shows the payout's new state; filtered lists are read afresh the next time they show.
import { graphql } from "react-relay";
import type { useDecidePayoutMutation as Mutation } from "../../__generated__/useDecidePayoutMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useDecidePayoutMutation($input: DecidePayoutInput!) {
    decidePayout(input: $input) {
      __typename
      ... on PayoutPayload {
        payout {
          id
          status
          ...PayoutRow_payout
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useDecidePayoutMutation() {
  return useInputMutation<Mutation, "PayoutPayload">(mutation, { updater: markListsStale });
}
