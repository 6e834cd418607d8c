// Every kind of FileStorage, each built as the server builds it (fileStorageFromConfig from the
// environment) and empty: the storage tests run their cases against each kind.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storageConfig } from "../server/config.ts";
import type { FileStorage } from "../server/storage/fileStorage.ts";
import { fileStorageFromConfig } from "../server/storage/fileStorageFromConfig.ts";
import { startS3Server } from "./s3Server.ts";

export const STORAGE_BACKENDS = ["local disk", "S3"] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

export type OpenStorage = { storage: FileStorage; close(): Promise<void> };

/** An empty store of that kind: a temporary folder, or a bucket (under a prefix) of an s3rver of its own. */
export async function openEmptyStorage(backend: StorageBackend): Promise<OpenStorage> {
  if (backend === "local disk") {
    const dir = await mkdtemp(join(tmpdir(), "studiofront-files-"));
    return { storage: await fileStorageFromConfig(storageConfig({ STORAGE_DIR: dir })), close: () => rm(dir, { recursive: true, force: true }) };
  }
  const s3 = await startS3Server();
  return { storage: await fileStorageFromConfig(storageConfig({ ...s3.env, STORAGE_URL: `s3://${s3.bucket}/studio-files` })), close: s3.close };
}
