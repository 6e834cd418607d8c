/*
 * A management table's state lives in the URL, in the list-query language of
 * common/listQuery (so a filtered table is a shareable link):
 *
 *   ?filters=role~ADMIN&filterGroups=OR~name~ILIKE~ann,email~ILIKE~ann&orderBy=createdAt~DESC&page=2
 *
 * `page` is 1-based and a page holds PAGE_SIZE rows. Absent parameters mean "no filter",
 * "the list's default order" and page 1. Everything here is pure so the loader (which only
 * has a URL) and the components (which have useSearchParams) read the URL the same way.
 */
import {
  ListQueryError,
  parseListQuery,
  pageOf,
  offsetOfPage,
  serializeListQuery,
  type Condition,
  type FilterGroup,
  type OrderBy,
  type Operator,
  type OrderDirection,
} from "../../../common/listQuery/index.ts";

/** Spec, section 9: "Table page size 20". */
export const PAGE_SIZE = 20;

export const LIST_URL_PARAMS = ["filters", "filterGroups", "orderBy", "page"] as const;
export type ListUrlParam = (typeof LIST_URL_PARAMS)[number];

/** What one list lets the URL carry; mirror of the server's ListSpec for that connection. */
export type ListSpec = {
  /** Field names accepted in filters, filter groups and orderBy (the server's whitelist). */
  fields: readonly string[];
  /** The order the server applies when orderBy is absent, so the headers can show it. */
  defaultOrderBy: readonly OrderBy[];
  /** Fields the free-text search matches (ILIKE unless said otherwise), OR-ed together in one filter group. */
  searchFields?: readonly SearchField[];
  /**
   * For a second list on one screen: its URL parameters are named `<prefix>Filters`,
   * `<prefix>FilterGroups`, `<prefix>OrderBy` and `<prefix>Page` (e.g. `commissionsPage=2`).
   */
  urlPrefix?: string;
};

/**
 * A field the search box matches: a name (ILIKE, "contains"), or a field matched another way
 * and only when the text fits it, e.g. an order number `{ field: "number", operator: "EQUAL",
 * when: /^\d{1,9}$/ }` (numbers cannot be searched with ILIKE).
 */
export type SearchField = string | { field: string; operator: Operator; when?: RegExp };

/** The raw strings of the URL ("" when absent). */
export type ListUrlRaw = Record<ListUrlParam, string>;

export type ListUrlState = {
  raw: ListUrlRaw;
  /** Each parameter parsed on its own; a parameter that does not parse reads as empty. */
  filters: Condition[];
  filterGroups: FilterGroup[];
  /** The URL's order, or the list's default when the URL has none. */
  orderBy: OrderBy[];
  page: number;
  /** What is wrong with the URL (the catalogue's message), judged as the server would. */
  error: ListQueryError | null;
};

/** The variables every list query takes: `query X($first: Int!, $filter: ListQuery)`. */
export type ListVariables = {
  first: number;
  filter: { filters?: string; filterGroups?: string; orderBy?: string; offset: number };
};

/** The URL parameter of `name` for a list with `prefix` (ListSpec.urlPrefix): "filters" or "commissionsFilters". */
export function listUrlParam(name: ListUrlParam, prefix = ""): string {
  return prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name;
}

/** Whether `key` is a list's URL parameter, with or without a prefix. */
export function isListUrlParam(key: string): boolean {
  return LIST_URL_PARAMS.some((name) => key === name || key.endsWith(listUrlParam(name, "x").slice(1)));
}

export function readListUrlRaw(params: URLSearchParams, prefix = ""): ListUrlRaw {
  return {
    filters: params.get(listUrlParam("filters", prefix)) ?? "",
    filterGroups: params.get(listUrlParam("filterGroups", prefix)) ?? "",
    orderBy: params.get(listUrlParam("orderBy", prefix)) ?? "",
    page: params.get(listUrlParam("page", prefix)) ?? "",
  };
}

