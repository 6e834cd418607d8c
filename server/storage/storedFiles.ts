// Saving uploaded or generated files: bytes to FileStorage, metadata to the StoredFile table.
// Storage keys are content-addressed (`<kind>/<sha256[0..2]>/<sha256>.<ext>`), so the same bytes
// of the same kind are stored once and a key's content never changes.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { FileKind, PrismaClient, StoredFile } from "../db/generated/client.ts";
import type { FileStorage } from "./fileStorage.ts";

/** The part of a PrismaClient (or transaction client) this module uses. */
export type StoredFileDb = { storedFile: PrismaClient["storedFile"] };

export interface SaveStoredFileInput {
  kind: FileKind;
  /** Original file name, used for downloads (Content-Disposition) and as extension fallback. */
  name: string;
  mediaType: string;
  /** The bytes, or a file of them that is read as a stream (a rendered file, an upload on disk). */
  data: Buffer | { path: string };
  uploadedById?: string | null;
}

const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/wav": "wav",
  "audio/wave": "wav",
  "audio/x-wav": "wav",
  "audio/vnd.wave": "wav",
  "audio/ogg": "ogg",
  "audio/opus": "opus",
  "audio/flac": "flac",
  "audio/x-flac": "flac",
  "audio/aac": "aac",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/basic": "au",
  "audio/aiff": "aif",
  "audio/x-aiff": "aif",
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
  "application/zip": "zip",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/rtf": "rtf",
  "application/json": "json",
  "text/plain": "txt",
  "text/csv": "csv",
  "text/markdown": "md",
};

/** Lower-case file extension for a media type, else the name's own extension, else `bin`. */
export function extensionFor(mediaType: string, name: string): string {
  const essence = mediaType.split(";")[0].trim().toLowerCase();
  const known = EXTENSIONS[essence];
  if (known) return known;
  const match = /\.([a-z0-9]{1,10})$/i.exec(name.trim());
  return match ? match[1].toLowerCase() : "bin";
}

/** `VOICE_SAMPLE` + sha → `voice-sample/ab/ab12….mp3` */
export function storageKeyFor(kind: FileKind, sha256: string, extension: string): string {
  return `${kind.toLowerCase().replaceAll("_", "-")}/${sha256.slice(0, 2)}/${sha256}.${extension}`;
}

/** Keeps only the last path component of a client-supplied name, trimmed to 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop()?.trim() ?? "";
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "");
  return (printable || "file").slice(0, 255);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

async function digestOf(data: SaveStoredFileInput["data"]): Promise<{ sha256: string; size: number }> {
  if (Buffer.isBuffer(data)) return { sha256: createHash("sha256").update(data).digest("hex"), size: data.length };
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(data.path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest("hex"), size };
}

/**
 * Stores the bytes and returns their StoredFile row. When a file of the same kind with the same
 * SHA-256 exists, that row is returned instead (its bytes are written again only if storage lost
 * them).
 */
export async function saveStoredFile(
  prisma: StoredFileDb,
  storage: FileStorage,
  input: SaveStoredFileInput,
): Promise<StoredFile> {
  const { sha256, size } = await digestOf(input.data);

  const existing = await prisma.storedFile.findFirst({
    where: { sha256, kind: input.kind },
    orderBy: { createdAt: "asc" },
  });
  if (existing) {
    await restoreIfLost(storage, existing, input);
    return existing;
  }

  const row = newRow(input, { sha256, size });
  await storage.put(row.storageKey, bytesOf(input));
  try {
    return await prisma.storedFile.create({ data: row });
  } catch (error) {
    // Another request saved the same bytes at the same moment: use its row.
    if (isUniqueViolation(error)) {
      const raced = await prisma.storedFile.findUnique({ where: { storageKey: row.storageKey } });
      if (raced) return raced;
    }
    throw error;
  }
}

const bytesOf = (input: SaveStoredFileInput) => (Buffer.isBuffer(input.data) ? input.data : createReadStream(input.data.path));

/** An existing row's bytes written again when storage lost them. */
async function restoreIfLost(storage: FileStorage, existing: StoredFile, input: SaveStoredFileInput): Promise<void> {
  const stored = await storage.stat(existing.storageKey);
  if (!stored || stored.size !== existing.size) await storage.put(existing.storageKey, bytesOf(input));
}

