// The updateContentEntry mutation of ContentEntryEditor.
import { graphql } from "react-relay";
import type { useUpdateContentEntryMutation as Mutation } from "../../__generated__/useUpdateContentEntryMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useUpdateContentEntryMutation($input: UpdateContentEntryInput!) {
    updateContentEntry(input: $input) {
      __typename
      ... on ContentEntryPayload {
        contentEntry {
          id
          title
          position
          ...ContentEntryRow_entry
          ...ContentEntryEditor_entry
        }
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

export function useUpdateContentEntryMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
