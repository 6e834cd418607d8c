// Says which of the reseller's clients an unpaid order is for (null: for themselves).
import { graphql } from "react-relay";
import type { useSetOrderClientMutation as Mutation } from "../../__generated__/useSetOrderClientMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSetOrderClientMutation($input: SetOrderClientInput!) {
    setOrderClient(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          ...OrderClientField_order
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSetOrderClientMutation() {
  return useInputMutation<Mutation, "OrderPayload">(mutation);
}
