// Which of an order's rendered files matter now. The studio works on the newest version of each
// prompt (and of the on-hold programme); the customer downloads the newest version that was
// delivered, so a revision in progress never replaces files they already have.
import type { Deliverable } from "../db/generated/client.ts";

type Versioned = Pick<Deliverable, "itemIndex" | "format" | "preview" | "version" | "deliveredAt">;

function slotOf(file: Versioned) {
  return `${file.itemIndex ?? "programme"}|${file.format}|${file.preview ? "preview" : "file"}`;
}

function newestPerSlot<T extends Versioned>(files: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const file of files) {
    const current = newest.get(slotOf(file));
    if (!current || file.version > current.version) newest.set(slotOf(file), file);
  }
  return [...newest.values()].sort(
    (a, b) => (a.itemIndex ?? Number.MAX_SAFE_INTEGER) - (b.itemIndex ?? Number.MAX_SAFE_INTEGER) || Number(a.preview) - Number(b.preview) || a.format.localeCompare(b.format),
  );
}

/** The files of the newest version of every prompt and of the programme: what the studio delivers next. */
export function currentFiles<T extends Versioned>(files: readonly T[]): T[] {
  return newestPerSlot(files);
}

/** What the customer has received: per prompt, format and preview, the newest delivered file. */
export function deliveredFiles<T extends Versioned>(files: readonly T[]): T[] {
  return newestPerSlot(files.filter((file) => file.deliveredAt !== null));
}
