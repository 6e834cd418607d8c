// The createContentEntry mutation of ContentEntryEditor.
import { graphql } from "react-relay";
import type { CreateContentEntryInput, useCreateContentEntryMutation as Mutation } from "../../__generated__/useCreateContentEntryMutation.graphql.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateContentEntryMutation($input: CreateContentEntryInput!) {
    createContentEntry(input: $input) {
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

export function useCreateContentEntryMutation() {
  return useResultMutation<Mutation, "ContentEntryPayload", [input: Omit<CreateContentEntryInput, "image">, image: File | null]>(mutation, (input, image) => ({
    variables: { input: { ...input, image: null } },
    uploadables: image ? { "input.image": image } : undefined,
    updater: appendCreatedToList("createContentEntry", "contentEntry", "manageContentEntries", { kind: input.kind }),
  }));
}
