import { describe, expect, it } from "vitest";
import { countriesWithoutRate, countryPricedWithoutVat, vatDueCountries } from "./missingTaxRates.ts";

describe("missing tax rates", () => {
  it("are the VAT countries without a rate for the whole country, the studio's own included", () => {
    const rates = [...vatDueCountries("NL").filter((country) => !["PL", "SE"].includes(country)).map((country) => ({ country, region: "" })), { country: "SE", region: "AB" }];
    expect(countriesWithoutRate(rates, "NL")).toEqual(["PL", "SE"]);
    expect(countriesWithoutRate(rates, "US")).toEqual(["PL", "SE", "US"]);
    expect(countriesWithoutRate([], "NL")).toHaveLength(30);
  });

  it("flag an order billed where VAT is due, priced without a rate and not reverse-charged", () => {
    expect(countryPricedWithoutVat({ billingCountry: "PL", taxRateId: null, company: null }, "NL")).toBe("PL");
    expect(countryPricedWithoutVat({ billingCountry: "NL", taxRateId: null, company: { country: "NL", vatNumber: "NL853247123B01" } }, "NL")).toBe("NL");
    expect(countryPricedWithoutVat({ billingCountry: "PL", taxRateId: "rate", company: null }, "NL")).toBeNull();
    expect(countryPricedWithoutVat({ billingCountry: "PL", taxRateId: null, company: { country: "PL", vatNumber: "PL1234567890" } }, "NL")).toBeNull();
    expect(countryPricedWithoutVat({ billingCountry: "US", taxRateId: null, company: null }, "NL")).toBeNull();
    expect(countryPricedWithoutVat({ billingCountry: null, taxRateId: null, company: null }, "NL")).toBeNull();
  });
});
