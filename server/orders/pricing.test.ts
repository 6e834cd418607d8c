import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { divideRounded } from "./rounding.ts";
import { type PricedBundle, type PricedService, priceLines, totalsFor } from "./pricing.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const base = { currency: "EUR", turnaroundDays: 3, rushTurnaroundDays: 1 };
const prompts: PricedService = { ...base, slug: "telephone-voice-prompts", name: "Telephone voice prompts", pricingModel: "PER_PROMPT", basePrice: 2900, includedWords: 25, perWordPrice: 60, rushFee: 4900 };
const onHold: PricedService = { ...base, slug: "message-on-hold", name: "Message on hold", pricingModel: "BUNDLE", basePrice: 6900, includedWords: 50, perWordPrice: 90, rushFee: 4900 };
const voicemail: PricedService = { ...base, slug: "mobile-voicemail", name: "Mobile voicemail", pricingModel: "FLAT", basePrice: 3900, includedWords: 40, perWordPrice: 0, rushFee: 2900 };
const narration: PricedService = { ...base, name: "Narration", pricingModel: "PER_WORD", basePrice: 5000, includedWords: 100, perWordPrice: 25, rushFee: 0 };
const business: PricedBundle = { name: "On-hold Business", price: 29900, messagesIncluded: 6, wordsPerMessage: 60, periodMonths: 12, currency: "EUR" };
const NL = { name: "Netherlands VAT 21 %", rateBasisPoints: 2100, inclusive: false };
const price = (service: PricedService, texts: string[], options: { bundle?: PricedBundle; rush?: boolean } = {}) =>
  priceLines({ service, bundle: options.bundle ?? null, items: texts.map((text, i) => ({ name: `item-${i}`, text })), rush: options.rush ?? false, wordsPerMinute: 150 });

describe("pricing models", () => {
  it("per prompt: each prompt covers 25 words, extra words at 0.60", () => {
    const quote = price(prompts, [words(20), words(25), words(30)]);
    expect(quote.lines).toEqual([
      { kind: "ITEMS", description: "Telephone voice prompts: 3 prompts of up to 25 words", quantity: 3, unitAmount: 2900, amount: 8700 },
      { kind: "EXTRA_WORDS", description: "Words beyond 25 per prompt", quantity: 5, unitAmount: 60, amount: 300 },
    ]);
    expect(quote.subtotal).toBe(9000);
    expect(quote.wordCount).toBe(75);
    // 75 words at 150 words a minute: 30 s; each prompt rounds up on its own.
    expect(quote.estimatedDurationSeconds).toBe(30);
    expect(quote.items.map((i) => i.estimatedDurationSeconds)).toEqual([8, 10, 12]);
  });

  it("rush adds the service's fee and shortens the turnaround", () => {
    const quote = price(prompts, [words(10)], { rush: true });
    expect(quote.lines.at(-1)).toEqual({ kind: "RUSH", description: "Rush delivery: 1 working day instead of 3", quantity: 1, unitAmount: 4900, amount: 4900 });
    expect(quote.subtotal).toBe(2900 + 4900);
    expect(quote.turnaroundDays).toBe(1);
    expect(price(prompts, [words(10)]).turnaroundDays).toBe(3);
  });

  it("bundle: the plan's price, extra words per message beyond the plan's allowance", () => {
    const quote = price(onHold, [words(70), words(55)], { bundle: business });
    expect(quote.lines).toEqual([
      { kind: "BUNDLE", description: "On-hold Business: 6 messages of up to 60 words, 12 months", quantity: 1, unitAmount: 29900, amount: 29900 },
      { kind: "EXTRA_WORDS", description: "Words beyond 60 per message", quantity: 10, unitAmount: 90, amount: 900 },
    ]);
    expect(quote.subtotal).toBe(30800);
  });

  it("bundle: more messages than the plan holds is refused on the items", () => {
    const seven = Array.from({ length: 7 }, () => words(5));
    expect(() => price(onHold, seven, { bundle: business })).toThrowError(new ValidationError([{ path: ["draft", "items"], message: "The On-hold Business plan includes 6 messages: remove 1 message or choose a bigger plan." }]));
  });

  it("pay as you go: a minimum per message covering 50 words", () => {
    const quote = price(onHold, [words(50), words(51)]);
    expect(quote.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ["ITEMS", 2, 13800],
      ["EXTRA_WORDS", 1, 90],
    ]);
    expect(quote.subtotal).toBe(13890);
  });

  it("flat: one price; without a per-word price the allowance is a limit", () => {
    expect(price(voicemail, [words(40)]).subtotal).toBe(3900);
    expect(() => price(voicemail, [words(41)])).toThrowError("A greeting can have at most 40 words (this one has 41): remove 1 word.");
    const extra = price({ ...voicemail, perWordPrice: 50 }, [words(45)]);
    expect(extra.subtotal).toBe(3900 + 5 * 50);
  });

  it("per word: a minimum covering the first words of the whole script", () => {
    expect(price(narration, [words(80), words(70)]).lines.map((l) => l.amount)).toEqual([5000, 1250]);
    expect(price(narration, [words(60)]).subtotal).toBe(5000);
  });

  it("quote-priced services cannot be priced from the catalogue", () => {
    expect(() => price({ ...prompts, name: "Commercial recording", pricingModel: "QUOTE" }, [words(3)])).toThrowError(/priced on request/);
  });

  it("an empty draft costs nothing yet", () => {
    expect(price(prompts, []).subtotal).toBe(0);
    expect(price(onHold, []).subtotal).toBe(0);
  });

  it("counts a web address as four words", () => {
    expect(price(prompts, ["Visit www.studiofront.example today."]).wordCount).toBe(6);
  });
});

describe("discount and tax", () => {
  it("exclusive tax is added to the discounted subtotal", () => {
    // 9000 − 900 (10 %) = 8100; 21 % of 8100 = 1701.
    expect(totalsFor(9000, 900, NL)).toEqual({ subtotal: 9000, discountTotal: 900, taxTotal: 1701, total: 9801, taxInclusive: false });
  });

  it("inclusive tax is the tax part of the price", () => {
    expect(totalsFor(12100, 0, { ...NL, inclusive: true })).toEqual({ subtotal: 12100, discountTotal: 0, taxTotal: 2100, total: 12100, taxInclusive: true });
    // 1000 / 1.21 = 826.45… → net 826, tax 174.
    expect(totalsFor(1000, 0, { ...NL, inclusive: true }).taxTotal).toBe(174);
  });

  it("rounds half away from zero", () => {
    // 2950 × 21 % = 619.5 → 620; 2949 × 21 % = 619.29 → 619.
    expect(totalsFor(2950, 0, NL).taxTotal).toBe(620);
    expect(totalsFor(2949, 0, NL).taxTotal).toBe(619);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 2)).toBe(4);
  });

  it("a discount never makes the total negative; no tax rate means no tax", () => {
    expect(totalsFor(3000, 5000, NL)).toEqual({ subtotal: 3000, discountTotal: 3000, taxTotal: 0, total: 0, taxInclusive: false });
    expect(totalsFor(3000, 0, null)).toEqual({ subtotal: 3000, discountTotal: 0, taxTotal: 0, total: 3000, taxInclusive: false });
  });
});
