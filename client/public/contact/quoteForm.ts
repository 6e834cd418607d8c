// The quote request form's values and how they become the mutation's input.
import type { ComboboxData } from "@mantine/core";

export type QuoteFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  serviceSlug: string;
  languages: string[];
  lengthKind: "words" | "duration";
  wordCount: number | string;
  durationSeconds: number | string;
  deadline: string | null;
  script: File | null;
  notes: string;
  altcha: string;
};

export type QuoteInput = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceSlug: string;
  languages: string[];
  wordCount: number | null;
  durationSeconds: number | null;
  deadline: string | null;
  notes: string | null;
  altcha: string;
};

const numberOrNull = (value: number | string): number | null => {
  if (value === "" || value === null || value === undefined) return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The mutation input (without the file): only the chosen measure of length is sent. */
export function quoteInput(values: QuoteFormValues): QuoteInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    company: values.company.trim() || null,
    serviceSlug: values.serviceSlug,
    languages: [...new Set(values.languages.flatMap((language) => language.split(",")).map((language) => language.trim()).filter(Boolean))],
    wordCount: values.lengthKind === "words" ? numberOrNull(values.wordCount) : null,
    durationSeconds: values.lengthKind === "duration" ? numberOrNull(values.durationSeconds) : null,
    deadline: values.deadline || null,
    notes: values.notes.trim() || null,
    altcha: values.altcha,
  };
}

type ServiceOption = { readonly slug: string; readonly name: string; readonly pricingModel: string };

/** The service select: services priced on request first, then the others. */
export function serviceOptions(services: readonly ServiceOption[]): ComboboxData {
  const option = (service: ServiceOption) => ({ value: service.slug, label: service.name });
  const quoted = services.filter((service) => service.pricingModel === "QUOTE").map(option);
  const others = services.filter((service) => service.pricingModel !== "QUOTE").map(option);
  return [
    ...(quoted.length ? [{ group: "Priced on request", items: quoted }] : []),
    ...(others.length ? [{ group: "Other services", items: others }] : []),
  ];
}

/** "1 min 30 s" under the duration field. */
export function durationText(seconds: number | string): string | null {
  const value = numberOrNull(seconds);
  if (value === null || value <= 0) return null;
  const minutes = Math.floor(value / 60);
  const rest = Math.round(value % 60);
  if (minutes === 0) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}
