// The retryEmail mutation of RetryEmailButton.
import { graphql } from "react-relay";
import type { useRetryEmailMutation as Mutation } from "../../__generated__/useRetryEmailMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useRetryEmailMutation($input: RetryEmailInput!) {
    retryEmail(input: $input) {
      __typename
      ... on EmailMessagePayload {
        email {
          id
          ...EmailDelivery_email
          ...OutboxRow_email
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRetryEmailMutation() {
  // Lists filtered by status no longer match the store: read them again next time.
  return useInputMutation<Mutation, "EmailMessagePayload">(mutation, { updater: (store) => store.getRoot().invalidateRecord() });
}