function newRow(input: SaveStoredFileInput, { sha256, size }: { sha256: string; size: number }) {
  const name = cleanFileName(input.name);
  const mediaType = input.mediaType.trim().toLowerCase() || "application/octet-stream";
  return { kind: input.kind, name, mediaType, size, sha256, storageKey: storageKeyFor(input.kind, sha256, extensionFor(mediaType, name)), uploadedById: input.uploadedById ?? null };
}

/** The part of a PrismaClient saveStoredFiles uses. */
export type StoredFilesDb = { storedFile: Pick<PrismaClient["storedFile"], "findMany" | "createManyAndReturn"> };

/**
 * saveStoredFile for several files at once (a render's files, made together): the same rows and
 * bytes, with one query for the rows that exist and one for those made, whatever their number.
 * Answers each input's row, in order, or why its bytes could not be read or stored (the others
 * are saved all the same); a failing query fails them all.
 */
export async function saveStoredFiles(prisma: StoredFilesDb, storage: FileStorage, inputs: readonly SaveStoredFileInput[]): Promise<PromiseSettledResult<StoredFile>[]> {
  const digests = await Promise.allSettled(inputs.map((input) => digestOf(input.data)));
  const failures = new Map<number, unknown>();
  digests.forEach((digest, index) => digest.status === "rejected" && failures.set(index, digest.reason));
  const digestOfInput = (index: number) => (digests[index] as PromiseFulfilledResult<{ sha256: string; size: number }>).value;
  const contentKey = (index: number) => `${inputs[index].kind}/${digestOfInput(index).sha256}`;
  // The first input of each content speaks for the others: saved one after another, they would find its row.
  const firsts = new Map<string, number>();
  inputs.forEach((_, index) => failures.has(index) || firsts.has(contentKey(index)) || firsts.set(contentKey(index), index));
  const rows = new Map<string, StoredFile>();
  const existing =
    firsts.size === 0
      ? []
      : await prisma.storedFile.findMany({
          where: { OR: [...firsts.values()].map((index) => ({ sha256: digestOfInput(index).sha256, kind: inputs[index].kind })) },
          orderBy: { createdAt: "asc" },
        });
  for (const row of existing) if (!rows.has(`${row.kind}/${row.sha256}`)) rows.set(`${row.kind}/${row.sha256}`, row);
  const missing = [...firsts].filter(([key]) => !rows.has(key)).map(([, index]) => ({ index, row: newRow(inputs[index], digestOfInput(index)) }));
  const written = await Promise.allSettled([
    ...[...firsts].filter(([key]) => rows.has(key)).map(async ([key, index]) => [index, await restoreIfLost(storage, rows.get(key)!, inputs[index])] as const),
    ...missing.map(async ({ index, row }) => [index, await storage.put(row.storageKey, bytesOf(inputs[index]))] as const),
  ]);
  const putFirsts = [...[...firsts].filter(([key]) => rows.has(key)).map(([, index]) => index), ...missing.map(({ index }) => index)];
  written.forEach((result, position) => result.status === "rejected" && failures.set(putFirsts[position], result.reason));
  const made = missing.filter(({ index }) => !failures.has(index)).map(({ row }) => row);
  if (made.length > 0) {
    // Rows another request made with the same bytes at the same moment are skipped here and read back.
    const created = await prisma.storedFile.createManyAndReturn({ data: made, skipDuplicates: true });
    const raced = made.filter((row) => !created.some((createdRow) => createdRow.storageKey === row.storageKey));
    const readBack = raced.length > 0 ? await prisma.storedFile.findMany({ where: { storageKey: { in: raced.map((row) => row.storageKey) } } }) : [];
    for (const row of [...created, ...readBack]) rows.set(`${row.kind}/${row.sha256}`, row);
  }
  return inputs.map((input, index): PromiseSettledResult<StoredFile> => {
    // An input whose content another input speaks for shares that one's failure.
    const speaker = failures.has(index) ? index : firsts.get(contentKey(index))!;
    if (failures.has(speaker)) return { status: "rejected", reason: failures.get(speaker) };
    const row = rows.get(contentKey(index));
    return row ? { status: "fulfilled", value: row } : { status: "rejected", reason: new Error(`The stored file of ${input.name} was neither made nor found.`) };
  });
}
