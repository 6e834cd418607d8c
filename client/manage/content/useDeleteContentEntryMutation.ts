// The deleteContentEntry mutation of ContentEntryEditor.
import { graphql } from "react-relay";
import type { useDeleteContentEntryMutation as Mutation } from "../../__generated__/useDeleteContentEntryMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useDeleteContentEntryMutation($input: DeleteContentEntryInput!) {
    deleteContentEntry(input: $input) {
      __typename
      ... on DeleteContentEntryPayload {
        deletedContentEntryId
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useDeleteContentEntryMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
