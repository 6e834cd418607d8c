// The findPayableOrder mutation of FindOrderRoute.
import { graphql } from "react-relay";
import type { useFindPayableOrderMutation as Mutation } from "../../__generated__/useFindPayableOrderMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useFindPayableOrderMutation($input: FindPayableOrderInput!) {
    findPayableOrder(input: $input) {
      __typename
      ... on PayableOrderPayload {
        number
        serviceName
        lines {
          description
          quantity
          amount
        }
        ...priceTotals_price @alias(as: "totals")
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useFindPayableOrderMutation() {
  return useInputMutation<Mutation, "PayableOrderPayload">(mutation);
}
