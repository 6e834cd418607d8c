// Limits of a draft that come from the catalogue: a plan holds so many messages, and a flat price
// without a per-word price covers so many words per item. The server's pricing refuses a draft
// past them; the wizard uses the same rule and sentence to stop the step before it asks.
import { ITEM_NOUNS, isWizardService } from "./wizards.ts";

export type ServiceLimits = { pricingModel: string; includedWords: number; perWordPrice: number };

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What one item of a service is called ("prompt", "message", "greeting"; "item" otherwise). */
export function itemNoun(serviceSlug: string | null | undefined) {
  return serviceSlug && isWizardService(serviceSlug) ? ITEM_NOUNS[serviceSlug] : { one: "item", many: "items", name: "Name" };
}

/** The most words one item may have: a flat price without a per-word price stops at the words it includes (0: no limit). */
export function maxWordsFor(service: ServiceLimits): number {
  return service.pricingModel === "FLAT" && service.perWordPrice === 0 && service.includedWords > 0 ? service.includedWords : 0;
}

export function tooManyItemsMessage(serviceSlug: string | null | undefined, plan: { name: string; messagesIncluded: number }, count: number): string {
  const noun = itemNoun(serviceSlug);
  const extra = count - plan.messagesIncluded;
  return `The ${plan.name} plan includes ${plural(plan.messagesIncluded, noun.one)}: remove ${plural(extra, noun.one)} or choose a bigger plan.`;
}

export function tooManyWordsMessage(serviceSlug: string | null | undefined, maxWords: number, words: number): string {
  const noun = itemNoun(serviceSlug);
  const article = /^[aeiou]/.test(noun.one) ? "An" : "A";
  return `${article} ${noun.one} can have at most ${maxWords} words (this one has ${words}): remove ${plural(words - maxWords, "word")}.`;
}
