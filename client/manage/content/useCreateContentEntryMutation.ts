// The createContentEntry mutation of ContentEntryEditor.
import { graphql } from "react-relay";
import type { useCreateContentEntryMutation as Mutation } from "../../__generated__/useCreateContentEntryMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useCreateContentEntryMutation($input: CreateContentEntryInput!) {
    createContentEntry(input: $input) {
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

export function useCreateContentEntryMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
