import { describe, expect, it } from "vitest";
import { priceSummary, pricingFields } from "./pricing.ts";

const service = { basePrice: 2900, includedWords: 25, perWordPrice: 60, currency: "EUR" };

describe("priceSummary", () => {
  it("describes each pricing model from the minor units", () => {
    expect(priceSummary({ ...service, pricingModel: "PER_PROMPT" })).toBe("€29.00 per prompt up to 25 words, then €0.60 a word");
    expect(priceSummary({ ...service, pricingModel: "FLAT", basePrice: 3900 })).toBe("€39.00 flat");
    expect(priceSummary({ ...service, pricingModel: "QUOTE" })).toBe("Priced on request");
    expect(priceSummary({ ...service, pricingModel: "BUNDLE", basePrice: 6900, includedWords: 50, perWordPrice: 90 })).toBe(
      "Bundles; pay as you go €69.00 per message up to 50 words, then €0.90 a word",
    );
    expect(priceSummary({ ...service, pricingModel: "PER_WORD", basePrice: 0, includedWords: 0, perWordPrice: 25 })).toBe("€0.25 a word");
    expect(priceSummary({ ...service, pricingModel: "PER_WORD", includedWords: 0, perWordPrice: 0, basePrice: 5000 })).toBe("€50.00 minimum");
  });

  it("asks only for the fields a model uses", () => {
    expect(pricingFields("QUOTE")).toMatchObject({ basePrice: null, words: false });
    expect(pricingFields("FLAT")).toMatchObject({ basePrice: "Flat price", words: false });
    expect(pricingFields("PER_PROMPT")).toMatchObject({ basePrice: "Price per prompt", words: true });
  });
});
