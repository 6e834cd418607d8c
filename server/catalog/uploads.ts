// Checks of uploaded files: accepted extension AND media type (from the lists in
// common/validation), not empty, not above the size limit. A refused file is a ValidationError
// whose path names the input field, so the form shows it next to the file picker.
import { type UploadType, uploadMessages, uploadTypeNames } from "../../common/validation/catalogueSchemas.ts";
import type { FileKind, StoredFile } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { saveStoredFile, type StoredFileDb } from "../storage/storedFiles.ts";

export type UploadedFile = Pick<File, "name" | "type" | "size" | "arrayBuffer">;

export type CheckedUpload = { name: string; mediaType: string; extension: string; data: Buffer };

/** Lower-case extension of a file name, without the dot; "" when it has none. */
export function extensionOf(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name.trim());
  return match ? match[1].toLowerCase() : "";
}

/** The media type without parameters, lower-cased: `Audio/MPEG; x=y` → `audio/mpeg`. */
export function mediaTypeEssence(mediaType: string): string {
  return mediaType.split(";")[0].trim().toLowerCase();
}

/**
 * What is wrong with a file's name, media type and size for `type`, or null when it is accepted.
 * The extension must be listed and the media type must be one of those listed for it.
 */
export function uploadIssue(type: UploadType, file: { name: string; type: string; size: number }): string | null {
  const accepted = type.extensions[extensionOf(file.name)];
  if (!accepted || !accepted.includes(mediaTypeEssence(file.type))) return uploadMessages.types(uploadTypeNames(type));
  if (file.size <= 0) return uploadMessages.empty;
  if (file.size > type.maxBytes) return uploadMessages.tooLarge(type.maxBytes);
  return null;
}

/** Reads and checks an upload; throws ValidationError at `path` (e.g. "input.file"). */
export async function readUpload(type: UploadType, file: UploadedFile, path: string): Promise<CheckedUpload> {
  const refuse = (message: string) => ValidationError.field(path, message);
  const before = uploadIssue(type, file);
  if (before) throw refuse(before);
  const data = Buffer.from(await file.arrayBuffer());
  // The declared size comes from the request; the bytes are what counts.
  const after = uploadIssue(type, { name: file.name, type: file.type, size: data.length });
  if (after) throw refuse(after);
  return { name: file.name, mediaType: mediaTypeEssence(file.type), extension: extensionOf(file.name), data };
}

/** Saves a checked upload as a StoredFile of `kind`. */
export function storeUpload(
  db: StoredFileDb,
  storage: FileStorage,
  upload: CheckedUpload,
  kind: FileKind,
  uploadedById: string | null,
): Promise<StoredFile> {
  return saveStoredFile(db, storage, { kind, name: upload.name, mediaType: upload.mediaType, data: upload.data, uploadedById });
}
