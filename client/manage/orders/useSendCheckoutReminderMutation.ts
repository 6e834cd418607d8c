// E-mails the customer of an unpaid order the link to pay it (once per order); the answer
// refreshes the reminder's section and the timeline.
import { graphql } from "react-relay";
import type { useSendCheckoutReminderMutation as SendCheckoutReminderMutation } from "../../__generated__/useSendCheckoutReminderMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSendCheckoutReminderMutation($input: SendCheckoutReminderInput!) {
    sendCheckoutReminder(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          ...CheckoutReminder_order
          ...OrderTimeline_order
          ...OrderTimelineActors_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSendCheckoutReminderMutation() {
  return useResultMutation<SendCheckoutReminderMutation, "OrderPayload", [orderId: string]>(mutation, (orderId) => ({ variables: { input: { orderId } } }));
}
