// The upload types the studio accepts (extensions, media types, sizes) and their messages, shared
// by the GraphQL inputs (catalogueSchemas.ts re-exports them), the server's checks
// (server/catalog/uploads.ts) and the client's dropzones. No zod here: a form that only shows the
// accepted types does not load the validation library.
import { MB } from "../bytes.ts";
import { messages } from "./messages.ts";

export type UploadType = {
  /** Accepted extensions (lower case, without the dot) and the media types each may be sent as. */
  extensions: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
};

export { MB };

export const uploadMessages = {
  types: (extensions: readonly string[]) => `must be one of the following types: ${extensions.join(", ")}`,
  tooLarge: (maxBytes: number) => `must be smaller than ${Math.round(maxBytes / MB)} MB`,
  empty: messages.notEmpty,
} as const;

const AUDIO = {
  mp3: ["audio/mpeg", "audio/mp3", "audio/mpeg3", "audio/x-mpeg-3"],
  wav: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
  ogg: ["audio/ogg", "application/ogg", "audio/vorbis", "audio/opus"],
  m4a: ["audio/mp4", "audio/x-m4a", "audio/m4a", "audio/aac"],
} as const;

export const voiceSampleUpload: UploadType = { extensions: AUDIO, maxBytes: 20 * MB };
export const soundtrackUpload: UploadType = { extensions: AUDIO, maxBytes: 50 * MB };

const IMAGES = {
  jpg: ["image/jpeg", "image/pjpeg"],
  jpeg: ["image/jpeg", "image/pjpeg"],
  png: ["image/png"],
  webp: ["image/webp"],
  svg: ["image/svg+xml"],
} as const;

export const voicePhotoUpload: UploadType = { extensions: IMAGES, maxBytes: 5 * MB };
export const contentImageUpload: UploadType = { extensions: IMAGES, maxBytes: 5 * MB };

/** The extensions named in messages: `jpeg` is listed under `jpg`. */
export function uploadTypeNames(type: UploadType): string[] {
  return Object.keys(type.extensions).filter((extension) => extension !== "jpeg");
}

/** The dropzone's `accept` map: media type → extensions with the dot. */
export function acceptMap(type: UploadType): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const [extension, mediaTypes] of Object.entries(type.extensions)) {
    for (const mediaType of mediaTypes) (accept[mediaType] ??= []).push(`.${extension}`);
  }
  return accept;
}
