// Approves a delivered order, which completes it (guests pass their private link's key); the
// returned order updates the follow view through the store.
import { graphql } from "react-relay";
import type { useApproveDeliveryMutation as ApproveDeliveryMutation } from "../../__generated__/useApproveDeliveryMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { forgetViewerOrderLists } from "./forgetViewerOrderLists.ts";

const mutation = graphql`
  mutation useApproveDeliveryMutation($input: ApproveDeliveryInput!) {
    approveDelivery(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          ...OrderFollowView_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useApproveDeliveryMutation() {
  return useInputMutation<ApproveDeliveryMutation, "OrderPayload">(mutation, { updater: forgetViewerOrderLists });
}
