import { describe, expect, it } from "vitest";
import { billingCountryOf, type Buyer } from "./buyer.ts";

const privateCustomer: Buyer = { company: null, reseller: null };
const dutchCompany: Buyer = { company: { id: "c1", country: "NL", vatNumber: "NL123456789B01" }, reseller: null };

describe("the billing country", () => {
  it("is the one asked for, else the buyer's company's, else the studio's", () => {
    expect(billingCountryOf(dutchCompany, "GB", "DE")).toBe("DE");
    expect(billingCountryOf(dutchCompany, "GB")).toBe("NL");
    expect(billingCountryOf(privateCustomer, "GB")).toBe("GB");
    expect(billingCountryOf({ company: { id: "c2", country: null, vatNumber: null }, reseller: null }, "GB")).toBe("GB");
  });

  it("is where the company's EU VAT number was issued, whatever country the company was given", () => {
    expect(billingCountryOf({ company: { id: "c3", country: "BQ", vatNumber: "NL853247123B01" }, reseller: null }, "NL")).toBe("NL");
    expect(billingCountryOf({ company: { id: "c4", country: null, vatNumber: "EL123456789" }, reseller: null }, "NL")).toBe("GR");
    expect(billingCountryOf({ company: { id: "c5", country: "CH", vatNumber: "CHE123456789" }, reseller: null }, "NL")).toBe("CH");
  });
});
