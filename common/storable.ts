// What PostgreSQL can hold, checked before a value reaches it (it would fail inside the database).

// Without the u flag the pattern sees UTF-16 code units, so it finds surrogates without their pair.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text without a NUL character or a lone UTF-16 surrogate, which no text column takes. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** An instant in the years 0001 to 9999 (UTC): year 0000 and five-digit years fail in the database. */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}
