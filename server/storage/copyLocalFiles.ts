// Copies a local store (a STORAGE_DIR) into another FileStorage, e.g. a bucket, file by file as a
// stream. Objects already there with the same size are skipped, so an interrupted copy can be run
// again and carries on where it stopped. Files that the local store was still writing are left out.
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { FileStorage } from "./fileStorage.ts";
import { isPartialWrite } from "./localDiskStorage.ts";

export type CopyOutcome = { key: string; size: number } & ({ result: "copied" | "already there" } | { result: "failed"; error: Error });

export type CopySummary = { files: number; copied: number; alreadyThere: number; failed: number; bytesCopied: number };

/** The keys of the files under `root` (slash-separated paths relative to it), in a stable order. */
export async function localStoreKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !isPartialWrite(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

async function copyOne(fromDir: string, key: string, target: FileStorage): Promise<CopyOutcome> {
  const path = join(fromDir, ...key.split("/"));
  let size = 0;
  try {
    size = (await stat(path)).size;
    if ((await target.stat(key))?.size === size) return { key, size, result: "already there" };
    await target.put(key, createReadStream(path));
    const copy = await target.stat(key);
    if (copy?.size !== size) throw new Error(`the copy has ${copy ? `${copy.size} bytes` : "vanished"}, the file ${size} bytes`);
    return { key, size, result: "copied" };
  } catch (error) {
    return { key, size, result: "failed", error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * Copies every file under `fromDir` to `target` under its relative path, `concurrency` at a time,
 * telling `onFile` how each went. A failed file does not stop the others.
 */
export async function copyLocalFiles(
  fromDir: string,
  target: FileStorage,
  { concurrency = 4, onFile = () => {} }: { concurrency?: number; onFile?: (outcome: CopyOutcome, done: number, files: number) => void } = {},
): Promise<CopySummary> {
  const keys = await localStoreKeys(fromDir);
  const summary: CopySummary = { files: keys.length, copied: 0, alreadyThere: 0, failed: 0, bytesCopied: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < keys.length) {
      const outcome = await copyOne(fromDir, keys[next++], target);
      if (outcome.result === "copied") {
        summary.copied++;
        summary.bytesCopied += outcome.size;
      } else if (outcome.result === "already there") summary.alreadyThere++;
      else summary.failed++;
      onFile(outcome, ++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, keys.length)) }, worker));
  return summary;
}
