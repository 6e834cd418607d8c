// The voice catalogue's filters live in the URL in the list-query language, so a filtered
// catalogue is a link to share: ?filters=language~ANY~de-DE,gender~FEMALE,style~ANY~warm,calm
// Languages and styles match voices with any of the chosen values; genders any of the chosen.
import { ListQueryError, parseListQuery, serializeListQuery, type Condition } from "../../../common/listQuery/index.ts";
import { GENDER_LABELS, type Gender } from "../../ui/languages.ts";

export type VoiceFilters = { languages: string[]; genders: Gender[]; styles: string[] };

export const EMPTY_VOICE_FILTERS: VoiceFilters = { languages: [], genders: [], styles: [] };

export const VOICE_FILTER_FIELDS = ["language", "gender", "style"] as const;

const LIST_OPERATORS = new Set(["EQUAL", "ANY", "IN"]);

const isGender = (value: string): value is Gender => value in GENDER_LABELS;

/** The filters a `filters` URL parameter asks for; `error` says why it could not be read (then no filter applies). */
export function parseVoiceFilters(param: string | null | undefined): { filters: VoiceFilters; error: string | null } {
  if (!param) return { filters: EMPTY_VOICE_FILTERS, error: null };
  let conditions: Condition[];
  try {
    conditions = parseListQuery({ filters: param }, { fields: { whitelist: VOICE_FILTER_FIELDS } }).filters;
  } catch (error) {
    return { filters: EMPTY_VOICE_FILTERS, error: error instanceof ListQueryError ? error.message : "The filter in the address could not be read." };
  }
  const filters: VoiceFilters = { languages: [], genders: [], styles: [] };
  for (const condition of conditions) {
    if (!LIST_OPERATORS.has(condition.operator)) return { filters: EMPTY_VOICE_FILTERS, error: `Filter ${condition.key} does not support ${condition.operator}.` };
    if (condition.key === "language") filters.languages.push(...condition.values);
    else if (condition.key === "style") filters.styles.push(...condition.values);
    else {
      const unknown = condition.values.find((value) => !isGender(value));
      if (unknown) return { filters: EMPTY_VOICE_FILTERS, error: `Unknown gender ${unknown}.` };
      filters.genders.push(...(condition.values as Gender[]));
    }
  }
  const unique = <T>(values: T[]) => [...new Set(values)];
  return { filters: { languages: unique(filters.languages), genders: unique(filters.genders), styles: unique(filters.styles) }, error: null };
}

/** The `filters` URL parameter (and list-query filter) for the chosen filters; "" when none. */
export function voiceFiltersParam(filters: VoiceFilters): string {
  const conditions: Condition[] = [];
  if (filters.languages.length) conditions.push({ key: "language", operator: "ANY", values: filters.languages });
  if (filters.genders.length === 1) conditions.push({ key: "gender", operator: "EQUAL", values: filters.genders });
  else if (filters.genders.length > 1) conditions.push({ key: "gender", operator: "IN", values: filters.genders });
  if (filters.styles.length) conditions.push({ key: "style", operator: "ANY", values: filters.styles });
  return serializeListQuery({ filters: conditions }).filters ?? "";
}

export function hasVoiceFilters(filters: VoiceFilters): boolean {
  return filters.languages.length + filters.genders.length + filters.styles.length > 0;
}
