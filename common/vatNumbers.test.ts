import { describe, expect, it } from "vitest";
import { VAT_COUNTRIES } from "./countries.ts";
import { isEuReverseCharge, normalizeVatNumber, vatNumberCountry, vatNumberFormat, vatNumberProblem } from "./vatNumbers.ts";

// Per member state, and for the UK, Switzerland and Norway: a number of the right form, and one a
// digit short or otherwise wrong.
const NUMBERS: Record<string, { valid: string[]; invalid: string[] }> = {
  AT: { valid: ["ATU12345678"], invalid: ["AT12345678", "ATU1234567"] },
  BE: { valid: ["BE0123456789", "BE1234567890"], invalid: ["BE123456789", "BE2123456789"] },
  BG: { valid: ["BG123456789", "BG1234567890"], invalid: ["BG12345678"] },
  CY: { valid: ["CY12345678X"], invalid: ["CY123456789"] },
  CZ: { valid: ["CZ12345678", "CZ123456789", "CZ1234567890"], invalid: ["CZ1234567"] },
  DE: { valid: ["DE123456789"], invalid: ["DE12345678", "DE1234567890"] },
  DK: { valid: ["DK12345678"], invalid: ["DK123456789"] },
  EE: { valid: ["EE123456789"], invalid: ["EE12345678"] },
  ES: { valid: ["ESX1234567X", "ES12345678Z", "ESA12345678"], invalid: ["ES123456789", "ESX123456X"] },
  FI: { valid: ["FI12345678"], invalid: ["FI1234567"] },
  FR: { valid: ["FR12345678901", "FRXX123456789"], invalid: ["FR1234567890", "FROI123456789"] },
  GR: { valid: ["EL123456789"], invalid: ["EL12345678"] },
  HR: { valid: ["HR12345678901"], invalid: ["HR1234567890"] },
  HU: { valid: ["HU12345678"], invalid: ["HU123456789"] },
  IE: { valid: ["IE1234567W", "IE1234567WA", "IE1A23456W"], invalid: ["IE12345678", "IE1234567Z"] },
  IT: { valid: ["IT12345678901"], invalid: ["IT1234567890"] },
  LT: { valid: ["LT123456789", "LT123456789012"], invalid: ["LT1234567890"] },
  LU: { valid: ["LU12345678"], invalid: ["LU123456789"] },
  LV: { valid: ["LV12345678901"], invalid: ["LV1234567890"] },
  MT: { valid: ["MT12345678"], invalid: ["MT1234567"] },
  NL: { valid: ["NL853247123B01"], invalid: ["NL853247123", "NL85324712B01", "NL853247123C01"] },
  PL: { valid: ["PL1234567890"], invalid: ["PL123456789"] },
  PT: { valid: ["PT123456789"], invalid: ["PT12345678"] },
  RO: { valid: ["RO12", "RO1234567890"], invalid: ["RO12345678901", "RO0123"] },
  SE: { valid: ["SE123456789001"], invalid: ["SE123456789012", "SE1234567890"] },
  SI: { valid: ["SI12345678"], invalid: ["SI123456789"] },
  SK: { valid: ["SK1234567890"], invalid: ["SK123456789"] },
  GB: { valid: ["GB123456789", "GB123456789012", "GBGD123", "XI123456789"], invalid: ["GB12345678", "GB1234567890", "GBGD1234"] },
  CH: { valid: ["CHE123456789", "CHE-123.456.789 MWST", "CHE123456789TVA"], invalid: ["CH123456789", "CHE12345678", "CHE123456789VAT"] },
  NO: { valid: ["NO123456789", "NO 123 456 789 MVA"], invalid: ["NO12345678", "NO123456789VAT"] },
};

describe("VAT numbers", () => {
  it("are normalised as businesses write them", () => {
    expect(normalizeVatNumber("nl 8532.47.123.b01")).toBe("NL853247123B01");
    expect(vatNumberCountry("EL 094014201")).toBe("GR");
  });

  it("must carry the prefix of the company's EU country", () => {
    expect(vatNumberProblem("DE 123456789", "DE")).toBeNull();
    expect(vatNumberProblem("EL094014201", "GR")).toBeNull();
    expect(vatNumberProblem("DE123456789", "FR")).toBe("must start with FR, the prefix of the company's country");
    expect(vatNumberProblem("123456789", "DE")).toBe("must start with the two-letter country prefix, followed by 2 to 14 letters or digits");
    expect(vatNumberProblem("GB123456789", "GB")).toBeNull();
    expect(vatNumberProblem("CHE123456789", "CH")).toBeNull();
    expect(vatNumberProblem("NO123456789", "GB")).toBe("must start with GB, the prefix of the company's country");
    expect(vatNumberProblem("NO123456789", "US")).toBe("is a VAT number of NO: the company's country must be NO");
    expect(vatNumberProblem("US123456", "US")).toBeNull();
  });

  it("of an EU member state belong to that state, whatever country is given", () => {
    expect(vatNumberProblem("NL853247123B01", "BQ")).toBe("is a VAT number of an EU member state (NL): the company's country must be that state");
    expect(vatNumberProblem("NL853247123B01", null)).toBeNull();
  });

  it("has a form for every member state, the UK, Switzerland and Norway", () => {
    expect(Object.keys(NUMBERS).sort()).toEqual([...VAT_COUNTRIES].sort());
    for (const country of VAT_COUNTRIES) expect(vatNumberFormat(country), country).toMatch(/ and .+, such as /);
    expect(vatNumberFormat("US")).toBeNull();
  });

  for (const [country, { valid, invalid }] of Object.entries(NUMBERS)) {
    it(`of ${country} must have its form`, () => {
      for (const number of valid) expect(vatNumberProblem(number, country), number).toBeNull();
      for (const number of invalid) expect(vatNumberProblem(number, country), number).toBe(`must be ${vatNumberFormat(country)}`);
    });
  }

  it("name the expected form in the message", () => {
    expect(vatNumberProblem("DE12345678", "DE")).toBe("must be DE and 9 digits, such as DE123456789");
    expect(vatNumberProblem("FR1234567890", "FR")).toBe("must be FR and 2 letters or digits and 9 digits, such as FR12345678901");
    expect(vatNumberProblem("NL853247123", "NL")).toBe("must be NL and 9 digits, B and 2 digits, such as NL123456789B01");
    expect(vatNumberProblem("EL12345678", "GR")).toBe("must be EL and 9 digits, such as EL123456789");
  });

  it("reverse-charge a business in another EU country than the studio's, and nobody else", () => {
    expect(isEuReverseCharge({ country: "DE", vatNumber: "DE123456789" }, "NL")).toBe(true);
    expect(isEuReverseCharge({ country: "PL", vatNumber: "PL1234567890" }, "NL")).toBe(true);
    expect(isEuReverseCharge({ country: "NL", vatNumber: "NL853247123B01" }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "US", vatNumber: "US123456" }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "DE", vatNumber: null }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "DE", vatNumber: "FR12345678901" }, "NL")).toBe(false);
    expect(isEuReverseCharge({ country: "DE", vatNumber: "DE12345678" }, "NL")).toBe(false);
  });
});