function parseOptions(spec: ListSpec) {
  return { fields: { whitelist: spec.fields }, maxLimit: PAGE_SIZE };
}

/** A URL parameter left out or left empty: the table sends none (listVariablesFromUrl). */
const present = (value: string) => (value === "" ? undefined : value);

/** Checks the whole URL as the server will, throwing the catalogue's ListQueryError. */
function parseWhole(raw: ListUrlRaw, spec: ListSpec) {
  return parseListQuery(
    {
      filters: present(raw.filters),
      filterGroups: raw.filterGroups,
      orderBy: raw.orderBy,
      limit: PAGE_SIZE,
      page: raw.page === "" ? undefined : raw.page,
    },
    parseOptions(spec),
  );
}

function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ListQueryError) return fallback;
    throw error;
  }
}

export function readListUrl(params: URLSearchParams, spec: ListSpec): ListUrlState {
  const raw = readListUrlRaw(params, spec.urlPrefix);
  let error: ListQueryError | null = null;
  try {
    parseWhole(raw, spec);
  } catch (caught) {
    if (!(caught instanceof ListQueryError)) throw caught;
    error = caught;
  }
  const options = parseOptions(spec);
  const filters = attempt(() => parseListQuery({ filters: present(raw.filters) }, options).filters, []);
  const filterGroups = attempt(() => parseListQuery({ filterGroups: raw.filterGroups }, options).filterGroups, []);
  const orderBy = attempt(() => parseListQuery({ orderBy: raw.orderBy }, options).orderBy, []);
  const offset = attempt(
    () => parseListQuery({ limit: PAGE_SIZE, page: raw.page === "" ? undefined : raw.page }, options).offset,
    0,
  );
  return {
    raw,
    filters,
    filterGroups,
    orderBy: orderBy.length > 0 ? orderBy : [...spec.defaultOrderBy],
    page: pageOf(offset, PAGE_SIZE),
    error,
  };
}

/**
 * The route loader's half: the URL's list query as GraphQL variables. The strings travel as
 * they are in the URL (the server parses them again); throws the catalogue's ListQueryError
 * when the URL is malformed, so no request is made for it.
 */
export function listVariablesFromUrl(url: string | URL, spec: ListSpec): ListVariables {
  const raw = readListUrlRaw(new URL(url, "http://localhost").searchParams, spec.urlPrefix);
  const parsed = parseWhole(raw, spec);
  const filter: ListVariables["filter"] = { offset: parsed.offset };
  if (raw.filters !== "") filter.filters = raw.filters;
  if (raw.filterGroups !== "") filter.filterGroups = raw.filterGroups;
  if (raw.orderBy !== "") filter.orderBy = raw.orderBy;
  return { first: PAGE_SIZE, filter };
}

// ---- Writing the URL ---------------------------------------------------------------------------

/** A change to the table's URL; a string "" removes the parameter. */
export type ListUrlChange = {
  filters?: string;
  filterGroups?: string;
  orderBy?: string;
  /** 1 removes the parameter. Any other change without a page goes back to page 1. */
  page?: number;
};

/** New search params with the change applied; unrelated parameters are kept. */
export function applyListUrlChange(params: URLSearchParams, change: ListUrlChange, prefix = ""): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["filters", "filterGroups", "orderBy"] as const) {
    const value = change[key];
    if (value === undefined) continue;
    if (value === "") next.delete(listUrlParam(key, prefix));
    else next.set(listUrlParam(key, prefix), value);
  }
  const page = change.page ?? 1;
  if (page <= 1) next.delete(listUrlParam("page", prefix));
  else next.set(listUrlParam("page", prefix), String(page));
  return next;
}

export function formatFilters(filters: readonly Condition[]): string {
  return serializeListQuery({ filters: [...filters] }).filters ?? "";
}

export function formatFilterGroups(groups: readonly FilterGroup[]): string {
  return serializeListQuery({ filterGroups: [...groups] }).filterGroups ?? "";
}

