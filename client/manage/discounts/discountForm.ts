// The discount-code form's values ↔ the GraphQL input. Administrators type a percentage ("10" is
// 10 %, sent as 1000 basis points), money as decimal amounts in the code's currency (sent as
// minor units), and the validity window with date-time pickers (local time, sent as instants).
// The rest is checked with the server's own schema (common/validation/discountSchemas.ts), so
// the form shows the same messages the server would.
import dayjs from "dayjs";
import { amountProblem, toDecimalAmount, toMinorUnits } from "../../../common/money.ts";
import { discountSchema, type DiscountKindValue } from "../../../common/validation/discountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";

type Amount = number | string;

export type DiscountFormValues = {
  code: string;
  description: string;
  kind: DiscountKindValue;
  /** Percent, up to two decimals ("12.5"). */
  percent: Amount;
  /** Decimal amount in `currency`. */
  amount: Amount;
  currency: string;
  /** The pickers' local "YYYY-MM-DD HH:mm:ss", or null. */
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: Amount;
  perCustomerLimit: Amount;
  minimumSubtotal: Amount;
  serviceIds: string[];
  active: boolean;
};

export type StoredDiscount = {
  code: string;
  description: string;
  kind: string;
  percentBasisPoints: number | null | undefined;
  amount: number | null | undefined;
  currency: string;
  startsAt: string | null | undefined;
  endsAt: string | null | undefined;
  maxRedemptions: number | null | undefined;
  perCustomerLimit: number | null | undefined;
  minimumSubtotal: number;
  active: boolean;
  services: ReadonlyArray<{ readonly id: string }>;
};

export type DiscountInputFields = {
  code: string;
  description: string;
  kind: DiscountKindValue;
  percentBasisPoints: number | null;
  amount: number | null;
  currency: string;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  perCustomerLimit: number | null;
  minimumSubtotal: number;
  serviceIds: string[];
  active: boolean;
};

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** An instant (ISO) as the picker's local value. */
export function toPickerValue(iso: string | null | undefined): string | null {
  return iso ? dayjs(iso).format(PICKER_FORMAT) : null;
}

/** The picker's local value as an instant, or null (empty or unreadable). */
export function fromPickerValue(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.toDate() : null;
}

/** "12.5" → 1250 basis points; null when empty or not a number. */
export function percentToBasisPoints(value: Amount): number | null {
  const text = typeof value === "number" ? String(value) : value.trim().replace(",", ".");
  if (text === "" || !/^-?\d*(?:\.\d*)?$/.test(text) || text === "." || text === "-") return null;
  return Math.round(Number(text) * 100 * 1e6) / 1e6;
}

/** 1250 basis points → 12.5 */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

function count(value: Amount): number | null {
  if (typeof value === "number") return value;
  return value.trim() === "" ? null : Number(value);
}

export function emptyDiscountForm(currency: string): DiscountFormValues {
  return {
    code: "",
    description: "",
    kind: "PERCENT",
    percent: "",
    amount: "",
    currency,
    startsAt: null,
    endsAt: null,
    maxRedemptions: "",
    perCustomerLimit: "",
    minimumSubtotal: "",
    serviceIds: [],
    active: true,
  };
}

export function discountFormValues(discount: StoredDiscount): DiscountFormValues {
  return {
    code: discount.code,
    description: discount.description,
    kind: discount.kind === "FIXED" ? "FIXED" : "PERCENT",
    percent: discount.percentBasisPoints != null ? basisPointsToPercent(discount.percentBasisPoints) : "",
    amount: discount.amount != null ? toDecimalAmount(discount.amount, discount.currency) : "",
    currency: discount.currency,
    startsAt: toPickerValue(discount.startsAt),
    endsAt: toPickerValue(discount.endsAt),
    maxRedemptions: discount.maxRedemptions ?? "",
    perCustomerLimit: discount.perCustomerLimit ?? "",
    minimumSubtotal: discount.minimumSubtotal > 0 ? toDecimalAmount(discount.minimumSubtotal, discount.currency) : "",
    serviceIds: discount.services.map((service) => service.id),
    active: discount.active,
  };
}

/** The input's fields from the form (values the form cannot convert become NaN; validate first). */
export function discountInput(values: DiscountFormValues): DiscountInputFields {
  const currency = values.currency.trim().toUpperCase();
  const percent = values.kind === "PERCENT";
  const minimum = values.minimumSubtotal === "" ? 0 : (toMinorUnits(values.minimumSubtotal, currency) ?? Number.NaN);
  return {
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    kind: values.kind,
    percentBasisPoints: percent ? (percentToBasisPoints(values.percent) ?? Number.NaN) : null,
    amount: percent ? null : (toMinorUnits(values.amount, currency) ?? Number.NaN),
    currency,
    startsAt: fromPickerValue(values.startsAt)?.toISOString() ?? null,
    endsAt: fromPickerValue(values.endsAt)?.toISOString() ?? null,
    maxRedemptions: count(values.maxRedemptions),
    perCustomerLimit: count(values.perCustomerLimit),
    minimumSubtotal: minimum,
    serviceIds: values.serviceIds,
    active: values.active,
  };
}

/** Server field names → the form's (the percentage is typed as percent, sent as basis points). */
export const SERVER_FIELD_NAMES: Record<string, string> = { percentBasisPoints: "percent" };

const checkDiscount = formValidator(discountSchema);

/** Mantine form `validate`: the amounts' own messages, then the server's schema on the rest. */
export function validateDiscountForm(values: DiscountFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const currency = values.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.currency = "must be a three-letter currency code";
  const money = /^[A-Z]{3}$/.test(currency) ? currency : "EUR";
  if (values.kind === "FIXED") {
    const problem = amountProblem(values.amount, money);
    if (problem) errors.amount = problem;
  } else {
    const basisPoints = percentToBasisPoints(values.percent);
    if (values.percent === "") errors.percent = "should not be empty";
    else if (basisPoints === null) errors.percent = "must be a number";
    else if (!Number.isInteger(basisPoints)) errors.percent = "must have at most 2 decimals";
  }
  const minimumProblem = amountProblem(values.minimumSubtotal, money, { required: false });
  if (minimumProblem) errors.minimumSubtotal = minimumProblem;
  if (values.startsAt && !fromPickerValue(values.startsAt)) errors.startsAt = "must be a date";
  if (values.endsAt && !fromPickerValue(values.endsAt)) errors.endsAt = "must be a date";

  const input = discountInput({ ...values, currency: money });
  const schemaErrors = checkDiscount({
    ...input,
    amount: Number.isNaN(input.amount) ? 1 : input.amount,
    percentBasisPoints: Number.isNaN(input.percentBasisPoints) ? 1 : input.percentBasisPoints,
    minimumSubtotal: Number.isNaN(input.minimumSubtotal) ? 0 : input.minimumSubtotal,
    startsAt: fromPickerValue(values.startsAt),
    endsAt: fromPickerValue(values.endsAt),
  });
  for (const [field, message] of Object.entries(schemaErrors)) errors[SERVER_FIELD_NAMES[field] ?? field] ??= message;
  return errors;
}

