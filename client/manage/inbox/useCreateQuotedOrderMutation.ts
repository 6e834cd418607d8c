// Answers a quote request with a priced order (createQuotedOrder). The server marks the request
// handled but answers with the order only, so the updater does the same to the stored message,
// and marks the lists stale: a filtered inbox ("New") no longer matches.
import { graphql } from "react-relay";
import type { CreateQuotedOrderInput, useCreateQuotedOrderMutation as CreateQuotedOrderMutation } from "../../__generated__/useCreateQuotedOrderMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateQuotedOrderMutation($input: CreateQuotedOrderInput!) {
    createQuotedOrder(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          number
          total
          taxTotal
          currency
          status
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useCreateQuotedOrderMutation() {
  return useResultMutation<CreateQuotedOrderMutation, "OrderPayload", [input: CreateQuotedOrderInput]>(mutation, (input) => ({
    variables: { input },
    updater: (store, data) => {
      if (data?.createQuotedOrder.__typename !== "OrderPayload") return;
      const message = input.contactMessageId ? store.get(input.contactMessageId) : null;
      if (message && !message.getValue("handledAt")) message.setValue(new Date().toISOString(), "handledAt");
      store.getRoot().invalidateRecord();
    },
  }));
}
