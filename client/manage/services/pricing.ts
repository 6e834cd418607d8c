// How each pricing model uses a service's price fields, for the management table's one-line
// summary and for the form, which asks only for the fields the chosen model uses.
import { formatMoney } from "../../../common/money.ts";

export const PRICING_MODEL_LABELS = {
  PER_WORD: "Per word",
  PER_PROMPT: "Per prompt",
  FLAT: "Flat price",
  BUNDLE: "Bundles",
  QUOTE: "On request",
} as const;
export type PricingModelValue = keyof typeof PRICING_MODEL_LABELS;
export const PRICING_MODEL_VALUES = Object.keys(PRICING_MODEL_LABELS) as PricingModelValue[];

export function pricingModelLabel(model: string): string {
  return model in PRICING_MODEL_LABELS ? PRICING_MODEL_LABELS[model as PricingModelValue] : model;
}

export type PricedService = {
  pricingModel: string;
  basePrice: number;
  includedWords: number;
  perWordPrice: number;
  currency: string;
};

/** The form's fields for a model: the base price's label (null: not used) and the word pricing. */
export function pricingFields(model: string): { basePrice: string | null; basePriceHint: string; words: boolean } {
  switch (model) {
    case "PER_PROMPT":
      return { basePrice: "Price per prompt", basePriceHint: "Covers the included words of each prompt.", words: true };
    case "PER_WORD":
      return { basePrice: "Base price", basePriceHint: "Minimum charge, covering the included words.", words: true };
    case "BUNDLE":
      return { basePrice: "Pay-as-you-go price per message", basePriceHint: "For customers who order without a bundle.", words: true };
    case "FLAT":
      return { basePrice: "Flat price", basePriceHint: "The whole price of one order.", words: false };
    default:
      return { basePrice: null, basePriceHint: "", words: false };
  }
}

const words = (count: number) => `${count.toLocaleString("en")} ${count === 1 ? "word" : "words"}`;

function wordPricing(service: PricedService, unit: string): string {
  const base = formatMoney(service.basePrice, service.currency);
  const perWord = formatMoney(service.perWordPrice, service.currency);
  const extra = service.perWordPrice > 0 ? `, then ${perWord} a word` : "";
  if (service.includedWords > 0) return `${base} ${unit} up to ${words(service.includedWords)}${extra}`;
  if (service.basePrice > 0) return `${base} ${unit}${extra}`;
  return service.perWordPrice > 0 ? `${perWord} a word` : `${base} ${unit}`;
}

/** One line for the table: "€29.00 per prompt up to 25 words, then €0.60 a word". */
export function priceSummary(service: PricedService): string {
  switch (service.pricingModel) {
    case "QUOTE":
      return "Priced on request";
    case "FLAT":
      return `${formatMoney(service.basePrice, service.currency)} flat`;
    case "PER_PROMPT":
      return wordPricing(service, "per prompt");
    case "PER_WORD":
      return wordPricing(service, "minimum");
    case "BUNDLE":
      return `Bundles; pay as you go ${wordPricing(service, "per message")}`;
    default:
      return formatMoney(service.basePrice, service.currency);
  }
}
