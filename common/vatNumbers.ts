// VAT numbers as businesses write them ("NL 8532.47.123.B01") and what the shop can tell from one
// without asking VIES: its normalised form, whether it looks valid, and which country issued it.
import { EU_COUNTRIES } from "./countries.ts";

/** "nl 8532.47.123.b01" → "NL853247123B01". */
export function normalizeVatNumber(input: string): string {
  return input.toUpperCase().replace(/[\s.\-/]/g, "");
}

/** The country a VAT number's prefix names (Greece writes EL). */
export function vatNumberCountry(vatNumber: string): string | null {
  const prefix = normalizeVatNumber(vatNumber).slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix)) return null;
  return prefix === "EL" ? "GR" : prefix;
}

/** Why the number cannot be a VAT number of `country`, or null when it looks valid. */
export function vatNumberProblem(vatNumber: string, country: string | null): string | null {
  const vat = normalizeVatNumber(vatNumber);
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(vat)) return "must start with the two-letter country prefix, followed by 2 to 12 letters or digits";
  const issuer = vatNumberCountry(vat);
  if (country && EU_COUNTRIES.includes(country) && issuer !== country) return `must start with ${country === "GR" ? "EL" : country}, the prefix of the company's country`;
  return null;
}

/**
 * Whether a sale to this business is reverse-charged (the buyer accounts for the VAT): a
 * valid-looking VAT number of an EU country other than the studio's, the buyer in that country.
 */
export function isEuReverseCharge(buyer: { country: string | null; vatNumber: string | null }, studioCountry: string): boolean {
  if (!buyer.vatNumber || !buyer.country) return false;
  if (!EU_COUNTRIES.includes(buyer.country) || !EU_COUNTRIES.includes(studioCountry) || buyer.country === studioCountry) return false;
  return vatNumberProblem(buyer.vatNumber, buyer.country) === null;
}
