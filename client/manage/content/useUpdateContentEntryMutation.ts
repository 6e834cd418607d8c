// The updateContentEntry mutation of ContentEntryEditor.
import { graphql } from "react-relay";
import type { UpdateContentEntryInput, useUpdateContentEntryMutation as Mutation } from "../../__generated__/useUpdateContentEntryMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateContentEntryMutation($input: UpdateContentEntryInput!) {
    updateContentEntry(input: $input) {
      __typename
      ... on ContentEntryPayload {
        contentEntry {
          ...ManageContentRoute_entry @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateContentEntryMutation() {
  return useResultMutation<Mutation, "ContentEntryPayload", [input: Omit<UpdateContentEntryInput, "image">, image: File | null]>(mutation, (input, image) => ({ variables: { input: { ...input, image: null } }, uploadables: image ? { "input.image": image } : undefined }));
}
