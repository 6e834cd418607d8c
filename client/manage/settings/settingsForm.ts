// The settings form's values ↔ the GraphQL input. Administrators type the referral rate in
// percent (sent as basis points), and the minimum payout and the price of an extra revision as
// decimal amounts of the studio's currency (sent as minor units). The form checks only
// what it converts; every other rule is the server's, whose messages land under the fields
// (`SETTINGS_SERVER_FIELD_NAMES` maps its names to the form's).
import { amountProblem, toDecimalAmount, toMinorUnits } from "../../../common/money.ts";
import type { SettingsForm_settings$data } from "../../__generated__/SettingsForm_settings.graphql.ts";
import { basisPointsToPercent, percentToBasisPoints } from "../discounts/discountForm.ts";

type Amount = number | string;

/** The highest referral rate, in percent (the server's 5000 basis points). */
export const REFERRAL_MAX_PERCENT = 50;

/** The settings as the form's fragment reads them. */
export type StoredSettings = Omit<SettingsForm_settings$data, " $fragmentType">;

export type SettingsFormValues = Omit<StoredSettings, WholeKey | AmountKey | "referralRateBasisPoints" | "referralCommissionOn"> & {
  [K in WholeKey]: Amount;
} & {
  /** Percent, up to two decimals. */
  referralRate: Amount;
  referralCommissionOn: string;
} & {
  /** Decimal amounts in the form's `currency`. */
  [K in AmountKey]: Amount;
};

/** The settings typed as whole numbers, unchanged by the form. */
const WHOLE_KEYS = [
  "wordsPerMinute",
  "freeRevisions",
  "revisionWindowDays",
  "approvalWindowDays",
  "audioLeadMs",
  "audioTailMs",
  "masterMaxMinutes",
  "referralMonths",
  "commissionHoldingDays",
  "checkoutReminderHours",
] as const;
type WholeKey = (typeof WHOLE_KEYS)[number];
/** The settings that are amounts of money, typed as decimal amounts of the studio's currency. */
const AMOUNT_KEYS = ["payoutMinimum", "extraRevisionPrice"] as const;
type AmountKey = (typeof AMOUNT_KEYS)[number];

export type SettingsInputFields = Omit<StoredSettings, "referralCommissionOn"> & { referralCommissionOn: "FIRST_ORDER" | "ORDERS_WITHIN_MONTHS" };

/** Server field names → the form's. */
export const SETTINGS_SERVER_FIELD_NAMES: Record<string, string> = {
  referralRateBasisPoints: "referralRate",
};

export function settingsFormValues(settings: StoredSettings): SettingsFormValues {
  return {
    ...settings,
    referralRate: basisPointsToPercent(settings.referralRateBasisPoints),
    ...(Object.fromEntries(AMOUNT_KEYS.map((key) => [key, toDecimalAmount(settings[key], settings.currency)])) as Record<AmountKey, Amount>),
  };
}

function whole(value: Amount): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

export function settingsInput(values: SettingsFormValues): SettingsInputFields {
  const currency = values.currency.trim().toUpperCase();
  return {
    studioName: values.studioName.trim(),
    description: values.description.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    address: values.address.trim(),
    country: values.country.trim().toUpperCase(),
    currency,
    vatNumber: values.vatNumber.trim(),
    ...(Object.fromEntries(WHOLE_KEYS.map((key) => [key, whole(values[key])])) as Record<WholeKey, number>),
    referralRateBasisPoints: percentToBasisPoints(values.referralRate) ?? Number.NaN,
    referralCommissionOn: values.referralCommissionOn === "ORDERS_WITHIN_MONTHS" ? "ORDERS_WITHIN_MONTHS" : "FIRST_ORDER",
    ...(Object.fromEntries(AMOUNT_KEYS.map((key) => [key, toMinorUnits(values[key], currency) ?? Number.NaN])) as Record<AmountKey, number>),
  };
}

/** What the form can tell before sending: numbers it cannot convert, and the bounds of those it converts. */
export function validateSettingsForm(values: SettingsFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = settingsInput(values);
  for (const key of WHOLE_KEYS) {
    if (values[key] === "") errors[key] = "should not be empty";
    else if (!Number.isInteger(input[key])) errors[key] = "must be a whole number";
  }
  const basisPoints = input.referralRateBasisPoints;
  if (values.referralRate === "") errors.referralRate = "should not be empty";
  else if (Number.isNaN(basisPoints)) errors.referralRate = "must be a number";
  else if (!Number.isInteger(basisPoints)) errors.referralRate = "must have at most 2 decimals";
  else if (basisPoints < 0 || basisPoints > REFERRAL_MAX_PERCENT * 100) errors.referralRate = `must be between 0 and ${REFERRAL_MAX_PERCENT} %`;
  for (const key of AMOUNT_KEYS) {
    const problem = amountProblem(values[key], input.currency);
    if (problem) errors[key] = problem;
  }
  return errors;
}
