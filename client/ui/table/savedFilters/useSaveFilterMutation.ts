// The saveFilter mutation of SavedFiltersMenu: the table's list of saved filters becomes the one
// the server answers with.
import { graphql } from "react-relay";
import type { useSaveFilterMutation as Mutation } from "../../../__generated__/useSaveFilterMutation.graphql.ts";
import { useResultMutation } from "../../useResultMutation.ts";

const mutation = graphql`
  mutation useSaveFilterMutation($input: SaveFilterInput!) {
    saveFilter(input: $input) {
      __typename
      ... on SaveFilterPayload {
        savedFilter {
          id
          name
        }
        savedFilters {
          id
          name
          query
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSaveFilterMutation() {
  return useResultMutation<Mutation, "SaveFilterPayload", [input: Mutation["variables"]["input"]]>(mutation, (input) => ({
    variables: { input },
    updater: (store) => {
      const saved = store.getRootField("saveFilter")?.getLinkedRecords("savedFilters");
      if (saved) store.getRoot().setLinkedRecords(saved, "savedFilters", { table: input.table });
    },
  }));
}
