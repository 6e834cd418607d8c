import { describe, expect, it } from "vitest";
import { billingCountryGroups, billingCountryHint, COUNTRY_CODES, countryName, countryOptions, TAXED_GROUP, taxRegions, UNTAXED_GROUP } from "./billingCountries.ts";

const rates = [
  { country: "NL", region: "", name: "Netherlands VAT (BTW) 21 %", rateBasisPoints: 2100, inclusive: false },
  { country: "DE", region: "", name: "Germany VAT (MwSt.) 19 %", rateBasisPoints: 1900, inclusive: false },
  { country: "US", region: "CA", name: "California sales tax 7.25 %", rateBasisPoints: 725, inclusive: false },
];

describe("billing countries", () => {
  it("lists taxed countries first with their rate, then every other country once", () => {
    const [taxed, others] = billingCountryGroups(rates);
    expect(taxed.group).toBe(TAXED_GROUP);
    expect(taxed.items.map((item) => item.value)).toEqual(["DE", "NL", "US"]);
    expect(taxed.items.find((item) => item.value === "NL")?.label).toBe("Netherlands (21 %)");
    expect(taxed.items.find((item) => item.value === "US")?.label).toBe("United States (7.25 %)");
    expect(others.group).toBe(UNTAXED_GROUP);
    expect(others.items.some((item) => item.value === "NL")).toBe(false);
    expect(others.items.length).toBe(COUNTRY_CODES.length - 3);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
  it("keeps an unknown current code choosable", () => {
    const groups = billingCountryGroups([], "QZ");
    expect(groups).toHaveLength(1);
    expect(groups[0].items.some((item) => item.value === "QZ")).toBe(true);
  });
  it("names countries and says what is charged", () => {
    expect(countryName("NL")).toBe("Netherlands");
    expect(billingCountryHint(rates, "NL")).toBe("Netherlands VAT (BTW) 21 % is added to the price.");
    expect(billingCountryHint(rates, "JP")).toBe("No VAT is charged for Japan.");
    expect(billingCountryHint([{ ...rates[0], inclusive: true }], "NL")).toBe("Prices include Netherlands VAT (BTW) 21 %.");
    expect(taxRegions(rates, "US").map((rate) => rate.region)).toEqual(["CA"]);
    expect(taxRegions(rates, "NL")).toEqual([]);
  });
  it("puts countries with a 0 % rate with the countries where no VAT is charged", () => {
    const [taxed, others] = billingCountryGroups([rates[0], { country: "US", region: "", name: "United States — no VAT", rateBasisPoints: 0, inclusive: false }]);
    expect(taxed.items.map((item) => item.value)).toEqual(["NL"]);
    expect(others.items.find((item) => item.value === "US")?.label).toBe("United States");
    expect(billingCountryHint([{ country: "US", region: "", name: "United States — no VAT", rateBasisPoints: 0, inclusive: false }], "US")).toBe("No VAT is charged for United States.");
  });
  it("lists every country by name for pickers", () => {
    const options = countryOptions();
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options.find((option) => option.label === "Netherlands")?.value).toBe("NL");
    expect(options.find((option) => option.label === "Niger")?.value).toBe("NE");
    expect(countryOptions("QZ").some((option) => option.value === "QZ")).toBe(true);
  });
});
