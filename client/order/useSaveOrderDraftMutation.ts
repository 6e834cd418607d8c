// Saves a signed-in customer's wizard draft on the server (a new draft without orderId). The saved
// order becomes the viewer's `orderDraft(service:)` in the store, so coming back to the wizard
// finds it without asking the server again.
import { graphql } from "react-relay";
import type { OrderDraftInput, useSaveOrderDraftMutation as SaveOrderDraftMutation } from "../__generated__/useSaveOrderDraftMutation.graphql.ts";
import { useResultMutation } from "../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSaveOrderDraftMutation($input: SaveOrderDraftInput!) {
    saveOrderDraft(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          ...serverDraft_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSaveOrderDraftMutation() {
  return useResultMutation<SaveOrderDraftMutation, "OrderPayload", [orderId: string | null, draft: OrderDraftInput]>(mutation, (orderId, draft) => ({
    variables: { input: { orderId, draft } },
    updater: (store) => {
      const order = store.getRootField("saveOrderDraft")?.getLinkedRecord("order");
      const viewer = store.getRoot().getLinkedRecord("viewer");
      if (order && viewer) viewer.setLinkedRecord(order, "orderDraft", { service: draft.service });
    },
  }));
}
