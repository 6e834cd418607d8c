// What the public forms show of their rules (contactSchemas.ts re-exports it): the message's
// length, the partnership programmes and the script files a quote request accepts. No zod here:
// the forms load their schemas apart, for submitting (client/ui/deferredFormValidator.ts).
import { MB, type UploadType } from "./uploadTypes.ts";

export const MESSAGE_MAX_LENGTH = 5000;

export const PARTNERSHIP_PROGRAMMES = ["RESELLER", "REFERRAL", "AGENCY"] as const;

/** Scripts attached to a quote request. */
export const scriptUpload: UploadType = {
  extensions: {
    pdf: ["application/pdf"],
    doc: ["application/msword"],
    docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    odt: ["application/vnd.oasis.opendocument.text"],
    rtf: ["application/rtf", "text/rtf"],
    txt: ["text/plain"],
  },
  maxBytes: 10 * MB,
};
