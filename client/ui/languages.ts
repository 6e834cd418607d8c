// Voices and samples carry BCP 47 language tags ("de-DE"); people read "German (Germany)".

let names: Intl.DisplayNames | null = null;

export function languageName(tag: string): string {
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "language" });
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** "warm" → "Warm": styles are stored in lower case. */
export function styleName(style: string): string {
  return style ? style[0].toUpperCase() + style.slice(1) : style;
}

export const GENDER_LABELS = { FEMALE: "Female", MALE: "Male", NON_BINARY: "Non-binary" } as const;
export type Gender = keyof typeof GENDER_LABELS;
