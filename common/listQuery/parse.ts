/*
 * Grammar (the caller has already URL-decoded every parameter):
 *
 *   filters      = condition { "," condition }        (present but empty is an error)
 *   condition    = key "~" value                      (operator EQUAL)
 *                | key "~" operator "~" value { "," value }
 *   filterGroups = group { "|" group }
 *   group        = ("AND" | "OR") "~" filters
 *   relations    = relation { "," relation },  relation = name [ "~" joinType ]   (LEFT_SELECT when left out)
 *   orderBy      = order { "," order },        order    = field "~" ("ASC" | "DESC")
 *
 * Every part (key, operator, value, name, join type, field, direction, logic) is trimmed of
 * surrounding whitespace, so ` firstName ~ EQUAL ~ test ` is the condition firstName EQUAL test.
 *
 * Splitting a condition: the key ends at the first "~". If the rest holds another "~",
 * the text before it must be an operator and everything after it is the value, which
 * may therefore contain "~" (`note~EQUAL~a~b` has the value "a~b"; `note~a~b` is an
 * invalid operator "a"). Otherwise the rest is the value of an EQUAL condition.
 * A comma-separated segment without "~" continues the value list of the condition
 * before it, which only BETWEEN, IN, NOT_IN and ANY accept; so values never contain
 * ",", and only a condition's first value may contain "~".
 *
 * Positions in messages are 1-based indexes of comma-separated segments (of filter
 * groups for the group messages), so they point at the text at fault.
 * Keywords (operators, join types, directions, logics) are ASCII-case-insensitive.
 */
import { listQueryErrors as errors, type ListQueryParameter } from "./errors.ts";
import {
  DEFAULT_JOIN_TYPE,
  DEFAULT_LIMIT,
  DEFAULT_MAX_LIMIT,
  DEFAULT_OFFSET,
  FILTER_GROUP_LOGICS,
  JOIN_TYPES,
  LEGACY_JOIN_TYPE,
  LIST_OPERATORS,
  OPERATORS,
  ORDER_DIRECTIONS,
  type Condition,
  type FilterGroup,
  type JoinType,
  type ListQueryInput,
  type ListQueryOptions,
  type NameRules,
  type OrderBy,
  type ParsedListQuery,
  type Relation,
} from "./types.ts";

export function parseListQuery(input: ListQueryInput, options: ListQueryOptions = {}): ParsedListQuery {
  // An absent parameter filters nothing; one that is present must hold a condition.
  const filters = input.filters === undefined || input.filters === null ? [] : parseConditions(input.filters, "filters", { required: true });
  const filterGroups = parseFilterGroups(input.filterGroups ?? "");
  const relations = parseRelations(input.relations ?? "");
  const orderBy = parseOrderBy(input.orderBy ?? "");

  checkFieldNames(
    [
      ...filters.map((condition) => ({ name: condition.key, parameter: "filters" as const })),
      ...filterGroups.flatMap((group) =>
        group.conditions.map((condition) => ({ name: condition.key, parameter: "filterGroups" as const })),
      ),
      ...orderBy.map((order) => ({ name: order.field, parameter: "orderBy" as const })),
    ],
    options.fields,
  );
  checkRelationNames(
    relations.map((relation) => relation.name),
    options.relations,
  );

  const limit = parseLimit(input.limit, options.maxLimit ?? DEFAULT_MAX_LIMIT);
  const offset = parseOffset(input.offset);
  const pageOffset = input.page === undefined || input.page === null ? undefined : parsePageOffset(input.page, limit);
  return { filters, filterGroups, relations, orderBy, limit, offset: pageOffset ?? offset };
}

function parseConditions(text: string, parameter: "filters" | "filterGroups", options: { required?: boolean } = {}): Condition[] {
  if (text.trim() === "" && !options.required) return [];
  const conditions: { condition: Condition; position: number }[] = [];
  text.split(",").forEach((rawSegment, index) => {
    const position = index + 1;
    const segment = rawSegment.trim();
    if (segment === "") throw errors.emptyKeyOrValue(parameter, position);
    if (segment.includes("~")) {
      const previous = conditions.at(-1);
      if (previous) checkValueCount(previous.condition, parameter);
      conditions.push({ condition: parseCondition(segment, position, parameter), position });
      return;
    }
    const current = conditions.at(-1)?.condition;
    if (!current || !LIST_OPERATORS.includes(current.operator)) throw errors.invalidFilterFormat(parameter, position);
    current.values.push(segment);
  });
  const last = conditions.at(-1);
  if (last) checkValueCount(last.condition, parameter);
  return conditions.map(({ condition }) => condition);
}

function parseCondition(segment: string, position: number, parameter: ListQueryParameter): Condition {
  const key = before(segment, "~").trim();
  const rest = after(segment, "~");
  const hasOperator = rest.includes("~");
  const operatorText = hasOperator ? before(rest, "~").trim() : "EQUAL";
  const value = (hasOperator ? after(rest, "~") : rest).trim();
  if (key === "") throw errors.emptyKeyOrValue(parameter, position);
  if (operatorText === "") throw errors.invalidFilterFormat(parameter, position);
  const operator = keyword(operatorText, OPERATORS);
  if (!operator) throw errors.invalidOperator(parameter, operatorText, position);
  if (value === "") throw errors.emptyKeyOrValue(parameter, position);
  return { key, operator, values: [value] };
}

// Single-valued operators never reach here with extra values: those are rejected as they appear.
function checkValueCount(condition: Condition, parameter: ListQueryParameter): void {
  if (condition.operator === "BETWEEN" && condition.values.length !== 2) throw errors.invalidBetweenValues(parameter);
}

