// How a service is priced, in words, from its catalogue fields (per word, per prompt, flat,
// bundle or quote), with its turnaround and rush option.
import { formatMoney } from "../../common/money.ts";

export type PricingModel = "PER_WORD" | "PER_PROMPT" | "FLAT" | "BUNDLE" | "QUOTE";

export type PricedService = {
  readonly pricingModel: PricingModel | "%future added value";
  readonly basePrice: number;
  readonly includedWords: number;
  readonly perWordPrice: number;
  readonly currency: string;
  readonly turnaroundDays: number;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  /** Prices of its active bundles (message on hold). */
  readonly bundlePrices?: readonly number[];
};

export const PRICING_MODEL_LABELS: Record<PricingModel, string> = {
  PER_WORD: "Priced per word",
  PER_PROMPT: "Priced per prompt",
  FLAT: "Fixed price",
  BUNDLE: "Bundles or pay-as-you-go",
  QUOTE: "Priced on request",
};

export function pricingModelLabel(model: string): string {
  return PRICING_MODEL_LABELS[model as PricingModel] ?? "Priced on request";
}

const days = (count: number) => `${count} working ${count === 1 ? "day" : "days"}`;

export function turnaroundText(service: Pick<PricedService, "turnaroundDays">): string {
  return `Delivered within ${days(service.turnaroundDays)}`;
}

export function rushText(service: Pick<PricedService, "rushFee" | "rushTurnaroundDays" | "currency">, locale?: string): string | null {
  if (service.rushFee <= 0) return null;
  return `Rush delivery within ${days(service.rushTurnaroundDays)} for ${formatMoney(service.rushFee, service.currency, locale)} extra`;
}

/** The price in one line ("€29.00 per prompt") and what it includes, line by line. */
export function pricingSummary(service: PricedService, locale?: string): { headline: string; details: string[] } {
  const money = (minor: number) => formatMoney(minor, service.currency, locale);
  const extraWords = service.perWordPrice > 0 ? `${money(service.perWordPrice)} per extra word` : null;
  switch (service.pricingModel) {
    case "PER_PROMPT":
      return {
        headline: `${money(service.basePrice)} per prompt`,
        details: [service.includedWords > 0 ? `Up to ${service.includedWords} words per prompt included` : null, extraWords].filter((line): line is string => !!line),
      };
    case "PER_WORD":
      return {
        headline: `${money(service.perWordPrice)} per word`,
        details: service.basePrice > 0 ? [`Minimum charge ${money(service.basePrice)}${service.includedWords > 0 ? `, covering the first ${service.includedWords} words` : ""}`] : [],
      };
    case "FLAT":
      return {
        headline: `${money(service.basePrice)} fixed price`,
        details: [service.includedWords > 0 ? `Up to ${service.includedWords} words` : null, extraWords].filter((line): line is string => !!line),
      };
    case "BUNDLE": {
      const cheapest = service.bundlePrices?.length ? Math.min(...service.bundlePrices) : null;
      const perMessage = `${money(service.basePrice)} per message pay-as-you-go`;
      return {
        headline: cheapest !== null ? `Bundles from ${money(cheapest)}` : perMessage,
        details: [
          cheapest !== null ? perMessage : null,
          service.includedWords > 0 ? `Up to ${service.includedWords} words per message included` : null,
          extraWords,
        ].filter((line): line is string => !!line),
      };
    }
    default:
      return { headline: "Priced on request", details: ["Tell us about your project and we reply with a fixed quote, usually within one working day"] };
  }
}

/** The price of one message or prompt of `words` words: the base price covers the included words. */
export function messagePrice(service: { basePrice: number; includedWords: number; perWordPrice: number }, words: number): number {
  return service.basePrice + Math.max(0, words - service.includedWords) * service.perWordPrice;
}
