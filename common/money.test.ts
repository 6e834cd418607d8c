import { describe, expect, it } from "vitest";
import { amountProblem, formatMoney, minorDigits, toDecimalAmount, toMinorUnits } from "./money.ts";

describe("formatMoney", () => {
  it("formats minor units in the currency", () => {
    expect(formatMoney(1250, "EUR")).toBe("€12.50");
    expect(formatMoney(0, "EUR")).toBe("€0.00");
    expect(formatMoney(123456, "GBP")).toBe("£1,234.56");
    expect(formatMoney(500, "JPY")).toBe("JP¥500");
  });

  it("falls back to the code for unknown currencies", () => {
    expect(formatMoney(1250, "not-a-currency")).toBe("12.50 not-a-currency");
  });
});

describe("toMinorUnits", () => {
  it("converts decimal amounts to cents exactly", () => {
    expect(toMinorUnits("12.5", "EUR")).toBe(1250);
    expect(toMinorUnits("12,50", "EUR")).toBe(1250);
    expect(toMinorUnits("0.29", "EUR")).toBe(29);
    expect(toMinorUnits(0.29, "EUR")).toBe(29);
    expect(toMinorUnits(19.99, "EUR")).toBe(1999);
    expect(toMinorUnits(1.005, "EUR")).toBeNull();
    expect(toMinorUnits("7", "EUR")).toBe(700);
    expect(toMinorUnits("7.", "EUR")).toBe(700);
    expect(toMinorUnits(" 3.10 ", "EUR")).toBe(310);
    expect(toMinorUnits(1234.56, "EUR")).toBe(123456);
  });

  it("refuses what is not an amount", () => {
    expect(toMinorUnits("", "EUR")).toBeNull();
    expect(toMinorUnits("-1", "EUR")).toBeNull();
    expect(toMinorUnits(-1, "EUR")).toBeNull();
    expect(toMinorUnits("1.234", "EUR")).toBeNull();
    expect(toMinorUnits("abc", "EUR")).toBeNull();
    expect(toMinorUnits(Number.NaN, "EUR")).toBeNull();
    expect(toMinorUnits("1e3", "EUR")).toBeNull();
  });

  it("follows the currency's number of decimals", () => {
    expect(minorDigits("JPY")).toBe(0);
    expect(toMinorUnits("500", "JPY")).toBe(500);
    expect(toMinorUnits("500.5", "JPY")).toBeNull();
    expect(toMinorUnits("1.234", "BHD")).toBe(1234);
  });

  it("round-trips with toDecimalAmount", () => {
    for (const cents of [0, 1, 29, 99, 100, 1999, 123456, 999999]) {
      expect(toMinorUnits(toDecimalAmount(cents, "EUR"), "EUR")).toBe(cents);
    }
  });
});

describe("amountProblem", () => {
  it("explains refused amounts", () => {
    expect(amountProblem("", "EUR")).toBe("should not be empty");
    expect(amountProblem("", "EUR", { required: false })).toBeNull();
    expect(amountProblem("1.234", "EUR")).toBe("must be an amount of at least 0 with at most 2 decimals");
    expect(amountProblem("12.5", "EUR")).toBeNull();
    expect(amountProblem("1.5", "JPY")).toBe("must be a whole amount");
  });
});
