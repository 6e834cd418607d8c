// The service and bundle forms' values ↔ the GraphQL inputs. Prices are typed as decimal amounts
// and sent as minor units (money.ts); the rest is checked with the server's own schemas
// (common/validation/catalogueSchemas.ts), so the form shows the same messages the server would.
import { bundleSchema, serviceSchema } from "../../../common/validation/catalogueSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { amountProblem, toDecimalAmount, toMinorUnits } from "../../../common/money.ts";
import { DEFAULT_PROGRAMME_LAYOUT, programmeLayoutProblem } from "../../../common/orders/programmeLayout.ts";
import type { PricingModelValue } from "./pricing.ts";

type Amount = number | string;

export type ServiceFormValues = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  pricingModel: PricingModelValue;
  basePrice: Amount;
  includedWords: Amount;
  perWordPrice: Amount;
  turnaroundDays: Amount;
  rushFee: Amount;
  rushTurnaroundDays: Amount;
  active: boolean;
};

export type ServiceInputFields = {
  name: string;
  slug: string | null;
  summary: string;
  description: string;
  pricingModel: PricingModelValue;
  basePrice: number;
  includedWords: number;
  perWordPrice: number;
  turnaroundDays: number;
  rushFee: number;
  rushTurnaroundDays: number;
  active: boolean;
};

export type StoredService = Omit<ServiceInputFields, "slug" | "pricingModel"> & { slug: string; pricingModel: string; currency: string };

const SERVICE_MONEY = ["basePrice", "perWordPrice", "rushFee"] as const;
const SERVICE_COUNTS = ["includedWords", "turnaroundDays", "rushTurnaroundDays"] as const;

/** An integer field's value, NaN when it is not one (the schema then says why). */
function count(value: Amount): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

export function emptyServiceForm(): ServiceFormValues {
  return {
    name: "",
    slug: "",
    summary: "",
    description: "",
    pricingModel: "PER_PROMPT",
    basePrice: "",
    includedWords: 0,
    perWordPrice: 0,
    turnaroundDays: 3,
    rushFee: 0,
    rushTurnaroundDays: 1,
    active: true,
  };
}

export function serviceFormValues(service: StoredService): ServiceFormValues {
  const amount = (minor: number) => toDecimalAmount(minor, service.currency);
  return {
    name: service.name,
    slug: service.slug,
    summary: service.summary,
    description: service.description,
    pricingModel: service.pricingModel as PricingModelValue,
    basePrice: amount(service.basePrice),
    includedWords: service.includedWords,
    perWordPrice: amount(service.perWordPrice),
    turnaroundDays: service.turnaroundDays,
    rushFee: amount(service.rushFee),
    rushTurnaroundDays: service.rushTurnaroundDays,
    active: service.active,
  };
}

/** The input's fields from the form (amounts the form cannot convert become NaN; validate first). */
export function serviceInput(values: ServiceFormValues, currency: string): ServiceInputFields {
  const minor = (value: Amount) => toMinorUnits(value, currency) ?? Number.NaN;
  // A service priced on request has no price: its amounts are sent as zero whatever was typed.
  const quoted = values.pricingModel === "QUOTE";
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || null,
    summary: values.summary.trim(),
    description: values.description.trim(),
    pricingModel: values.pricingModel,
    basePrice: quoted ? 0 : minor(values.basePrice),
    includedWords: quoted ? 0 : count(values.includedWords),
    perWordPrice: quoted ? 0 : minor(values.perWordPrice),
    turnaroundDays: count(values.turnaroundDays),
    rushFee: minor(values.rushFee),
    rushTurnaroundDays: count(values.rushTurnaroundDays),
    active: values.active,
  };
}

const checkService = formValidator(serviceSchema);

