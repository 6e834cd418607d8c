import { describe, expect, it } from "vitest";
import { minorDigits, formatMoney } from "../../common/money.ts";
import { messagePrice, pricingSummary, rushText, turnaroundText, type PricedService } from "./pricing.ts";

const base: PricedService = {
  pricingModel: "PER_PROMPT",
  basePrice: 2900,
  includedWords: 25,
  perWordPrice: 60,
  currency: "EUR",
  turnaroundDays: 2,
  rushFee: 4900,
  rushTurnaroundDays: 1,
};

describe("formatMoney", () => {
  it("formats minor units in the currency with its decimals", () => {
    expect(formatMoney(17900, "EUR", "en-GB")).toBe("€179.00");
    expect(formatMoney(60, "EUR", "en-GB")).toBe("€0.60");
    expect(formatMoney(17900, "EUR", "nl-NL").replace(/\s/g, " ")).toBe("€ 179,00");
    expect(formatMoney(2900, "JPY", "en-GB")).toBe("JP¥2,900");
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("USD")).toBe(2);
  });
});

describe("pricingSummary", () => {
  it("explains per-prompt pricing", () => {
    expect(pricingSummary(base, "en-GB")).toEqual({
      headline: "€29.00 per prompt",
      details: ["Up to 25 words per prompt included", "€0.60 per extra word"],
    });
  });

  it("explains bundles with their cheapest plan and pay-as-you-go", () => {
    const summary = pricingSummary({ ...base, pricingModel: "BUNDLE", basePrice: 6900, includedWords: 50, perWordPrice: 90, bundlePrices: [29900, 17900] }, "en-GB");
    expect(summary.headline).toBe("Bundles from €179.00");
    expect(summary.details).toEqual(["€69.00 per message pay-as-you-go", "Up to 50 words per message included", "€0.90 per extra word"]);
  });

  it("explains flat, per-word and quote pricing", () => {
    expect(pricingSummary({ ...base, pricingModel: "FLAT", basePrice: 3900, includedWords: 40, perWordPrice: 0 }, "en-GB")).toEqual({ headline: "€39.00 fixed price", details: ["Up to 40 words"] });
    expect(pricingSummary({ ...base, pricingModel: "PER_WORD", basePrice: 5000, includedWords: 0, perWordPrice: 25 }, "en-GB")).toEqual({ headline: "€0.25 per word", details: ["Minimum charge €50.00"] });
    expect(pricingSummary({ ...base, pricingModel: "QUOTE" }, "en-GB").headline).toBe("Priced on request");
  });

  it("states turnaround and the rush option", () => {
    expect(turnaroundText(base)).toBe("Delivered within 2 working days");
    expect(rushText(base, "en-GB")).toBe("Rush delivery within 1 working day for €49.00 extra");
    expect(rushText({ ...base, rushFee: 0 })).toBeNull();
  });
});

describe("messagePrice", () => {
  it("charges extra words beyond those included", () => {
    const payg = { basePrice: 6900, includedWords: 50, perWordPrice: 90 };
    expect(messagePrice(payg, 30)).toBe(6900);
    expect(messagePrice(payg, 50)).toBe(6900);
    expect(messagePrice(payg, 70)).toBe(6900 + 20 * 90);
  });
});
