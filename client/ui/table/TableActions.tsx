// What stands above every management table: the person's saved filters of it and, for the tables
// that have one, the CSV export of what the table's filter lists.
import { Group } from "@mantine/core";
import type { ExportKind } from "../../../common/exports.ts";
import type { SavedFilterTable } from "../../../common/savedFilters.ts";
import { ExportCsvButton } from "./ExportCsvButton.tsx";
import { SavedFiltersMenu } from "./savedFilters/SavedFiltersMenu.tsx";

export function TableActions({ table, exportKind }: { table: SavedFilterTable; exportKind?: ExportKind }) {
  return (
    <Group justify="flex-end" gap="sm">
      <SavedFiltersMenu table={table} />
      {exportKind && <ExportCsvButton kind={exportKind} />}
    </Group>
  );
}
