// Sets the country tax is charged for; the order comes back re-priced.
import { graphql } from "react-relay";
import type { useSetBillingCountryMutation as useSetBillingCountryMutationType } from "../../__generated__/useSetBillingCountryMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import { orderAccessInput, type OrderAccess } from "../../ui/orders/paymentPaths.ts";

const mutation = graphql`
  mutation useSetBillingCountryMutation($input: SetBillingCountryInput!) {
    setBillingCountry(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          ...OrderPaymentScreen_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSetBillingCountryMutation(access: OrderAccess) {
  return useResultMutation<useSetBillingCountryMutationType, "OrderPayload", [country: string, region: string]>(mutation, (country, region) => ({ variables: { input: { order: orderAccessInput(access), country, region } } }), [access]);
}
