export const VOICES_PATH = "/manage/voices";

/** A voice's management page, by the Voice's global id. */
export function voicePath(globalId: string): string {
  return `${VOICES_PATH}/${encodeURIComponent(globalId)}`;
}

