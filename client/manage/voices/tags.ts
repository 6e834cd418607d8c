// Tag lists of a voice (languages as BCP 47 tags, styles as lower-case words): how a typed tag
// is normalised, and whether it may be added (seed.md §5: duplicates refused, a maximum count).

/** "en-gb" → "en-GB", "EN" → "en", "zh-hant-tw" → "zh-Hant-TW": BCP 47's usual letter case. */
export function normalizeLanguageTag(text: string): string {
  return text
    .trim()
    .replace(/_/g, "-")
    .split("-")
    .filter(Boolean)
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 2 && /^[a-z]+$/i.test(part)) return part.toUpperCase();
      if (part.length === 4 && /^[a-z]+$/i.test(part)) return part[0].toUpperCase() + part.slice(1).toLowerCase();
      return part.toLowerCase();
    })
    .join("-");
}

/** A language tag the way the catalogue writes them: "en", "en-GB", "es-419", "zh-Hant-TW". */
export function isLanguageTag(tag: string): boolean {
  return /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/.test(tag);
}

/** Styles are lower-case words with single spaces: " Warm  Friendly " → "warm friendly". */
export function normalizeStyle(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

export type TagRules = {
  max: number;
  normalize: (text: string) => string;
  /** A message when the tag is not acceptable (e.g. not a language tag), else null. */
  check?: (tag: string) => string | null;
};

export type AddTagResult = { tags: string[]; problem: string | null };

/** Adds each comma-separated tag of `text`; what cannot be added is explained in `problem`. */
export function addTags(current: readonly string[], text: string, rules: TagRules): AddTagResult {
  const tags = [...current];
  const problems: string[] = [];
  for (const part of text.split(",")) {
    const tag = rules.normalize(part);
    if (!tag) continue;
    const invalid = rules.check?.(tag);
    if (invalid) problems.push(invalid);
    else if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) problems.push(`${tag} is already in the list`);
    else if (tags.length >= rules.max) problems.push(`at most ${rules.max} can be added`);
    else tags.push(tag);
  }
  return { tags, problem: problems.length > 0 ? [...new Set(problems)].join("; ") : null };
}

export const LANGUAGE_RULES: TagRules = {
  max: 10,
  normalize: normalizeLanguageTag,
  check: (tag) => (isLanguageTag(tag) ? null : `${tag} is not a language tag such as en-GB`),
};

export const STYLE_RULES: TagRules = {
  max: 12,
  normalize: normalizeStyle,
  check: (tag) => (tag.length > 40 ? "must be shorter than or equal to 40 characters" : null),
};
