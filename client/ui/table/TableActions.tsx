// What stands above every management table: the person's saved filters of it and, for the tables
// that have one, the CSV export of what the table's filter lists.
import { Group } from "@mantine/core";
import type { ExportKind } from "../../../common/exports.ts";
import type { SavedFiltersMenu_query$key } from "../../__generated__/SavedFiltersMenu_query.graphql.ts";
import { ExportCsvButton } from "./ExportCsvButton.tsx";
import { SavedFiltersMenu } from "./savedFilters/SavedFiltersMenu.tsx";
import type { SavedFilterTable } from "../../../common/savedFilters.ts";

export function TableActions({ query, table, exportKind }: { query: SavedFiltersMenu_query$key; table: SavedFilterTable; exportKind?: ExportKind }) {
  return (
    <Group justify="flex-end" gap="sm">
      <SavedFiltersMenu query={query} table={table} />
      {exportKind && <ExportCsvButton kind={exportKind} />}
    </Group>
  );
}
