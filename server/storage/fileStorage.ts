// Where stored files' bytes live. Keys are relative, slash-separated paths such as
// `voice-sample/ab/abcdef….mp3`; metadata (name, media type, owner) lives in the StoredFile table.
// Implementations: local disk (localDiskStorage.ts) and S3-compatible object storage (s3Storage.ts);
// fileStorageFromConfig.ts picks one from the configuration.
import type { Readable } from "node:stream";

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive (as in HTTP Range headers). */
  end: number;
}

export interface FileStorage {
  /** Writes the whole object, replacing any previous content under the key; a stream is written as it is read. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Size in bytes, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * Streams the object, or the inclusive byte range of it (a range past the end streams nothing).
   * A missing key errors the stream with an error whose `code` is `ENOENT`.
   */
  read(key: string, range?: ByteRange): Readable;
  /** Deletes the object; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can be written and read (readiness checks); rejects saying why not. */
  check(): Promise<void>;
  /** Lets go of its connections (the process is stopping). */
  close(): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidStorageKeyError";
  }
}

/**
 * Checks that a key is a relative path made of plain segments: no `..` or `.` segments, no
 * absolute paths, no backslashes, drive letters, empty segments or control characters.
 * Returns the key's segments.
 */
export function storageKeySegments(key: string): string[] {
  if (typeof key !== "string" || key.length === 0) throw new InvalidStorageKeyError(String(key), "empty");
  if (key.length > 1024) throw new InvalidStorageKeyError(key, "longer than 1024 characters");
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(key)) throw new InvalidStorageKeyError(key, "contains a control character or backslash");
  if (key.startsWith("/")) throw new InvalidStorageKeyError(key, "absolute path");
  if (/^[a-zA-Z]:/.test(key)) throw new InvalidStorageKeyError(key, "drive letter");
  const segments = key.split("/");
  for (const segment of segments) {
    if (segment === "") throw new InvalidStorageKeyError(key, "empty path segment");
    if (segment === "." || segment === "..") throw new InvalidStorageKeyError(key, "relative path segment");
  }
  return segments;
}

/** Throws a RangeError unless `range` is a valid inclusive byte range. */
export function checkByteRange({ start, end }: ByteRange): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}

/** The error a read of a missing key fails with, shaped as node:fs's, so callers handle one kind. */
export function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: nothing is stored under '${key}'`), { code: "ENOENT" });
}
