// The one place that decides where stored files live: the bucket of STORAGE_URL, else STORAGE_DIR.
import type { StorageConfig } from "../config.ts";
import type { FileStorage } from "./fileStorage.ts";
import { LocalDiskStorage } from "./localDiskStorage.ts";
import { S3Storage } from "./s3Storage.ts";

export function fileStorageFromConfig(config: StorageConfig): FileStorage {
  return config.objectStorage ? new S3Storage(config.objectStorage) : new LocalDiskStorage(config.storageDir);
}
