// Answers a quote request with a priced order (createQuotedOrder). The server marks the request
// handled but answers with the order only, so the updater does the same to the stored message,
// and marks the lists stale: a filtered inbox ("New") no longer matches.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { CreateQuotedOrderInput, useCreateQuotedOrderMutation as CreateQuotedOrderMutation } from "../../__generated__/useCreateQuotedOrderMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
    }
  }
`;

export function useCreateQuotedOrderMutation() {
  const [run, inFlight] = useAsyncMutation<CreateQuotedOrderMutation>(mutation);
  const create = useCallback(
    async (input: CreateQuotedOrderInput) =>
      (
        await run({
          variables: { input },
          updater: (store, data) => {
            if (data?.createQuotedOrder.__typename !== "OrderPayload") return;
            const message = input.contactMessageId ? store.get(input.contactMessageId) : null;
            if (message && !message.getValue("handledAt")) message.setValue(new Date().toISOString(), "handledAt");
            store.getRoot().invalidateRecord();
          },
        })
      ).createQuotedOrder,
    [run],
  );
  return [create, inFlight] as const;
}
