// FileStorage on the local disk: each key is a file under the root directory.
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { access, constants, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkByteRange, InvalidStorageKeyError, storageKeySegments, type ByteRange, type FileStorage } from "./fileStorage.ts";

const PARTIAL_SUFFIX = ".partial";

/** A file that put() was still writing (beside its key's path) when it was stopped: no stored file. */
export function isPartialWrite(fileName: string): boolean {
  return /\.[0-9a-f]{12}\.partial$/.test(fileName);
}

export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  /** Creates the root directory (and its parents) when it does not exist. */
  constructor(rootDir: string) {
    this.root = resolve(rootDir);
    mkdirSync(this.root, { recursive: true });
  }

  /** Absolute path of a key; throws InvalidStorageKeyError for keys that would escape the root. */
  pathOf(key: string): string {
    const path = resolve(join(this.root, ...storageKeySegments(key)));
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key, "outside the storage root");
    return path;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside the target, then rename: readers never see a half-written file.
    const temporary = `${path}.${randomBytes(6).toString("hex")}${PARTIAL_SUFFIX}`;
    try {
      if (Buffer.isBuffer(data)) await writeFile(temporary, data);
      else await pipeline(data, createWriteStream(temporary));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    const path = this.pathOf(key);
    if (!range) return createReadStream(path);
    checkByteRange(range);
    return createReadStream(path, { start: range.start, end: range.end });
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Holds no connection. */
  async close(): Promise<void> {}

  async check(): Promise<void> {
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}
