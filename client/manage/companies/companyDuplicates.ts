// The detail page's search for duplicates: the URL's `duplicates` parameter (a name, or part of
// one) as the list query of the route's merge candidates.
import { formatFilters } from "../../ui/table/listQueryUrl.ts";

export const DUPLICATES_PARAM = "duplicates";

/** `?duplicates=globex` → `{ filters: "name~ILIKE~globex" }`; every company by name without it. */
export function duplicatesFilter(url: string): { filters: string } | null {
  const text = new URL(url).searchParams.get(DUPLICATES_PARAM)?.trim();
  if (!text) return null;
  try {
    return { filters: formatFilters([{ key: "name", operator: "ILIKE", values: [text] }]) };
  } catch {
    return null;
  }
}
