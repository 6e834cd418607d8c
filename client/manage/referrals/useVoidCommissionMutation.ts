// The voidCommission mutation of CommissionVoidModal: the row shows the commission's new state;
// filtered lists are read afresh the next time they show.
import { graphql } from "react-relay";
import type { useVoidCommissionMutation as Mutation } from "../../__generated__/useVoidCommissionMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useVoidCommissionMutation($input: VoidCommissionInput!) {
    voidCommission(input: $input) {
      __typename
      ... on CommissionPayload {
        commission {
          id
          ...CommissionRow_commission
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useVoidCommissionMutation() {
  return useInputMutation<Mutation, "CommissionPayload">(mutation, { updater: markListsStale });
}
