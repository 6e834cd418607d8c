// The deleteSavedFilter mutation of SavedFiltersMenu: the filter leaves the table's list.
import { graphql } from "react-relay";
import type { useDeleteSavedFilterMutation as Mutation } from "../../../__generated__/useDeleteSavedFilterMutation.graphql.ts";
import { useResultMutation } from "../../useResultMutation.ts";
import type { SavedFilterTable } from "../../../../common/savedFilters.ts";

const mutation = graphql`
  mutation useDeleteSavedFilterMutation($input: DeleteSavedFilterInput!) {
    deleteSavedFilter(input: $input) {
      __typename
      ... on DeletedSavedFilterPayload {
        deletedId
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useDeleteSavedFilterMutation() {
  return useResultMutation<Mutation, "DeletedSavedFilterPayload", [id: string, table: SavedFilterTable]>(mutation, (id, table) => ({
    variables: { input: { id } },
    updater: (store) => {
      const root = store.getRoot();
      const filters = root.getLinkedRecords("savedFilters", { table });
      if (filters) root.setLinkedRecords(filters.filter((filter) => filter?.getDataID() !== id), "savedFilters", { table });
    },
  }));
}
