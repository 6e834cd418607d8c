// The script a quote request may carry: the types and size the server accepts (shared rules in
// common/validation), checked by the dropzone first so a refused file says why at once.
import { scriptUpload } from "../../../common/validation/contactFields.ts";
import { acceptMap, uploadTypeNames } from "../../../common/validation/uploadTypes.ts";

export const SCRIPT_ACCEPT = acceptMap(scriptUpload);
export const SCRIPT_MAX_BYTES = scriptUpload.maxBytes;
export const SCRIPT_TYPE_NAMES = uploadTypeNames(scriptUpload);

/** "10 MB", "1.5 MB", "820 KB", "12 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
}

const typesText = () => SCRIPT_TYPE_NAMES.map((name) => name.toUpperCase()).join(", ");

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Whether the file's extension or its media type is an accepted one. */
export function isAcceptedScriptType(file: { name: string; type: string }): boolean {
  const mediaType = file.type.toLowerCase().split(";")[0].trim();
  return Object.entries(scriptUpload.extensions).some(([extension, mediaTypes]) => extension === extensionOf(file.name) || (mediaType !== "" && mediaTypes.includes(mediaType)));
}

type FileFacts = { name: string; size: number; type: string };

/** A dropzone rejection: the file and react-dropzone's error codes. */
export type ScriptRejection = { file: FileFacts; errors: ReadonlyArray<{ code: string; message: string }> };

/** Why a file was refused, in a sentence naming the file. Type before size before count. */
export function scriptRejectionMessage(rejection: ScriptRejection): string {
  const { file } = rejection;
  const name = `“${file.name || "The file"}”`;
  const codes = new Set(rejection.errors.map((error) => error.code));
  if (codes.has("file-invalid-type")) return `${name} was not added: only ${typesText()} files are accepted.`;
  if (codes.has("file-too-large")) return `${name} was not added: it is ${formatFileSize(file.size)}, and scripts can be at most ${formatFileSize(SCRIPT_MAX_BYTES)}.`;
  if (codes.has("file-too-small")) return `${name} was not added: the file is empty.`;
  if (codes.has("too-many-files")) return `${name} was not added: attach one script file; combine several documents into one, or send them by e-mail after your request.`;
  return `${name} was not added: ${rejection.errors[0]?.message ?? "the file cannot be used"}.`;
}

/** The same checks for a file from anywhere: null when it can be sent. */
export function scriptFileProblem(file: FileFacts): string | null {
  if (!isAcceptedScriptType(file)) return scriptRejectionMessage({ file, errors: [{ code: "file-invalid-type", message: "" }] });
  if (file.size > SCRIPT_MAX_BYTES) return scriptRejectionMessage({ file, errors: [{ code: "file-too-large", message: "" }] });
  if (file.size === 0) return scriptRejectionMessage({ file, errors: [{ code: "file-too-small", message: "" }] });
  return null;
}
