import { describe, expect, it } from "vitest";
import { isEuReverseCharge, normalizeVatNumber, vatNumberCountry, vatNumberProblem } from "./vatNumbers.ts";

describe("VAT numbers", () => {
  it("are normalised as businesses write them", () => {
    expect(normalizeVatNumber("nl 8532.47.123.b01")).toBe("NL853247123B01");
    expect(vatNumberCountry("EL 094014201")).toBe("GR");
  });

  it("must carry the prefix of the company's EU country", () => {
    expect(vatNumberProblem("DE 123456789", "DE")).toBeNull();
    expect(vatNumberProblem("EL094014201", "GR")).toBeNull();
    expect(vatNumberProblem("DE123456789", "FR")).toBe("must start with FR, the prefix of the company's country");
    expect(vatNumberProblem("123456789", "DE")).toBe("must start with the two-letter country prefix, followed by 2 to 12 letters or digits");
    expect(vatNumberProblem("GB123456789", "GB")).toBeNull();
  });

  it("reverse-charge a business in another EU country than the studio's, and nobody else", () => {
    expect(isEuReverseCharge({ country: "DE", vatNumber: "DE123456789" }, "NL")).toBe(true);
    expect(isEuReverseCharge({ country: "NL", vatNumber: "NL853247123B01" }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "US", vatNumber: "US123456" }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "DE", vatNumber: null }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "DE", vatNumber: "FR12345678901" }, "NL")).toBe(false);
  });
});
