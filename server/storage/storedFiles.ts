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
  const bytes = () => (Buffer.isBuffer(input.data) ? input.data : createReadStream(input.data.path));

  const existing = await prisma.storedFile.findFirst({
    where: { sha256, kind: input.kind },
    orderBy: { createdAt: "asc" },
  });
  if (existing) {
    const stored = await storage.stat(existing.storageKey);
    if (!stored || stored.size !== existing.size) await storage.put(existing.storageKey, bytes());
    return existing;
  }

  const name = cleanFileName(input.name);
  const mediaType = input.mediaType.trim().toLowerCase() || "application/octet-stream";
  const storageKey = storageKeyFor(input.kind, sha256, extensionFor(mediaType, name));
  await storage.put(storageKey, bytes());
  try {
    return await prisma.storedFile.create({
      data: {
        kind: input.kind,
        name,
        mediaType,
        size,
        sha256,
        storageKey,
        uploadedById: input.uploadedById ?? null,
      },
    });
  } catch (error) {
    // Another request saved the same bytes at the same moment: use its row.
    if (isUniqueViolation(error)) {
      const raced = await prisma.storedFile.findUnique({ where: { storageKey } });
      if (raced) return raced;
    }
    throw error;
  }
}