export function formatOrderBy(orderBy: readonly OrderBy[]): string {
  return serializeListQuery({ orderBy: [...orderBy] }).orderBy ?? "";
}

export function totalPages(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
}

export { offsetOfPage };

// ---- Sorting -------------------------------------------------------------------------------------

/** Clicking a header: the same field flips direction, another field sorts by it alone. */
export function nextOrderBy(current: readonly OrderBy[], field: string, firstDirection: OrderDirection = "ASC"): OrderBy[] {
  const primary = current[0];
  if (primary?.field === field) return [{ field, direction: primary.direction === "ASC" ? "DESC" : "ASC" }];
  return [{ field, direction: firstDirection }];
}

export function ariaSortOf(current: readonly OrderBy[], field: string): "ascending" | "descending" | "none" {
  const primary = current[0];
  if (primary?.field !== field) return "none";
  return primary.direction === "ASC" ? "ascending" : "descending";
}

// ---- Conditions owned by one control -------------------------------------------------------------

/** The conditions on `key`: a filter control owns every top-level condition on its field. */
export function conditionsOn(filters: readonly Condition[], key: string): Condition[] {
  return filters.filter((condition) => condition.key === key);
}

/** Replaces every top-level condition on `key` with `next` (appended at the end). */
export function replaceConditionsOn(filters: readonly Condition[], key: string, next: readonly Condition[]): Condition[] {
  return [...filters.filter((condition) => condition.key !== key), ...next];
}

export function sameConditions(a: readonly Condition[], b: readonly Condition[]): boolean {
  if (a.length !== b.length) return false;
  const text = (list: readonly Condition[]) =>
    list.map((c) => `${c.key}~${c.operator}~${c.values.join(",")}`).sort().join("|");
  return text(a) === text(b);
}

// ---- Free-text search ---------------------------------------------------------------------------

/*
 * The search box owns one filter group: `OR~f1~ILIKE~term,f2~ILIKE~term` over the list's
 * search fields (ILIKE is a case-insensitive "contains" on the server), leaving out the fields
 * whose `when` the term does not fit. Other groups a power user typed are left alone.
 */
function searchConditions(fields: readonly SearchField[], term: string): Condition[] {
  return fields.flatMap((field) => {
    if (typeof field === "string") return [{ key: field, operator: "ILIKE" as const, values: [term] }];
    if (field.when && !field.when.test(term)) return [];
    return [{ key: field.field, operator: field.operator, values: [term] }];
  });
}

function isSearchGroup(group: FilterGroup, fields: readonly SearchField[]): boolean {
  const term = group.conditions[0]?.values[0];
  if (group.logic !== "OR" || term === undefined) return false;
  return sameConditions(group.conditions, searchConditions(fields, term));
}

export function readSearch(groups: readonly FilterGroup[], fields: readonly SearchField[]): string {
  if (fields.length === 0) return "";
  const group = groups.find((candidate) => isSearchGroup(candidate, fields));
  return group?.conditions[0]?.values[0] ?? "";
}

/** Why the language cannot carry this search text, or null. */
export function searchTextProblem(text: string): string | null {
  return /[,|]/.test(text) ? 'Search text cannot contain "," or "|".' : null;
}

/** The groups with the search group replaced (or removed when the text is blank). */
export function writeSearch(groups: readonly FilterGroup[], fields: readonly SearchField[], text: string): FilterGroup[] {
  const term = text.trim();
  const others = groups.filter((group) => !isSearchGroup(group, fields));
  if (term === "" || fields.length === 0) return others;
  const problem = searchTextProblem(term);
  if (problem) throw new Error(problem);
  const conditions = searchConditions(fields, term);
  return conditions.length > 0 ? [...others, { logic: "OR", conditions }] : others;
}

// ---- Date ranges --------------------------------------------------------------------------------

