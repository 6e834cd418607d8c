// Prices arrive in minor units (cents) with an ISO currency code; people read them formatted in
// that currency with the number of decimals the currency has ("€179.00", "¥2,900").

const digitsCache = new Map<string, number>();

/** How many minor-unit digits a currency has (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** An amount in minor units as money in its currency, in the reader's locale by default. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}
