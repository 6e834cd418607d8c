// Searching a country picker: the countries whose name is what was typed come first, then those
// whose name starts with it, then those with a word starting with it, then any other containing
// it ("Neth" → Netherlands before Caribbean Netherlands). Accents are ignored ("cote" finds Côte d'Ivoire).
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from "@mantine/core";

/** Lower case without accents: "Côte d’Ivoire" → "cote d’ivoire". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** The country's name without the picker's suffix: "Netherlands (21 %)" → "Netherlands". */
function nameOf(label: string): string {
  return label.replace(/\s*\([^)]*\)$/, "");
}

/** 0 exact (name or code), 1 prefix, 2 a word's prefix, 3 substring; null: no match. */
export function countryMatchRank(option: { value: string; label: string }, search: string): number | null {
  const typed = folded(search);
  if (!typed) return 3;
  const name = folded(nameOf(option.label));
  if (name === typed || option.value.toLowerCase() === typed) return 0;
  if (name.startsWith(typed)) return 1;
  if (name.split(/[\s\-’'(),.]+/).some((word) => word.startsWith(typed))) return 2;
  return folded(option.label).includes(typed) ? 3 : null;
}

/** The options matching `search`, best first (the picker's order kept among equals). */
export function rankCountries<T extends { value: string; label: string }>(options: readonly T[], search: string): T[] {
  return options
    .map((option, index) => ({ option, index, rank: countryMatchRank(option, search) }))
    .filter((entry): entry is { option: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/** Mantine's `filter` for a country Select (grouped or not): each group ranked on its own. */
export const countryFilter: OptionsFilter = ({ options, search, limit }) => {
  const result: ComboboxParsedItem[] = [];
  let left = limit;
  for (const item of options) {
    if (left <= 0) break;
    if ("group" in item) {
      const items = rankCountries(item.items, search).slice(0, left);
      if (items.length > 0) result.push({ group: item.group, items });
      left -= items.length;
    }
  }
  const ungrouped = options.filter((item): item is ComboboxItem => !("group" in item));
  return [...result, ...rankCountries(ungrouped, search).slice(0, Math.max(left, 0))];
};
