// The prompt list delivered with an order's files (prompts.csv in the ZIP), for the engineer who
// loads them into the phone system: a line per prompt with its name, the file it was delivered as
// in each ordered format, its text and how long it speaks. The wizard's list import reads it back
// (its "name" and "text" columns).
import { formatCsv } from "../../common/csv.ts";
import { FILE_FORMAT_LABELS, type FileFormat } from "../../common/orders/fileFormats.ts";
import { itemLabel, type OrderItem } from "./orderItems.ts";

export const PROMPT_LIST_FILE_NAME = "prompts.csv";

type DeliveredFile = { itemIndex: number | null; format: string; fileName: string; durationMs: number | null };

const labelOf = (format: string) => FILE_FORMAT_LABELS[format as FileFormat] ?? format;

/** The list as CSV; `files` are the delivered files (the programme's are left out), `formats` the ordered ones in the order's order. */
export function promptListCsv(items: readonly OrderItem[], formats: readonly string[], files: readonly DeliveredFile[]): string {
  const header = ["name", ...formats.map((format) => `file (${labelOf(format)})`), "text", "spoken seconds"];
  const rows = items.map((item, index) => {
    const own = formats.flatMap((format) => files.filter((file) => file.itemIndex === index && file.format === format));
    const fileIn = (format: string) => own.find((file) => file.format === format)?.fileName ?? "";
    // Every format is rendered from the same master: the first ordered one's length stands for all.
    const durationMs = own.find((file) => file.durationMs !== null)?.durationMs ?? null;
    return [itemLabel(items, index), ...formats.map(fileIn), item.text, durationMs === null ? "" : (Math.round(durationMs / 100) / 10).toFixed(1)];
  });
  return formatCsv([header, ...rows]);
}
