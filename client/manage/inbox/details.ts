// A contact message's `details` (JSON: a quote's service, languages, word count, duration,
// deadline, notes; a partnership's website and programme…) as label/value rows a person can read.
// Known keys get their label and format; anything else is shown with a label made from its key,
// so nothing the form sent is hidden.

import { formatDate } from "../../../common/dates.ts";

export type DetailRow = {
  key: string;
  label: string;
  /** The value as text. */
  text: string;
  /** A web address to link the value to. */
  href?: string;
};

const LABELS: Record<string, string> = {
  service: "Service",
  serviceSlug: "Service",
  serviceName: "Service",
  languages: "Languages",
  language: "Language",
  wordCount: "Word count",
  durationSeconds: "Duration",
  deadline: "Deadline",
  notes: "Notes",
  website: "Website",
  programme: "Programme",
  program: "Programme",
  voice: "Voice",
  voiceSlug: "Voice",
  budget: "Budget",
  usage: "Usage",
};

// The order rows appear in: the quote's essentials first, then the rest as sent.
const ORDER = ["service", "serviceName", "serviceSlug", "voice", "voiceSlug", "languages", "language", "wordCount", "durationSeconds", "deadline", "programme", "program", "website", "budget", "usage", "notes"];

const PROGRAMMES: Record<string, string> = { RESELLER: "Reseller", REFERRAL: "Referral", AGENCY: "Agency" };

/** "wordCount" → "Word count", "preferred_voice" → "Preferred voice". */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** 95 → "1 min 35 s", 30 → "30 s". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}


function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : formatDate(date, "longDate", { timeZone: "UTC" });
}

function plainText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number") return value.toLocaleString("en");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(plainText).join(", ");
  return JSON.stringify(value);
}

function row(key: string, value: unknown): DetailRow {
  const label = LABELS[key] ?? labelFromKey(key);
  if (key === "durationSeconds" && typeof value === "number") return { key, label, text: formatDuration(value) };
  if (key === "wordCount" && typeof value === "number") return { key, label, text: `${value.toLocaleString("en")} words` };
  if (key === "deadline" && typeof value === "string") return { key, label, text: formatDay(value) };
  if ((key === "programme" || key === "program") && typeof value === "string") return { key, label, text: PROGRAMMES[value] ?? value };
  if (typeof value === "string" && /^https?:\/\/\S+$/i.test(value)) return { key, label, text: value, href: value };
  return { key, label, text: plainText(value) };
}

/** The rows to show for a message's details; empty when there are none. */
export function detailRows(details: unknown): DetailRow[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== "object" || Array.isArray(details)) return [{ key: "details", label: "Details", text: plainText(details) }];
  const entries = Object.entries(details as Record<string, unknown>).filter(([, value]) => value !== null && value !== undefined && value !== "");
  const rank = (key: string) => {
    const index = ORDER.indexOf(key);
    return index === -1 ? ORDER.length : index;
  };
  // A quote names its service twice (name and slug): one row, linking to the service's page.
  const record = details as Record<string, unknown>;
  const serviceSlug = typeof record.serviceSlug === "string" ? record.serviceSlug : null;
  const merged = serviceSlug !== null && typeof record.serviceName === "string";
  return entries
    .filter(([key]) => !(merged && key === "serviceSlug"))
    .map(([key, value], index) => ({ key, value, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key, value }) => {
      const shown = row(key, value);
      return merged && key === "serviceName" ? { ...shown, href: `/services/${encodeURIComponent(serviceSlug)}` } : shown;
    });
}
