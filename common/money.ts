// Money in the catalogue is an integer number of minor units (cents) plus a currency code. The
// management screens show it formatted ("€12.50") and let administrators type decimal amounts
// ("12.5"), converted back to minor units without floating-point drift.

// Building an Intl.NumberFormat costs far more than formatting with one, and a price list formats
// hundreds of amounts while it renders: one formatter per locale and currency is kept.
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

/** The currency's formatter, or null for a code Intl does not know. */
function currencyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
      format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}

/** How many minor-unit digits the currency has (EUR 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  return currencyFormat("en", currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** The amount as a plain decimal, as files for other programs write it: 123450 EUR → "1234.50", -5 → "-0.05". */
export function decimalAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "€12.50" from 1250 EUR; amounts in an unknown currency show the code: "12.50 XYZ". */
export function formatMoney(minor: number, currency: string, locale = "en-GB"): string {
  const digits = minorDigits(currency);
  const amount = minor / 10 ** digits;
  return currencyFormat(locale, currency)?.format(amount) ?? `${amount.toFixed(digits)} ${currency}`;
}

/** A rate in basis points as people read it: 2100 → "21 %", 725 → "7.25 %", 1 → "0.01 %". */
export function formatPercent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })} %`;
}

/** The decimal amount an input shows for `minor`: 1250 → 12.5 (EUR). */
export function toDecimalAmount(minor: number, currency: string): number {
  const digits = minorDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/**
 * Minor units from a typed amount: "12.5" → 1250, 12.345 → null (too many decimals for EUR),
 * "" → null. Accepts a number (Mantine NumberInput) or text with "." or "," as the decimal mark.
 * Negative amounts are refused: prices and fees are never below zero.
 */
export function toMinorUnits(value: number | string, currency: string): number | null {
  const digits = minorDigits(currency);
  const text = (typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(Math.max(digits, 6)) : "") : value)
    .trim()
    .replace(",", ".");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(significant.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The message for an amount toMinorUnits refuses, for the field's error. */
export function amountProblem(value: number | string, currency: string, { required = true } = {}): string | null {
  if (value === "" || value === null || value === undefined) return required ? "should not be empty" : null;
  if (toMinorUnits(value, currency) !== null) return null;
  const digits = minorDigits(currency);
  return digits === 0 ? "must be a whole amount" : `must be an amount of at least 0 with at most ${digits} decimals`;
}
