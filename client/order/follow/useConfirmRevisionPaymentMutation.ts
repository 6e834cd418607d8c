// The test gateway's card form paying an extra revision: the answer carries the order as the
// follow view shows it (its status, revision request, payments with their refunds, invoices).
import { graphql } from "react-relay";
import type { useConfirmRevisionPaymentMutation as ConfirmRevisionPaymentMutation } from "../../__generated__/useConfirmRevisionPaymentMutation.graphql.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import type { TestCardInput } from "../payment/useConfirmTestPaymentMutation.ts";

const mutation = graphql`
  mutation useConfirmRevisionPaymentMutation($input: ConfirmTestPaymentInput!) {
    confirmTestPayment(input: $input) {
      __typename
      ... on ConfirmTestPaymentPayload {
        order {
          id
          ...OrderFollowView_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useConfirmRevisionPaymentMutation(access: OrderAccess) {
  return useResultMutation<ConfirmRevisionPaymentMutation, "ConfirmTestPaymentPayload", [card: TestCardInput]>(
    mutation,
    (card) => ({ variables: { input: { order: orderAccessInput(access), ...card } } }),
    [access],
  );
}