/** Mantine form `validate`: the amounts' own messages, then the server's schema on the rest. */
export function validateServiceForm(values: ServiceFormValues, currency: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const quoted = values.pricingModel === "QUOTE";
  for (const field of SERVICE_MONEY) {
    if (quoted && field !== "rushFee") continue;
    const problem = amountProblem(values[field], currency);
    if (problem) errors[field] = problem;
  }
  const input = serviceInput(values, currency);
  for (const field of SERVICE_COUNTS) if (Number.isNaN(input[field]) && !errors[field]) errors[field] = "should not be empty";
  const schemaErrors = checkService({ ...input, ...Object.fromEntries(SERVICE_MONEY.map((field) => [field, Number.isNaN(input[field]) ? 0 : input[field]])) });
  return { ...schemaErrors, ...errors };
}

// ---- Bundles -----------------------------------------------------------------------------------

export type BundleFormValues = {
  serviceId: string | null;
  name: string;
  slug: string;
  description: string;
  messagesIncluded: Amount;
  wordsPerMessage: Amount;
  periodMonths: Amount;
  programmeSeconds: Amount;
  introSeconds: Amount;
  gapSeconds: Amount;
  price: Amount;
  active: boolean;
  position: Amount;
};

export type StoredBundle = {
  serviceId: string;
  name: string;
  slug: string;
  description: string;
  messagesIncluded: number;
  wordsPerMessage: number;
  periodMonths: number;
  programmeSeconds: number;
  introSeconds: number;
  gapSeconds: number;
  price: number;
  currency: string;
  active: boolean;
  position: number;
};

export function emptyBundleForm(serviceId: string | null, position: number): BundleFormValues {
  return {
    serviceId,
    name: "",
    slug: "",
    description: "",
    messagesIncluded: 3,
    wordsPerMessage: 60,
    periodMonths: 12,
    ...DEFAULT_PROGRAMME_LAYOUT,
    price: "",
    active: true,
    position,
  };
}

export function bundleFormValues(bundle: StoredBundle): BundleFormValues {
  return {
    serviceId: bundle.serviceId,
    name: bundle.name,
    slug: bundle.slug,
    description: bundle.description,
    messagesIncluded: bundle.messagesIncluded,
    wordsPerMessage: bundle.wordsPerMessage,
    periodMonths: bundle.periodMonths,
    programmeSeconds: bundle.programmeSeconds,
    introSeconds: bundle.introSeconds,
    gapSeconds: bundle.gapSeconds,
    price: toDecimalAmount(bundle.price, bundle.currency),
    active: bundle.active,
    position: bundle.position,
  };
}

export function bundleInput(values: BundleFormValues, currency: string) {
  return {
    serviceId: values.serviceId ?? "",
    name: values.name.trim(),
    slug: values.slug.trim() || null,
    description: values.description.trim(),
    messagesIncluded: count(values.messagesIncluded),
    wordsPerMessage: count(values.wordsPerMessage),
    periodMonths: count(values.periodMonths),
    programmeSeconds: count(values.programmeSeconds),
    introSeconds: count(values.introSeconds),
    gapSeconds: count(values.gapSeconds),
    price: toMinorUnits(values.price, currency) ?? Number.NaN,
    active: values.active,
    position: count(values.position),
  };
}

const checkBundle = formValidator(bundleSchema);
const PROGRAMME_FIELDS = ["programmeSeconds", "introSeconds", "gapSeconds"] as const;

export function validateBundleForm(values: BundleFormValues, currency: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.serviceId) errors.serviceId = "should not be empty";
  const priceProblem = amountProblem(values.price, currency);
  if (priceProblem) errors.price = priceProblem;
  const input = bundleInput(values, currency);
  for (const field of ["messagesIncluded", "wordsPerMessage", "periodMonths", ...PROGRAMME_FIELDS, "position"] as const) {
    if (Number.isNaN(input[field])) errors[field] ??= "should not be empty";
  }
  const schemaErrors = checkBundle({ ...input, price: Number.isNaN(input.price) ? 0 : input.price });
  // The server's rule across the programme's settings, once each of them is valid on its own.
  const layoutProblem = PROGRAMME_FIELDS.some((field) => schemaErrors[field] || errors[field]) ? null : programmeLayoutProblem(input);
  if (layoutProblem) errors[layoutProblem.field] = layoutProblem.message;
  return { ...schemaErrors, ...errors };
}
