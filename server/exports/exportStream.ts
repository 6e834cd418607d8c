// An export written as it is read: the header, then a batch of rows at a time, each batch handed
// to `write` as one piece of CSV before the next is read, so no export is ever held whole.
import { CSV_BYTE_ORDER_MARK, formatCsvRecord } from "../../common/csv.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { csvCell } from "./csvCell.ts";
import type { ExportQuery } from "./exportQuery.ts";
import type { ExportSource } from "./exportSources.ts";

export const EXPORT_BATCH_SIZE = 500;

/** Writes the export through `write` (which may wait, for a slow reader); answers how many rows it wrote. */
export async function writeExport(
  prisma: PrismaClient,
  source: ExportSource,
  query: ExportQuery,
  write: (chunk: string) => void | Promise<void>,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<number> {
  await write(CSV_BYTE_ORDER_MARK + formatCsvRecord(source.columns));
  let written = 0;
  for (;;) {
    // The list's order always ends on the id, so pages of rows that do not change meanwhile neither overlap nor skip one.
    const rows = await source.read(prisma, { ...query, skip: written, take: batchSize });
    if (rows.length > 0) await write(rows.map((row) => formatCsvRecord(row.map(csvCell))).join(""));
    written += rows.length;
    if (rows.length < batchSize) return written;
  }
}
