// The reseller programme's rules as plain functions: who may apply, what an application must say,
// and the bounds of a reseller's terms. No database here: the callers in resellers.ts load the rows.
import { isCountryCode } from "../../common/countries.ts";
import { normalizeVatNumber, vatNumberProblem } from "../../common/vatNumbers.ts";
import type { Role } from "../db/generated/client.ts";
import { ValidationError, type FieldIssue } from "../errors.ts";
import { isStaffRole } from "../schema/scopes.ts";

/** Wholesale discount a reseller may be given: 0–50 %. */
export const MAX_WHOLESALE_DISCOUNT_BASIS_POINTS = 5000;
/** Commission a reseller may earn: 0–30 %. */
export const MAX_COMMISSION_RATE_BASIS_POINTS = 3000;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 2000;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const PAYOUT_DETAILS_MAX_LENGTH = 500;
export const REASON_MAX_LENGTH = 1000;

export type ApplicationInput = {
  companyName: string;
  vatNumber?: string | null;
  website?: string | null;
  country: string;
  expectedVolume?: string | null;
  salesChannels: string;
  message?: string | null;
};

export type CleanApplication = {
  companyName: string;
  vatNumber: string | null;
  website: string | null;
  country: string;
  expectedVolume: string | null;
  salesChannels: string;
  message: string;
};

/** Why this user cannot apply now, or null when they may. */
export function applyRefusal(user: { role: Role }, openApplication: boolean): string | null {
  if (user.role === "RESELLER") return "Your account is already a reseller account.";
  if (isStaffRole(user.role)) return "The studio's staff cannot apply to the reseller programme.";
  if (openApplication) return "Your application is already waiting for the studio's decision.";
  return null;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** "example.com" → "https://example.com"; null when it is not a web address. */
export function normalizeWebsite(input: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes(".")) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The application as stored (trimmed, VAT number normalised, country upper-cased), or every problem named by its field. */
export function cleanApplication(input: ApplicationInput): CleanApplication {
  const issues: FieldIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ path: ["input", field], message });
  const companyName = input.companyName.trim();
  if (!companyName) issue("companyName", "is required");
  else if (companyName.length > COMPANY_NAME_MAX_LENGTH) issue("companyName", `must be shorter than or equal to ${COMPANY_NAME_MAX_LENGTH} characters`);
  const country = input.country.trim().toUpperCase();
  if (!isCountryCode(country)) issue("country", "must be a country's two-letter ISO code, such as NL");
  const vatInput = blankToNull(input.vatNumber);
  const vatNumber = vatInput ? normalizeVatNumber(vatInput) : null;
  if (vatNumber) {
    const problem = vatNumberProblem(vatNumber, isCountryCode(country) ? country : null);
    if (problem) issue("vatNumber", problem);
  }
  const websiteInput = blankToNull(input.website);
  const website = websiteInput ? normalizeWebsite(websiteInput) : null;
  if (websiteInput && !website) issue("website", "must be a web address, such as https://example.com");
  const expectedVolume = blankToNull(input.expectedVolume);
  if (expectedVolume && expectedVolume.length > SHORT_TEXT_MAX_LENGTH) issue("expectedVolume", `must be shorter than or equal to ${SHORT_TEXT_MAX_LENGTH} characters`);
  const salesChannels = input.salesChannels.trim();
  if (!salesChannels) issue("salesChannels", "is required: tell us how you sell voice-over to your clients");
  else if (salesChannels.length > TEXT_MAX_LENGTH) issue("salesChannels", `must be shorter than or equal to ${TEXT_MAX_LENGTH} characters`);
  const message = input.message?.trim() ?? "";
  if (message.length > TEXT_MAX_LENGTH) issue("message", `must be shorter than or equal to ${TEXT_MAX_LENGTH} characters`);
  if (issues.length) throw new ValidationError(issues);
  return { companyName, vatNumber, website, country, expectedVolume, salesChannels, message };
}

export type TermsInput = { wholesaleDiscountBasisPoints?: number | null; commissionRateBasisPoints?: number | null; payoutDetails?: string | null };

/** The terms as stored, or every problem named by its field. */
export function cleanTerms(input: TermsInput): { wholesaleDiscountBasisPoints: number; commissionRateBasisPoints: number; payoutDetails: string | null } {
  const issues: FieldIssue[] = [];
  const within = (field: string, value: number | null | undefined, max: number) => {
    if (value === null || value === undefined) issues.push({ path: ["input", field], message: "is required" });
    else if (!Number.isInteger(value) || value < 0 || value > max) issues.push({ path: ["input", field], message: `must be between 0 and ${max / 100} % (0 to ${max} basis points)` });
  };
  within("wholesaleDiscountBasisPoints", input.wholesaleDiscountBasisPoints, MAX_WHOLESALE_DISCOUNT_BASIS_POINTS);
  within("commissionRateBasisPoints", input.commissionRateBasisPoints, MAX_COMMISSION_RATE_BASIS_POINTS);
  const payoutDetails = blankToNull(input.payoutDetails);
  if (payoutDetails && payoutDetails.length > PAYOUT_DETAILS_MAX_LENGTH) issues.push({ path: ["input", "payoutDetails"], message: `must be shorter than or equal to ${PAYOUT_DETAILS_MAX_LENGTH} characters` });
  if (issues.length) throw new ValidationError(issues);
  return { wholesaleDiscountBasisPoints: input.wholesaleDiscountBasisPoints!, commissionRateBasisPoints: input.commissionRateBasisPoints!, payoutDetails };
}

/** A required reason (a rejection, a suspension), trimmed; `field` names it in the error. */
export function requiredReason(reason: string | null | undefined, field: string, why: string): string {
  const text = reason?.trim() ?? "";
  if (!text) throw ValidationError.field(field, `is required: ${why}`);
  if (text.length > REASON_MAX_LENGTH) throw ValidationError.field(field, `must be shorter than or equal to ${REASON_MAX_LENGTH} characters`);
  return text;
}

/** Whether a reseller may use reseller-only actions: not while suspended. */
export function resellerActive(reseller: { suspendedAt: Date | null } | null): boolean {
  return reseller !== null && reseller.suspendedAt === null;
}
