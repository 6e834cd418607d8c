// The billing country picker's choices: the countries the studio charges VAT for (its active tax
// rates, with the rate's name) first, then every other country, where no VAT is charged. Names
// come from the browser (Intl.DisplayNames) in English.
import { COUNTRY_CODES } from "../../common/countries.ts";
import { formatPercent } from "../../common/money.ts";

export { COUNTRY_CODES };

let displayNames: Intl.DisplayNames | null | undefined;

/** "NL" → "Netherlands"; an unknown code stays as it is. */
export function countryName(code: string): string {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Every country as a picker option ("Netherlands", value "NL"), by name. `current` stays
 * choosable even when it is not in the list (an old or unusual code); it is shown as its code.
 */
export function countryOptions(current?: string | null): CountryOption[] {
  const codes = new Set(COUNTRY_CODES);
  if (current && !codes.has(current)) codes.add(current);
  return [...codes].map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, "en"));
}

export type TaxCountry = { country: string; region: string; name: string; rateBasisPoints: number; inclusive: boolean };

export type CountryOption = { value: string; label: string };
export type CountryGroup = { group: string; items: CountryOption[] };

export const TAXED_GROUP = "VAT charged";
export const UNTAXED_GROUP = "Other countries (no VAT charged)";

/**
 * The picker's groups: countries with an active rate ("Netherlands (21 %)"),
 * then all others by name. `current` stays choosable even if it is neither (an old code).
 */
export function billingCountryGroups(taxCountries: readonly TaxCountry[], current?: string | null): CountryGroup[] {
  const byName = (a: CountryOption, b: CountryOption) => a.label.localeCompare(b.label, "en");
  const taxed = new Map<string, TaxCountry>();
  for (const rate of taxCountries) {
    // The whole-country rate names the country; a country with region rates only shows its first.
    if (!taxed.has(rate.country) || rate.region === "") taxed.set(rate.country, rate);
  }
  // A country whose rate is 0 % is billed without VAT: it belongs with the other countries.
  for (const [code, rate] of taxed) if (rate.rateBasisPoints <= 0) taxed.delete(code);
  const taxedItems = [...taxed.values()]
    .map((rate) => ({ value: rate.country, label: `${countryName(rate.country)} (${formatPercent(rate.rateBasisPoints)})` }))
    .sort(byName);
  const codes = new Set(COUNTRY_CODES);
  if (current && !codes.has(current) && !taxed.has(current)) codes.add(current);
  const otherItems = [...codes].filter((code) => !taxed.has(code)).map((code) => ({ value: code, label: countryName(code) })).sort(byName);
  const groups: CountryGroup[] = [];
  if (taxedItems.length > 0) groups.push({ group: TAXED_GROUP, items: taxedItems });
  groups.push({ group: UNTAXED_GROUP, items: otherItems });
  return groups;
}

/** The regions of `country` with a rate of their own (for the optional region picker). */
export function taxRegions(taxCountries: readonly TaxCountry[], country: string | null | undefined): TaxCountry[] {
  if (!country) return [];
  return taxCountries.filter((rate) => rate.country === country && rate.region !== "");
}

/** What the picker says under itself about the chosen country. */
export function billingCountryHint(taxCountries: readonly TaxCountry[], country: string | null | undefined, region = ""): string {
  if (!country) return "Choose the country of your billing address.";
  const rate =
    taxCountries.find((candidate) => candidate.country === country && candidate.region === region) ??
    taxCountries.find((candidate) => candidate.country === country && candidate.region === "");
  if (!rate || rate.rateBasisPoints === 0) return `No VAT is charged for ${countryName(country)}.`;
  return rate.inclusive ? `Prices include ${rate.name}.` : `${rate.name} is added to the price.`;
}