function parseFilterGroups(text: string): FilterGroup[] {
  if (text === "") return [];
  return text.split("|").map((group, index) => {
    const position = index + 1;
    const logicText = before(group, "~").trim();
    const conditionsText = after(group, "~");
    if (!group.includes("~") || logicText === "" || conditionsText.trim() === "") {
      throw errors.invalidFilterGroupFormat(position);
    }
    const logic = keyword(logicText, FILTER_GROUP_LOGICS);
    if (!logic) throw errors.invalidFilterGroupLogic(logicText);
    return { logic, conditions: parseConditions(conditionsText, "filterGroups") };
  });
}

function parseRelations(text: string): Relation[] {
  return parseNamedList(text, "relations").map(({ name, suffix }) => {
    if (suffix === undefined) return { name, joinType: DEFAULT_JOIN_TYPE };
    const joinType: JoinType | undefined = keyword(suffix, [LEGACY_JOIN_TYPE]) ? "LEFT_SELECT" : keyword(suffix, JOIN_TYPES);
    if (!joinType) throw errors.invalidJoinType(suffix);
    return { name, joinType };
  });
}

function parseOrderBy(text: string): OrderBy[] {
  return parseNamedList(text, "orderBy").map(({ name, suffix }, index) => {
    if (suffix === undefined) throw errors.invalidFilterFormat("orderBy", index + 1);
    const direction = keyword(suffix, ORDER_DIRECTIONS);
    if (!direction) throw errors.invalidOrderDirection(suffix);
    return { field: name, direction };
  });
}

/** Splits `name[~suffix],...`; the suffix is everything after the first "~". */
function parseNamedList(text: string, parameter: "relations" | "orderBy"): { name: string; suffix?: string }[] {
  if (text.trim() === "") return [];
  return text.split(",").map((segment, index) => {
    const name = before(segment, "~").trim();
    const suffix = segment.includes("~") ? after(segment, "~").trim() : undefined;
    if (name === "" || suffix === "") throw errors.emptyKeyOrValue(parameter, index + 1);
    return { name, suffix };
  });
}

type NameOccurrence = { name: string; parameter: ListQueryParameter };

function checkFieldNames(occurrences: NameOccurrence[], rules: NameRules | undefined): void {
  const blacklisted = offenders(occurrences, (name) => rules?.blacklist?.includes(name) ?? false);
  if (blacklisted.length > 0) {
    throw errors.fieldsBlacklisted(blacklisted[0].parameter, names(blacklisted));
  }
  const notWhitelisted = offenders(occurrences, (name) => !(rules?.whitelist?.includes(name) ?? true));
  if (notWhitelisted.length > 0) {
    throw errors.fieldsNotWhitelisted(notWhitelisted[0].parameter, names(notWhitelisted));
  }
}

function checkRelationNames(relationNames: string[], rules: NameRules | undefined): void {
  const occurrences = relationNames.map((name) => ({ name, parameter: "relations" as const }));
  const blacklisted = offenders(occurrences, (name) => rules?.blacklist?.includes(name) ?? false);
  if (blacklisted.length > 0) throw errors.relationsBlacklisted(names(blacklisted));
  const notWhitelisted = offenders(occurrences, (name) => !(rules?.whitelist?.includes(name) ?? true));
  if (notWhitelisted.length > 0) throw errors.relationsNotWhitelisted(names(notWhitelisted));
}

/** Offending occurrences, each name once, in order of first appearance. */
function offenders(occurrences: NameOccurrence[], isOffending: (name: string) => boolean): NameOccurrence[] {
  const seen = new Set<string>();
  return occurrences.filter(({ name }) => {
    if (seen.has(name) || !isOffending(name)) return false;
    seen.add(name);
    return true;
  });
}

function names(occurrences: NameOccurrence[]): string[] {
  return occurrences.map(({ name }) => name);
}

function parseLimit(value: unknown, maxLimit: number): number {
  const limit = parseCount(value, DEFAULT_LIMIT);
  if (limit === undefined || limit < 1 || limit > maxLimit) throw errors.invalidLimit();
  return limit;
}

function parseOffset(value: unknown): number {
  const offset = parseCount(value, DEFAULT_OFFSET);
  if (offset === undefined) throw errors.invalidOffset();
  return offset;
}

function parsePageOffset(value: unknown, limit: number): number {
  const page = parseCount(value, undefined);
  const offset = page === undefined ? undefined : (page - 1) * limit;
  if (offset === undefined || offset < 0 || !Number.isSafeInteger(offset)) throw errors.invalidPage();
  return offset;
}

/** A non-negative safe integer from digits or a number; `fallback` when absent, undefined when invalid. */
function parseCount(value: unknown, fallback: number | undefined): number | undefined {
  if (value === undefined || value === null) return fallback;
  // Signs, decimals, exponents and whitespace are rejected: a count is plain digits.
  const count = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) return undefined;
  return count + 0; // normalises -0
}

/** Matches a keyword ASCII-case-insensitively (so no Unicode case folding turns "ſ" into "S"). */
function keyword<const T extends string>(text: string, keywords: readonly T[]): T | undefined {
  if (!/^[A-Za-z_]+$/.test(text)) return undefined;
  const upper = text.toUpperCase();
  return keywords.find((candidate) => candidate === upper);
}

function before(text: string, separator: string): string {
  const index = text.indexOf(separator);
  return index === -1 ? text : text.slice(0, index);
}

function after(text: string, separator: string): string {
  const index = text.indexOf(separator);
  return index === -1 ? "" : text.slice(index + 1);
}
