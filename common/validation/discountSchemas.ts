// Input rules of the discount-code and tax-rate management forms, shared by the GraphQL inputs
// (server/discounts/, server/tax/) and the client forms (client/manage/discounts/, …/tax/).
// Money is integer minor units, rates are basis points (1000 = 10 %), points in time are Dates
// (the GraphQL DateTime scalar; the client converts its pickers' values before checking).
import { z } from "zod";
import { money, optionalCurrency } from "./catalogueSchemas.ts";
import { messages } from "./messages.ts";
import { integer, oneOf, optionalText, requiredText, string } from "./rules.ts";

const optionalFlag = () => z.boolean({ error: "must be a boolean value" }).nullish();

// ---- Discount codes ----------------------------------------------------------------------------

export const DISCOUNT_KINDS = ["PERCENT", "FIXED"] as const;
export type DiscountKindValue = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 32;
const DISCOUNT_CODE = /^[A-Z0-9_-]+$/;
export const discountCodeMessage = "must contain only letters, digits, hyphens and underscores";

/** A code as customers type it and as it is stored: trimmed and upper-cased ("spring-10" → "SPRING-10"). */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

export const discountCode = () =>
  string()
    .transform(normalizeDiscountCode)
    .pipe(
      string()
        .min(1, { error: messages.notEmpty })
        .min(DISCOUNT_CODE_MIN_LENGTH, { error: messages.minLength(DISCOUNT_CODE_MIN_LENGTH) })
        .max(DISCOUNT_CODE_MAX_LENGTH, { error: messages.maxLength(DISCOUNT_CODE_MAX_LENGTH) })
        .regex(DISCOUNT_CODE, { error: discountCodeMessage }),
    );

/** 0.01 % … 100 % as basis points. */
export const PERCENT_MIN_BASIS_POINTS = 1;
export const PERCENT_MAX_BASIS_POINTS = 10_000;
export const discountMessages = {
  percentMin: "must be at least 0.01 %",
  percentMax: "must not be more than 100 %",
  amountMin: "must be greater than 0",
  endsAfterStart: "must be after the start",
  date: "must be a date",
  limit: "must be a whole number of at least 1",
} as const;

const percentBasisPoints = () =>
  z
    .number({ error: messages.number })
    .int({ error: messages.integer })
    .min(PERCENT_MIN_BASIS_POINTS, { error: discountMessages.percentMin })
    .max(PERCENT_MAX_BASIS_POINTS, { error: discountMessages.percentMax })
    .nullish()
    .transform((value) => value ?? null);

const fixedAmount = () =>
  z
    .number({ error: messages.number })
    .int({ error: messages.integer })
    .min(1, { error: discountMessages.amountMin })
    .max(100_000_000, { error: messages.max(100_000_000) })
    .nullish()
    .transform((value) => value ?? null);

/** An optional point in time; absent or null means "no bound". */
export const optionalDateTime = () =>
  z
    .date({ error: discountMessages.date })
    .refine((value) => !Number.isNaN(value.getTime()), { error: discountMessages.date })
    .nullish()
    .transform((value) => value ?? null);

/** An optional limit: a positive whole number, or null for "no limit". */
const optionalLimit = (max: number) =>
  z
    .number({ error: messages.number })
    .int({ error: discountMessages.limit })
    .min(1, { error: discountMessages.limit })
    .max(max, { error: messages.max(max) })
    .nullish()
    .transform((value) => value ?? null);

/**
 * The fields of createDiscount and updateDiscount (which adds the discount's id). `serviceIds`
 * (global ids) is checked by the server against the catalogue; the schema lets it through.
 * PERCENT needs percentBasisPoints, FIXED needs amount; the other one is dropped (null).
 */
export const discountSchema = z
  .object({
    code: discountCode(),
    description: optionalText(500).transform((value) => value ?? ""),
    kind: oneOf(DISCOUNT_KINDS),
    percentBasisPoints: percentBasisPoints(),
    amount: fixedAmount(),
    currency: optionalCurrency(),
    startsAt: optionalDateTime(),
    endsAt: optionalDateTime(),
    maxRedemptions: optionalLimit(10_000_000),
    perCustomerLimit: optionalLimit(10_000),
    minimumSubtotal: money()
      .nullish()
      .transform((value) => value ?? 0),
    active: optionalFlag(),
  })
  .loose()
  .superRefine((value, context) => {
    if (value.kind === "PERCENT" && value.percentBasisPoints === null) {
      context.addIssue({ code: "custom", path: ["percentBasisPoints"], message: messages.notEmpty });
    }
    if (value.kind === "FIXED" && value.amount === null) {
      context.addIssue({ code: "custom", path: ["amount"], message: messages.notEmpty });
    }
    if (value.startsAt && value.endsAt && value.endsAt.getTime() <= value.startsAt.getTime()) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: discountMessages.endsAfterStart });
    }
  })
  .transform((value) => ({
    ...value,
    percentBasisPoints: value.kind === "PERCENT" ? value.percentBasisPoints : null,
    amount: value.kind === "FIXED" ? value.amount : null,
  }));

export type DiscountFields = z.output<typeof discountSchema>;

// ---- Tax rates ---------------------------------------------------------------------------------

const COUNTRY = /^[A-Z]{2}$/;
const REGION = /^[A-Z0-9]{1,3}$/;
export const taxMessages = {
  country: "must be a two-letter country code (ISO 3166-1 alpha-2) such as NL",
  region: "must be a region code of one to three letters or digits such as CA",
} as const;

/** ISO 3166-1 alpha-2, upper-cased: "nl" → "NL". */
export const countryCode = () =>
  string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(string().min(1, { error: messages.notEmpty }).regex(COUNTRY, { error: taxMessages.country }));

/** The subdivision part of an ISO 3166-2 code ("CA" of US-CA), upper-cased; empty means the whole country. */
export const regionCode = () =>
  optionalText(3)
    .transform((value) => (value ? value.toUpperCase() : ""))
    .refine((value) => value === "" || REGION.test(value), { error: taxMessages.region });

/** The fields of createTaxRate and updateTaxRate (which adds the rate's id). */
export const taxRateSchema = z
  .object({
    name: requiredText(120),
    country: countryCode(),
    region: regionCode(),
    rateBasisPoints: integer(0, 10_000),
    inclusive: z.boolean({ error: "must be a boolean value" }),
    active: optionalFlag(),
  })
  .loose();

export type TaxRateFields = z.output<typeof taxRateSchema>;
