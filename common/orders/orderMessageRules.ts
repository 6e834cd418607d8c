// What a message on an order may hold, shared by the server's checks (server/orders/orderMessages.ts)
// and the form that writes one. Attachments follow the upload rules the studio already has: a
// recording as a voice sample is checked, a document as a quote request's script.
import { scriptUpload } from "../validation/contactFields.ts";
import { messages } from "../validation/messages.ts";
import { MB, type UploadType, uploadTypeNames, voiceSampleUpload } from "../validation/uploadTypes.ts";

export const ORDER_MESSAGE_MAX_LENGTH = 5000;
export const ORDER_MESSAGE_MAX_ATTACHMENTS = 3;

/** The upload types an attachment may be, each with its own limit. */
const ATTACHMENT_KINDS = [
  { kind: "recordings", type: voiceSampleUpload },
  { kind: "documents", type: scriptUpload },
] as const;
const ATTACHMENT_TYPES: readonly UploadType[] = ATTACHMENT_KINDS.map(({ type }) => type);

/** Every accepted attachment (for the picker and its messages), up to the largest limit. */
export const orderMessageAttachmentUpload: UploadType = {
  extensions: Object.assign({}, ...ATTACHMENT_TYPES.map((type) => type.extensions)),
  maxBytes: Math.max(...ATTACHMENT_TYPES.map((type) => type.maxBytes)),
};

/** The upload type an attachment of this name is checked as: by its extension, else all of them (and refused as a type not accepted). */
export function attachmentUploadType(fileName: string): UploadType {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1].toLowerCase() ?? "";
  return ATTACHMENT_TYPES.find((type) => Object.hasOwn(type.extensions, extension)) ?? orderMessageAttachmentUpload;
}

export const attachmentTypeNames = () => uploadTypeNames(orderMessageAttachmentUpload);

/** "recordings (mp3, wav, ogg, m4a; 20 MB each) or documents (…; 10 MB each)" */
export const attachmentRulesText = () =>
  ATTACHMENT_KINDS.map(({ kind, type }) => `${kind} (${uploadTypeNames(type).join(", ")}; ${Math.round(type.maxBytes / MB)} MB each)`).join(" or ");

/** What is wrong with a message's text, or null. */
export function orderMessageBodyIssue(body: string): string | null {
  const text = body.trim();
  if (!text) return messages.notEmpty;
  if (text.length > ORDER_MESSAGE_MAX_LENGTH) return messages.maxLength(ORDER_MESSAGE_MAX_LENGTH);
  return null;
}
