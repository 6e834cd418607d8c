// VAT numbers as businesses write them ("NL 8532.47.123.B01") and what the shop can tell from one
// without asking VIES: its normalised form, whether it looks valid, and which country issued it.
import { EU_COUNTRIES, VAT_COUNTRIES } from "./countries.ts";

/** "nl 8532.47.123.b01" → "NL853247123B01". */
export function normalizeVatNumber(input: string): string {
  return input.toUpperCase().replace(/[\s.\-/]/g, "");
}

/** Prefixes that are not the issuing country's code: Greece writes EL, Northern Ireland's traders XI. */
const PREFIX_COUNTRIES: Record<string, string> = { EL: "GR", XI: "GB" };

/** The country a VAT number's prefix names (Greece writes EL, Northern Ireland XI). */
export function vatNumberCountry(vatNumber: string): string | null {
  const prefix = normalizeVatNumber(vatNumber).slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix)) return null;
  return PREFIX_COUNTRIES[prefix] ?? prefix;
}

/** The prefix a country's VAT numbers carry (Greece writes EL). */
export function vatNumberPrefix(country: string): string {
  return country === "GR" ? "EL" : country;
}

type VatNumberFormat = { pattern: RegExp; description: string; example: string };

// The forms VIES accepts for each member state, after the prefix, and those of the UK (HMRC:
// 9 digits, 12 for a branch, GD or HA and 3 digits for government bodies), Switzerland (the UID:
// E and 9 digits, the VAT register's MWST/TVA/IVA may follow) and Norway (9 digits, MVA may follow).
// Spain: a letter or digit, 7 digits, a letter or digit, not both ends digits.
const VAT_NUMBER_FORMATS: Record<string, VatNumberFormat> = {
  AT: { pattern: /^U[0-9]{8}$/, description: "U and 8 digits", example: "ATU12345678" },
  BE: { pattern: /^[01][0-9]{9}$/, description: "10 digits starting with 0 or 1", example: "BE0123456789" },
  BG: { pattern: /^[0-9]{9,10}$/, description: "9 or 10 digits", example: "BG123456789" },
  CY: { pattern: /^[0-9]{8}[A-Z]$/, description: "8 digits and a letter", example: "CY12345678X" },
  CZ: { pattern: /^[0-9]{8,10}$/, description: "8 to 10 digits", example: "CZ12345678" },
  DE: { pattern: /^[0-9]{9}$/, description: "9 digits", example: "DE123456789" },
  DK: { pattern: /^[0-9]{8}$/, description: "8 digits", example: "DK12345678" },
  EE: { pattern: /^[0-9]{9}$/, description: "9 digits", example: "EE123456789" },
  ES: { pattern: /^(?:[A-Z][0-9]{7}[0-9A-Z]|[0-9]{8}[A-Z])$/, description: "9 characters: a letter or digit, 7 digits, a letter or digit (not both digits)", example: "ESX1234567X" },
  FI: { pattern: /^[0-9]{8}$/, description: "8 digits", example: "FI12345678" },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}[0-9]{9}$/, description: "2 letters or digits and 9 digits", example: "FR12345678901" },
  GR: { pattern: /^[0-9]{9}$/, description: "9 digits", example: "EL123456789" },
  HR: { pattern: /^[0-9]{11}$/, description: "11 digits", example: "HR12345678901" },
  HU: { pattern: /^[0-9]{8}$/, description: "8 digits", example: "HU12345678" },
  IE: { pattern: /^(?:[0-9]{7}[A-W][A-I]?|[0-9][A-Z+*][0-9]{5}[A-W])$/, description: "7 digits and 1 or 2 letters", example: "IE1234567WA" },
  IT: { pattern: /^[0-9]{11}$/, description: "11 digits", example: "IT12345678901" },
  LT: { pattern: /^(?:[0-9]{9}|[0-9]{12})$/, description: "9 or 12 digits", example: "LT123456789" },
  LU: { pattern: /^[0-9]{8}$/, description: "8 digits", example: "LU12345678" },
  LV: { pattern: /^[0-9]{11}$/, description: "11 digits", example: "LV12345678901" },
  MT: { pattern: /^[0-9]{8}$/, description: "8 digits", example: "MT12345678" },
  NL: { pattern: /^[0-9]{9}B[0-9]{2}$/, description: "9 digits, B and 2 digits", example: "NL123456789B01" },
  PL: { pattern: /^[0-9]{10}$/, description: "10 digits", example: "PL1234567890" },
  PT: { pattern: /^[0-9]{9}$/, description: "9 digits", example: "PT123456789" },
  RO: { pattern: /^[1-9][0-9]{1,9}$/, description: "2 to 10 digits", example: "RO1234567890" },
  SE: { pattern: /^[0-9]{10}01$/, description: "12 digits ending in 01", example: "SE123456789001" },
  SI: { pattern: /^[0-9]{8}$/, description: "8 digits", example: "SI12345678" },
  SK: { pattern: /^[0-9]{10}$/, description: "10 digits", example: "SK1234567890" },
  GB: { pattern: /^(?:[0-9]{9}|[0-9]{12}|(?:GD|HA)[0-9]{3})$/, description: "9 or 12 digits", example: "GB123456789" },
  CH: { pattern: /^E[0-9]{9}(?:MWST|TVA|IVA)?$/, description: "E and 9 digits", example: "CHE123456789" },
  NO: { pattern: /^[0-9]{9}(?:MVA)?$/, description: "9 digits", example: "NO123456789" },
};

/** What a VAT number of this country looks like ("DE and 9 digits, such as DE123456789"); null outside the EU, the UK, Switzerland and Norway. */
export function vatNumberFormat(country: string): string | null {
  const format = VAT_NUMBER_FORMATS[country];
  return format ? `${vatNumberPrefix(country)} and ${format.description}, such as ${format.example}` : null;
}

/**
 * Why the number cannot be a VAT number of `country`, or null when it looks valid. A number of
 * the EU, the UK, Switzerland or Norway must have that country's prefix and form; such a prefix
 * belongs to its country whatever `country` is, so a Dutch number cannot be given for a company of
 * another country. Elsewhere only the general shape is checked.
 */
export function vatNumberProblem(vatNumber: string, country: string | null): string | null {
  const vat = normalizeVatNumber(vatNumber);
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,14}$/.test(vat)) return "must start with the two-letter country prefix, followed by 2 to 14 letters or digits";
  const issuer = vatNumberCountry(vat);
  const countryHasForm = !!country && VAT_COUNTRIES.includes(country);
  if (countryHasForm && issuer !== country) return `must start with ${vatNumberPrefix(country)}, the prefix of the company's country`;
  if (country && !countryHasForm && issuer && VAT_COUNTRIES.includes(issuer)) {
    return EU_COUNTRIES.includes(issuer)
      ? `is a VAT number of an EU member state (${vatNumberPrefix(issuer)}): the company's country must be that state`
      : `is a VAT number of ${issuer}: the company's country must be ${issuer}`;
  }
  const format = issuer ? VAT_NUMBER_FORMATS[issuer] : undefined;
  if (issuer && format && !format.pattern.test(vat.slice(2))) return `must be ${vatNumberFormat(issuer)}`;
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
