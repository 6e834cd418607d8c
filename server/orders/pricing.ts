// Prices an order from the catalogue: the lines each pricing model produces, then the discount,
// then tax (DOMAIN.md: discounts before tax). Pure functions over integer minor units; the
// GraphQL layer and checkout call them, the client never sends a price.
import { maxWordsFor, tooManyItemsMessage, tooManyWordsMessage } from "../../common/orders/limits.ts";
import { countWords, spokenSeconds } from "../../common/orders/wordCount.ts";
import type { PricingModel } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import { formatPercent } from "../../common/money.ts";
import { basisPointsOf, divideRounded } from "./rounding.ts";

export type PricedService = {
  /** Names the items in messages ("prompt", "message", "greeting"). */
  slug?: string;
  name: string;
  pricingModel: PricingModel;
  basePrice: number;
  includedWords: number;
  perWordPrice: number;
  rushFee: number;
  currency: string;
  turnaroundDays: number;
  rushTurnaroundDays: number;
};

export type PricedBundle = { name: string; price: number; messagesIncluded: number; wordsPerMessage: number; periodMonths: number; currency: string };

export type PriceLine = { kind: "ITEMS" | "BUNDLE" | "EXTRA_WORDS" | "FLAT" | "RUSH" | "QUOTED" | "WHOLESALE"; description: string; quantity: number; unitAmount: number; amount: number };

export type QuotedItem = { name: string; text: string; wordCount: number; estimatedDurationSeconds: number };

export type LinePricing = {
  lines: PriceLine[];
  subtotal: number;
  currency: string;
  items: QuotedItem[];
  wordCount: number;
  estimatedDurationSeconds: number;
  wordsPerMinute: number;
  turnaroundDays: number;
};

export type AppliedTax = { name: string; rateBasisPoints: number; inclusive: boolean };

export type OrderTotals = { subtotal: number; discountTotal: number; taxTotal: number; total: number; taxInclusive: boolean };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function line(kind: PriceLine["kind"], description: string, quantity: number, unitAmount: number): PriceLine {
  return { kind, description, quantity, unitAmount, amount: quantity * unitAmount };
}

function extraWordsLine(extraWords: number, perWordPrice: number, allowance: string): PriceLine[] {
  if (extraWords <= 0 || perWordPrice <= 0) return [];
  return [line("EXTRA_WORDS", `Words beyond ${allowance}`, extraWords, perWordPrice)];
}

/**
 * The lines a draft costs, from the catalogue. `items` are the prompts, messages or greeting;
 * `bundle` is the chosen on-hold plan (null: pay as you go).
 */
