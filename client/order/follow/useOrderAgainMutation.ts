// "Order again": the server copies an order into a new draft. The draft becomes the viewer's
// newest draft of its service in the store too, so the wizard (which reads
// `viewer.orderDraft(service:)`, store first) opens it even when it was loaded earlier.
import { graphql } from "react-relay";
import type { SelectorStoreUpdater } from "relay-runtime";
import type { useOrderAgainMutation as OrderAgainMutation } from "../../__generated__/useOrderAgainMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useOrderAgainMutation($input: OrderAgainInput!) {
    orderAgain(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          service {
            slug
          }
          ...serverDraft_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

const becomeNewestDraft: SelectorStoreUpdater<OrderAgainMutation["response"]> = (store, response) => {
  const result = response?.orderAgain;
  const order = result?.__typename === "OrderPayload" ? result.order : null;
  if (!order) return;
  const draft = store.get(order.id);
  const viewer = store.getRoot().getLinkedRecord("viewer");
  if (draft && viewer) viewer.setLinkedRecord(draft, "orderDraft", { service: order.service.slug });
};

export function useOrderAgainMutation() {
  return useInputMutation<OrderAgainMutation, "OrderPayload">(mutation, { updater: becomeNewestDraft });
}
