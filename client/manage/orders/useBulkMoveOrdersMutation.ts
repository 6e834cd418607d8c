// The bulkMoveOrders mutation of BulkOrderActions: the moved rows show their new state; filtered
// lists are read afresh the next time they show.
import { graphql } from "react-relay";
import type { useBulkMoveOrdersMutation as Mutation } from "../../__generated__/useBulkMoveOrdersMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useBulkMoveOrdersMutation($input: BulkMoveOrdersInput!) {
    bulkMoveOrders(input: $input) {
      __typename
      ... on BulkMoveOrdersPayload {
        results {
          moved
          reason
          order {
            id
            number
            ...OrderDeskRow_order
          }
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useBulkMoveOrdersMutation() {
  return useInputMutation<Mutation, "BulkMoveOrdersPayload">(mutation, { updater: markListsStale });
}
