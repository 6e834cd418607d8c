// The test gateway's card form: pays the open payment, or answers why the card was declined.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useConfirmTestPaymentMutation as useConfirmTestPaymentMutationType } from "../../__generated__/useConfirmTestPaymentMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on Error {
        message
      }
    }
  }
`;

export type TestCardInput = { paymentId: string; cardNumber: string; expiry: string; cvc: string };

export function useConfirmTestPaymentMutation(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<useConfirmTestPaymentMutationType>(mutation);
  const confirm = useCallback(
    async (card: TestCardInput) => (await run({ variables: { input: { order: orderAccessInput(access), ...card } } })).confirmTestPayment,
    [run, access],
  );
  return [confirm, inFlight] as const;
}
