// Asks for a revision beyond the free ones and opens its card payment at the server's price (the
// same open payment when repeated); the card form then confirms it like an order's payment.
import { graphql } from "react-relay";
import type { useBuyRevisionMutation as BuyRevisionMutation } from "../../__generated__/useBuyRevisionMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useBuyRevisionMutation($input: BuyRevisionInput!) {
    buyRevision(input: $input) {
      __typename
      ... on PaymentActionRequired {
        clientSecret
        payment {
          id
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useBuyRevisionMutation() {
  return useInputMutation<BuyRevisionMutation, "PaymentActionRequired">(mutation);
}
