// What an upload field accepts, and why it refused a file. The same lists the server checks
// (docs/catalogue-api-contract.md): a file is accepted when its extension OR its media type is
// one of the rule's (seed.md §5); the server then checks the contents and answers a
// ValidationError on the file field when it disagrees. The lists are common/validation's, the
// ones the server checks.
import { contentImageUpload, soundtrackUpload, uploadTypeNames, voicePhotoUpload, voiceSampleUpload, type UploadType } from "../../../common/validation/catalogueSchemas.ts";
import { scriptUpload } from "../../../common/validation/contactSchemas.ts";
import { formatBytes } from "../../../common/bytes.ts";

/** What one upload field accepts: extensions with their media types, and a size limit. */
export type UploadRule = UploadType;

export { voicePhotoUpload, voiceSampleUpload, soundtrackUpload, scriptUpload, contentImageUpload, formatBytes };


/** The extensions to name in messages ("jpeg" is listed with "jpg", so it is not repeated). */
export function allowedExtensions(rule: UploadRule): string[] {
  return uploadTypeNames(rule);
}


/** Mantine Dropzone's `accept`: media types, each with its extensions (react-dropzone matches either). */
export function dropzoneAccept(rule: UploadRule): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const [extension, mediaTypes] of Object.entries(rule.extensions)) {
    for (const mediaType of mediaTypes) {
      const extensions = (accept[mediaType] ??= []);
      if (!extensions.includes(`.${extension}`)) extensions.push(`.${extension}`);
    }
  }
  return accept;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Whether the file's extension or its media type is one the rule accepts (what the dropzone checks). */
export function isAcceptedType(file: { name: string; type: string }, rule: UploadRule): boolean {
  const mediaType = file.type.toLowerCase().split(";")[0].trim();
  if (extensionOf(file.name) in rule.extensions) return true;
  return mediaType !== "" && Object.values(rule.extensions).some((mediaTypes) => mediaTypes.includes(mediaType));
}

export const typeRefusal = (name: string, rule: UploadRule) =>
  `${name}: file type not accepted (allowed: ${allowedExtensions(rule).join(", ")})`;
export const sizeRefusal = (name: string, rule: UploadRule) => `${name}: larger than ${formatBytes(rule.maxBytes)}`;
export const emptyRefusal = (name: string) => `${name}: the file is empty`;
export const countRefusal = (name: string) => `${name}: only one file can be added at a time`;

/** One of react-dropzone's rejections: the file and its error codes. */
export type Rejection = {
  file: { name: string; size: number; type: string };
  errors: ReadonlyArray<{ code: string; message: string }>;
};

/**
 * Why the dropzone refused a file, one sentence per file: "<name>: file type not accepted
 * (allowed: mp3, wav, ogg, m4a)", "<name>: larger than 20 MB". A file with several problems
 * gets the first that matters (type before size).
 */
export function rejectionMessage(rejection: Rejection, rule: UploadRule): string {
  const name = rejection.file.name || "The file";
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes("file-invalid-type")) return typeRefusal(name, rule);
  if (codes.includes("file-too-large")) return sizeRefusal(name, rule);
  if (codes.includes("file-too-small")) return emptyRefusal(name);
  if (codes.includes("too-many-files")) return countRefusal(name);
  return `${name}: ${rejection.errors[0]?.message ?? "not accepted"}`;
}

/** The messages for all refused files, in the order they came (duplicates removed). */
export function rejectionMessages(rejections: readonly Rejection[], rule: UploadRule): string[] {
  return [...new Set(rejections.map((rejection) => rejectionMessage(rejection, rule)))];
}

/** The same checks on a file picked elsewhere (e.g. a test, or a paste): null when accepted. */
export function fileProblem(file: { name: string; size: number; type: string }, rule: UploadRule): string | null {
  if (!isAcceptedType(file, rule)) return typeRefusal(file.name, rule);
  if (file.size > rule.maxBytes) return sizeRefusal(file.name, rule);
  if (file.size === 0) return emptyRefusal(file.name);
  return null;
}
