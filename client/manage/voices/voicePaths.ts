export const VOICES_PATH = "/manage/voices";

/** A voice's management page, by the Voice's global id. */
export function voicePath(globalId: string): string {
  return `${VOICES_PATH}/${encodeURIComponent(globalId)}`;
}

const languageNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "language" }) : null;

/** "en-GB" → "British English" (or the tag itself when the browser does not know it). */
export function languageName(tag: string): string {
  try {
    return languageNames?.of(tag) ?? tag;
  } catch {
    return tag;
  }
}
