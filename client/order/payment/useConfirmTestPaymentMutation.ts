// The test gateway's card form: pays the open payment, or answers why the card was declined.
import { graphql } from "react-relay";
import type { useConfirmTestPaymentMutation as useConfirmTestPaymentMutationType } from "../../__generated__/useConfirmTestPaymentMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation useConfirmTestPaymentMutation($input: ConfirmTestPaymentInput!) {
    confirmTestPayment(input: $input) {
      __typename
      ... on ConfirmTestPaymentPayload {
        order {
          ...OrderPaymentScreen_order
          ...PaymentSuccess_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export type TestCardInput = { paymentId: string; cardNumber: string; expiry: string; cvc: string };

export function useConfirmTestPaymentMutation(access: OrderAccess) {
  return useResultMutation<useConfirmTestPaymentMutationType, "ConfirmTestPaymentPayload", [card: TestCardInput]>(mutation, (card) => ({ variables: { input: { order: orderAccessInput(access), ...card } } }), [access]);
}
