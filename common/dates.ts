// Dates as people read them, formatted in one place for the client (and the server's messages):
// "14 Mar 2025, 10:32", "14 Mar 2025", "8 December", "Friday, 14 March 2025", "5 minutes ago".
// The server's e-mails, documents and error messages pass timeZone "UTC": the day they name does
// not depend on where the server runs.

const STYLES = {
  /** "14 Mar 2025, 10:32" */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "14 Mar 2025" */
  date: { dateStyle: "medium" },
  /** "14 March 2025" */
  longDate: { dateStyle: "long" },
  /** "8 December" */
  dayMonth: { day: "numeric", month: "long" },
  /** "8 December 2027" */
  dayMonthYear: { day: "numeric", month: "long", year: "numeric" },
  /** "Friday, 14 March 2025" */
  weekdayDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "Friday 14 March" */
  weekdayDayMonth: { weekday: "long", day: "numeric", month: "long" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (ISO text or Date) in `style`; British English and the reader's time zone by default. */
export function formatDate(value: string | Date, style: DateStyle = "date", { locale = "en-GB", timeZone }: { locale?: string; timeZone?: string } = {}): string {
  const key = `${style}|${locale}|${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format.format(typeof value === "string" ? new Date(value) : value);
}

/** "2026-12-01": the UTC day of `date` as ISO 8601, for file names, date fields and sentences that name a deadline exactly. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "8 December", with the year only when it is not this year's: "8 January 2027". */
export function formatDay(value: string | Date, now = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return formatDate(date, date.getFullYear() === now.getFullYear() ? "dayMonth" : "dayMonthYear");
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday", "just now". */
export function formatRelative(value: string | Date, now: Date = new Date(), locale?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
