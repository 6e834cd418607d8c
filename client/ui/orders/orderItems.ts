// How an order's items are named: prompts, messages or greetings, by the service's wizard;
// "items" for services priced by the studio.
import { FILE_FORMAT_LABELS, type FileFormat } from "../../../common/orders/fileFormats.ts";
import { isWizardService, ITEM_NOUNS } from "../../../common/orders/wizards.ts";

export type ItemNouns = { one: string; many: string; name: string };

export function itemNouns(serviceSlug: string): ItemNouns {
  return isWizardService(serviceSlug) ? ITEM_NOUNS[serviceSlug] : { one: "item", many: "items", name: "Name" };
}

/** "Prompt 3": an item's title when it has no name. */
export function itemTitle(nouns: ItemNouns, name: string, index: number): string {
  return name.trim() || `${nouns.one.charAt(0).toUpperCase()}${nouns.one.slice(1)} ${index + 1}`;
}

export function formatLabels(formats: readonly string[]): string[] {
  return formats.map((format) => FILE_FORMAT_LABELS[format as FileFormat] ?? format);
}

/** "1 word", "1,200 words". */
export function wordsLabel(count: number): string {
  return `${count.toLocaleString("en")} ${count === 1 ? "word" : "words"}`;
}
