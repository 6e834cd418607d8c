// Sets the country tax is charged for; the order comes back re-priced.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useSetBillingCountryMutation as useSetBillingCountryMutationType } from "../../__generated__/useSetBillingCountryMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSetBillingCountryMutation(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<useSetBillingCountryMutationType>(mutation);
  const set = useCallback(
    async (country: string, region: string) => (await run({ variables: { input: { order: orderAccessInput(access), country, region } } })).setBillingCountry,
    [run, access],
  );
  return [set, inFlight] as const;
}
