import { describe, expect, it } from "vitest";
import { reverseChargeApplies } from "./reverseCharge.ts";

describe("reverseChargeApplies", () => {
  const german = { country: "DE", vatNumber: "DE123456789" };

  it("applies to a business of another EU country billed in that country", () => {
    expect(reverseChargeApplies(german, "DE", "NL")).toBe(true);
    expect(reverseChargeApplies(german, "de", "NL")).toBe(true);
    expect(reverseChargeApplies({ country: "SE", vatNumber: "SE123456789001" }, "SE", "NL")).toBe(true);
  });

  it("does not apply at home, to another billing country, without a VAT number or without a company", () => {
    expect(reverseChargeApplies({ country: "NL", vatNumber: "NL853247123B01" }, "NL", "NL")).toBe(false);
    expect(reverseChargeApplies(german, "FR", "NL")).toBe(false);
    expect(reverseChargeApplies({ country: "DE", vatNumber: null }, "DE", "NL")).toBe(false);
    expect(reverseChargeApplies(null, "DE", "NL")).toBe(false);
  });

  it("does not apply to a VAT number not of its country's form", () => {
    expect(reverseChargeApplies({ country: "DE", vatNumber: "DE12345678" }, "DE", "NL")).toBe(false);
    expect(reverseChargeApplies({ country: "SE", vatNumber: "SE1234567890" }, "SE", "NL")).toBe(false);
  });
});
