// What the studio may set on /manage/settings, and the bounds of each setting. `cleanSettings`
// takes what an administrator sends (a key left out or null stays as it is), trims and normalises
// it, and answers the settings as they would be, or one ValidationError naming every problem as
// `input.<key>`.
import { isCountryCode } from "../../common/countries.ts";
import { isShopCurrency, SHOP_CURRENCIES } from "../../common/currencies.ts";
import { isEmail } from "../../common/validation/email.ts";
import { messages } from "../../common/validation/messages.ts";
import { normalizeVatNumber, vatNumberProblem } from "../../common/vatNumbers.ts";
import { type FieldIssue, ValidationError } from "../errors.ts";
import type { ReferralCommissionOn, StudioSettings } from "./settings.ts";

export const REFERRAL_COMMISSION_ON = ["FIRST_ORDER", "ORDERS_WITHIN_MONTHS"] as const satisfies readonly ReferralCommissionOn[];

/** What an administrator may send: any of the settings, each optional. */
export type SettingsInput = { [K in keyof StudioSettings]?: StudioSettings[K] | null };

/** The bounds of the whole-number settings (inclusive). */
export const SETTING_BOUNDS = {
  wordsPerMinute: [80, 250],
  freeRevisions: [0, 10],
  revisionWindowDays: [1, 90],
  extraRevisionPrice: [0, 1_000_000],
  approvalWindowDays: [1, 90],
  audioLeadMs: [0, 2000],
  audioTailMs: [0, 2000],
  masterMaxMinutes: [1, 180],
  referralRateBasisPoints: [0, 5000],
  referralMonths: [1, 60],
  commissionHoldingDays: [0, 365],
  payoutMinimum: [0, 1_000_000],
  checkoutReminderHours: [0, 720],
} as const satisfies Partial<Record<keyof StudioSettings, readonly [number, number]>>;

/** The longest text of each text setting. */
const TEXT_LIMITS = { studioName: 100, description: 300, contactPhone: 40, address: 500 } as const;

type Problem = string | null;

function textProblem(value: string, max: number, required: boolean): Problem {
  if (required && value.length === 0) return messages.notEmpty;
  if (value.length > max) return messages.maxLength(max);
  return null;
}

function numberProblem(value: number, [min, max]: readonly [number, number]): Problem {
  if (!Number.isInteger(value)) return messages.integer;
  if (value < min) return messages.min(min);
  if (value > max) return messages.max(max);
  return null;
}

/**
 * The settings once `input` is applied to `current`, cleaned (texts trimmed, codes upper-cased,
 * the VAT number normalised); throws one ValidationError naming each invalid key as `input.<key>`.
 */
export function cleanSettings(input: SettingsInput, current: StudioSettings): StudioSettings {
  const next: StudioSettings = { ...current };
  const issues: FieldIssue[] = [];
  const problem = (key: keyof StudioSettings, message: Problem) => {
    if (message) issues.push({ path: ["input", key], message });
  };
  const given = <K extends keyof StudioSettings>(key: K): StudioSettings[K] | undefined => input[key] ?? undefined;

  for (const key of ["studioName", "description", "contactPhone", "address"] as const) {
    const value = given(key);
    if (value === undefined) continue;
    next[key] = value.trim();
    problem(key, textProblem(next[key], TEXT_LIMITS[key], key === "studioName"));
  }

  const email = given("contactEmail");
  if (email !== undefined) {
    next.contactEmail = email.trim();
    problem("contactEmail", next.contactEmail === "" ? messages.notEmpty : isEmail(next.contactEmail) ? null : messages.email);
  }

  const currency = given("currency");
  if (currency !== undefined) {
    next.currency = currency.trim().toUpperCase();
    problem("currency", isShopCurrency(next.currency) ? null : messages.enum(SHOP_CURRENCIES));
  }

  const country = given("country");
  let countryValid = true;
  if (country !== undefined) {
    next.country = country.trim().toUpperCase();
    countryValid = isCountryCode(next.country);
    problem("country", countryValid ? null : "must be a two-letter ISO country code");
  }

  // A VAT number must suit the studio's country, the new one when it changes too.
  const vatNumber = given("vatNumber");
  if (vatNumber !== undefined) next.vatNumber = normalizeVatNumber(vatNumber.trim());
  if ((vatNumber !== undefined || country !== undefined) && next.vatNumber !== "" && countryValid) {
    problem("vatNumber", vatNumberProblem(next.vatNumber, next.country)?.replace("the company's country", "the studio's country") ?? null);
  }

  for (const key of Object.keys(SETTING_BOUNDS) as (keyof typeof SETTING_BOUNDS)[]) {
    const value = given(key);
    if (value === undefined) continue;
    next[key] = value;
    problem(key, numberProblem(value, SETTING_BOUNDS[key]));
  }

  const commissionOn = given("referralCommissionOn");
  if (commissionOn !== undefined) {
    next.referralCommissionOn = commissionOn;
    problem("referralCommissionOn", (REFERRAL_COMMISSION_ON as readonly string[]).includes(commissionOn) ? null : messages.enum(REFERRAL_COMMISSION_ON));
  }

  if (issues.length > 0) throw new ValidationError(issues);
  return next;
}

/** The keys whose values differ between two versions of the settings. */
export function changedSettings(before: StudioSettings, after: StudioSettings): (keyof StudioSettings)[] {
  return (Object.keys(after) as (keyof StudioSettings)[]).filter((key) => before[key] !== after[key]);
}