export function priceLines(input: {
  service: PricedService;
  bundle: PricedBundle | null;
  items: { name: string; text: string }[];
  rush: boolean;
  wordsPerMinute: number;
}): LinePricing {
  const { service, bundle, rush, wordsPerMinute } = input;
  const items = input.items.map((item) => {
    const wordCount = countWords(item.text);
    return { name: item.name, text: item.text, wordCount, estimatedDurationSeconds: spokenSeconds(wordCount, wordsPerMinute) };
  });
  const wordCount = items.reduce((sum, item) => sum + item.wordCount, 0);
  const extraPerItem = (allowance: number) => items.reduce((sum, item) => sum + Math.max(0, item.wordCount - allowance), 0);
  const lines: PriceLine[] = [];

  switch (service.pricingModel) {
    case "QUOTE":
      throw ValidationError.field("draft.service", `${service.name} is priced on request: ask for a quote.`);
    case "PER_WORD": {
      lines.push(line("ITEMS", `${service.name}, up to ${plural(service.includedWords, "word")}`, 1, service.basePrice));
      lines.push(...extraWordsLine(wordCount - service.includedWords, service.perWordPrice, `the first ${service.includedWords}`));
      break;
    }
    case "PER_PROMPT": {
      if (items.length) lines.push(line("ITEMS", `${service.name}: ${plural(items.length, "prompt")} of up to ${service.includedWords} words`, items.length, service.basePrice));
      lines.push(...extraWordsLine(extraPerItem(service.includedWords), service.perWordPrice, `${service.includedWords} per prompt`));
      break;
    }
    case "FLAT": {
      const allowance = service.includedWords;
      const maxWords = maxWordsFor(service);
      items.forEach((item, index) => {
        if (maxWords && item.wordCount > maxWords) throw ValidationError.field(`draft.items.${index}.text`, tooManyWordsMessage(service.slug, maxWords, item.wordCount));
      });
      lines.push(line("FLAT", service.name, 1, service.basePrice));
      if (allowance > 0) lines.push(...extraWordsLine(extraPerItem(allowance), service.perWordPrice, `${allowance}`));
      break;
    }
    case "BUNDLE": {
      if (bundle) {
        if (bundle.currency !== service.currency) throw ValidationError.field("draft.bundle", "is not sold in this service's currency");
        if (items.length > bundle.messagesIncluded) throw ValidationError.field("draft.items", tooManyItemsMessage(service.slug, bundle, items.length));
        lines.push(line("BUNDLE", `${bundle.name}: ${plural(bundle.messagesIncluded, "message")} of up to ${bundle.wordsPerMessage} words, ${plural(bundle.periodMonths, "month")}`, 1, bundle.price));
        lines.push(...extraWordsLine(extraPerItem(bundle.wordsPerMessage), service.perWordPrice, `${bundle.wordsPerMessage} per message`));
      } else {
        if (items.length) lines.push(line("ITEMS", `${service.name}, pay as you go: ${plural(items.length, "message")} of up to ${service.includedWords} words`, items.length, service.basePrice));
        lines.push(...extraWordsLine(extraPerItem(service.includedWords), service.perWordPrice, `${service.includedWords} per message`));
      }
      break;
    }
  }
  if (rush && service.rushFee > 0) {
    lines.push(line("RUSH", `Rush delivery: ${plural(service.rushTurnaroundDays, "working day")} instead of ${service.turnaroundDays}`, 1, service.rushFee));
  }
  return {
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.amount, 0),
    currency: service.currency,
    items,
    wordCount,
    estimatedDurationSeconds: spokenSeconds(wordCount, wordsPerMinute),
    wordsPerMinute,
    turnaroundDays: rush && service.rushFee > 0 ? service.rushTurnaroundDays : service.turnaroundDays,
  };
}

/**
 * A reseller's wholesale price: the catalogue lines, then one negative line taking their
 * discount off the list price, so invoices show both.
 */
export function withWholesaleDiscount(pricing: LinePricing, basisPoints: number): LinePricing {
  const amount = basisPointsOf(pricing.subtotal, basisPoints);
  if (amount <= 0) return pricing;
  const wholesale = line("WHOLESALE", `Wholesale discount (${formatPercent(basisPoints)})`, 1, -amount);
  return { ...pricing, lines: [...pricing.lines, wholesale], subtotal: pricing.subtotal - amount };
}

/**
 * Discount, then tax. Exclusive tax is added on top of the discounted subtotal; inclusive tax is
 * the part of the discounted subtotal that is tax (prices already contain it).
 */
export function totalsFor(subtotal: number, discountAmount: number, tax: AppliedTax | null): OrderTotals {
  const discountTotal = Math.min(Math.max(0, discountAmount), subtotal);
  const taxable = subtotal - discountTotal;
  if (!tax || tax.rateBasisPoints === 0) return { subtotal, discountTotal, taxTotal: 0, total: taxable, taxInclusive: tax?.inclusive ?? false };
  if (tax.inclusive) {
    const net = divideRounded(taxable * 10_000, 10_000 + tax.rateBasisPoints);
    return { subtotal, discountTotal, taxTotal: taxable - net, total: taxable, taxInclusive: true };
  }
  const taxTotal = basisPointsOf(taxable, tax.rateBasisPoints);
  return { subtotal, discountTotal, taxTotal, total: taxable + taxTotal, taxInclusive: false };
}
