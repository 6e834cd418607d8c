// The one place that decides where stored files live: the bucket of STORAGE_URL, else STORAGE_DIR.
import type { StorageConfig } from "../config.ts";
import type { FileStorage } from "./fileStorage.ts";
import { LocalDiskStorage } from "./localDiskStorage.ts";
import { S3Storage } from "./s3Storage.ts";

export async function fileStorageFromConfig(config: StorageConfig): Promise<FileStorage> {
  return config.objectStorage ? await S3Storage.open(config.objectStorage) : new LocalDiskStorage(config.storageDir);
}
