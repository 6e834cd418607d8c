// The dashboard's period switch: which series the URL asks for (`?period=week`), and how a
// period of it reads on the chart's axis and in its table.
import { formatDate } from "../../../common/dates.ts";

export const PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_PARAM = "period";
export const DEFAULT_PERIOD: Period = "DAY";

export const PERIOD_OPTIONS: { value: Period; label: string }[] = [
  { value: "DAY", label: "Days" },
  { value: "WEEK", label: "Weeks" },
  { value: "MONTH", label: "Months" },
];

/** What each series covers, for the chart's heading: "the last 30 days". */
export const PERIOD_SPANS: Record<Period, string> = { DAY: "the last 30 days", WEEK: "the last 12 weeks", MONTH: "the last 12 months" };

/** The URL's period (lower case in the URL, `?period=week`); anything else is the default. */
export function parsePeriod(value: string | null | undefined): Period {
  const upper = (value ?? "").toUpperCase();
  return (PERIODS as readonly string[]).includes(upper) ? (upper as Period) : DEFAULT_PERIOD;
}

/** The search params with `period` in place (the default leaves the URL clean). */
export function withPeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  if (period === DEFAULT_PERIOD) next.delete(PERIOD_PARAM);
  else next.set(PERIOD_PARAM, period.toLowerCase());
  return next;
}

/** The reader's time zone: days, weeks and months are counted in it, as the order desk's date filters are. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** A calendar day (YYYY-MM-DD) as a date at noon UTC, so that formatting it in UTC never shifts the day. */
const day = (value: string) => new Date(`${value}T12:00:00Z`);

/** A period's short name on the chart's axis: "24 Nov", "from 17 Nov", "Nov 2026". */
export function periodLabel(period: Period, from: string): string {
  if (period === "MONTH") return new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(day(from));
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(day(from));
}

const short = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A period in words, short enough for a phone's table: "24 Nov 2026", "17–23 Nov 2026", "27 Oct – 2 Nov 2026", "November 2026". */
export function periodName(period: Period, from: string, to: string): string {
  if (period === "DAY") return formatDate(day(from), "date", { timeZone: "UTC" });
  if (period === "MONTH") return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(day(from));
  const last = formatDate(day(to), "date", { timeZone: "UTC" });
  return from.slice(0, 7) === to.slice(0, 7) ? `${Number(from.slice(8))}–${last}` : `${short.format(day(from))} – ${last}`;
}