/*
 * A date range picked in the admin's calendar becomes `key~BETWEEN~<from>,<to>` with local
 * day bounds and their UTC offset (the server accepts ISO 8601 with an offset), e.g.
 * `createdAt~BETWEEN~2026-01-01T00:00:00+01:00,2026-01-31T23:59:59.999+01:00`, so the last
 * day is included whole. One bound alone uses MORE_THAN_OR_EQUAL / LESS_THAN_OR_EQUAL.
 * Reading takes the date part of each value, so `createdAt~BETWEEN~2026-01-01,2026-01-31`
 * typed by hand reads back too.
 */
export type DateRange = [from: string | null, to: string | null];

const DATE = /^\d{4}-\d{2}-\d{2}/;

function datePart(value: string | undefined): string | null {
  return value !== undefined && DATE.test(value) ? value.slice(0, 10) : null;
}

export function readDateRange(filters: readonly Condition[], key: string): DateRange {
  const owned = conditionsOn(filters, key);
  if (owned.length !== 1) return [null, null];
  const [{ operator, values }] = owned;
  if (operator === "BETWEEN") return [datePart(values[0]), datePart(values[1])];
  if (operator === "MORE_THAN_OR_EQUAL" || operator === "MORE_THAN") return [datePart(values[0]), null];
  if (operator === "LESS_THAN_OR_EQUAL" || operator === "LESS_THAN") return [null, datePart(values[0])];
  return [null, null];
}

/** `2026-01-31` and a time of day → the local instant in ISO 8601 with the local offset. */
export function localDateTime(date: string, time: "start" | "end"): string {
  const [year, month, day] = date.split("-").map(Number);
  const instant = time === "start" ? new Date(year, month - 1, day) : new Date(year, month - 1, day, 23, 59, 59, 999);
  const offsetMinutes = -instant.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  const offset = `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${date}T${time === "start" ? "00:00:00" : "23:59:59.999"}${offset}`;
}

export function dateRangeConditions(key: string, [from, to]: DateRange): Condition[] {
  if (from && to) {
    const [start, end] = from <= to ? [from, to] : [to, from];
    return [{ key, operator: "BETWEEN", values: [localDateTime(start, "start"), localDateTime(end, "end")] }];
  }
  if (from) return [{ key, operator: "MORE_THAN_OR_EQUAL", values: [localDateTime(from, "start")] }];
  if (to) return [{ key, operator: "LESS_THAN_OR_EQUAL", values: [localDateTime(to, "end")] }];
  return [];
}

// ---- Number ranges ------------------------------------------------------------------------------

/** Inclusive bounds of a number range; null: open on that side. */
export type NumberRange = [min: number | null, max: number | null];

function numberValue(value: string | undefined): number | null {
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : null;
}

export function readNumberRange(filters: readonly Condition[], key: string): NumberRange {
  const owned = conditionsOn(filters, key);
  if (owned.length !== 1) return [null, null];
  const [{ operator, values }] = owned;
  if (operator === "BETWEEN") return [numberValue(values[0]), numberValue(values[1])];
  if (operator === "MORE_THAN_OR_EQUAL") return [numberValue(values[0]), null];
  if (operator === "LESS_THAN_OR_EQUAL") return [null, numberValue(values[0])];
  if (operator === "EQUAL") return [numberValue(values[0]), numberValue(values[0])];
  return [null, null];
}

/** `total~BETWEEN~1000,5000`, or one bound alone as a comparison; swapped bounds are put in order. */
export function numberRangeConditions(key: string, [min, max]: NumberRange): Condition[] {
  if (min !== null && max !== null) {
    const [low, high] = min <= max ? [min, max] : [max, min];
    return [{ key, operator: "BETWEEN", values: [String(low), String(high)] }];
  }
  if (min !== null) return [{ key, operator: "MORE_THAN_OR_EQUAL", values: [String(min)] }];
  if (max !== null) return [{ key, operator: "LESS_THAN_OR_EQUAL", values: [String(max)] }];
  return [];
}
