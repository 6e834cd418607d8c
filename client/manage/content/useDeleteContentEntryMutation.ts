// The deleteContentEntry mutation of ContentEntryEditor.
import { graphql } from "react-relay";
import type { useDeleteContentEntryMutation as Mutation } from "../../__generated__/useDeleteContentEntryMutation.graphql.ts";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { useResultMutation } from "../../ui/useResultMutation.ts";
import type { ContentKind } from "./contentForm.ts";

const mutation = graphql`
  mutation useDeleteContentEntryMutation($input: DeleteContentEntryInput!) {
    deleteContentEntry(input: $input) {
      __typename
      ... on DeleteContentEntryPayload {
        deletedContentEntryId
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

/** The deleted entry leaves its tab's list and the store. */
function removeFromList(kind: ContentKind, id: string) {
  return (store: RecordSourceSelectorProxy) => {
    if (store.getRootField("deleteContentEntry")?.getValue("deletedContentEntryId") !== id) return;
    const root = store.getRoot();
    const list = root.getLinkedRecords("manageContentEntries", { kind });
    if (list) root.setLinkedRecords(list.filter((record) => record?.getDataID() !== id), "manageContentEntries", { kind });
    store.delete(id);
  };
}

export function useDeleteContentEntryMutation() {
  return useResultMutation<Mutation, "DeleteContentEntryPayload", [id: string, kind: ContentKind]>(mutation, (id, kind) => ({ variables: { input: { id } }, updater: removeFromList(kind, id) }));
}
