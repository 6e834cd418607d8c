/*
 * The inverse of parseListQuery: parseListQuery(serializeListQuery(query)) equals the query.
 * What the syntax cannot carry (see parse.ts) throws the ListQueryError parsing would report
 * for it — e.g. a value containing "," gives "Invalid filter format at position N" — so a
 * table can show one kind of error whichever direction the query travels. Names that hold
 * a separator can never be whitelisted, so they are reported as not whitelisted.
 */
import { listQueryErrors as errors } from "./errors.ts";
import {
  DEFAULT_JOIN_TYPE,
  DEFAULT_LIMIT,
  DEFAULT_OFFSET,
  FILTER_GROUP_LOGICS,
  JOIN_TYPES,
  LIST_OPERATORS,
  OPERATORS,
  ORDER_DIRECTIONS,
  type Condition,
  type FilterGroup,
  type ListQueryInput,
  type OrderBy,
  type ParsedListQuery,
  type Relation,
} from "./types.ts";

/** Omits empty lists and default limit/offset, so a table's URL stays short. */
export function serializeListQuery(query: Partial<ParsedListQuery>): ListQueryInput {
  const input: ListQueryInput = {};
  if (query.filters?.length) input.filters = formatConditions(query.filters, "filters");
  if (query.filterGroups?.length) input.filterGroups = query.filterGroups.map(formatFilterGroup).join("|");
  if (query.relations?.length) input.relations = query.relations.map(formatRelation).join(",");
  if (query.orderBy?.length) input.orderBy = query.orderBy.map(formatOrderBy).join(",");
  if (query.limit !== undefined && query.limit !== DEFAULT_LIMIT) {
    if (!Number.isSafeInteger(query.limit) || query.limit < 1) throw errors.invalidLimit();
    input.limit = String(query.limit);
  }
  if (query.offset !== undefined && query.offset !== DEFAULT_OFFSET) {
    if (!Number.isSafeInteger(query.offset) || query.offset < 0) throw errors.invalidOffset();
    input.offset = String(query.offset);
  }
  return input;
}

/** The 1-based page a row offset falls on. */
export function pageOf(offset: number, limit: number): number {
  return Math.floor(offset / limit) + 1;
}

/** The row offset of a 1-based page, as parseListQuery computes it from `page`. */
export function offsetOfPage(page: number, limit: number): number {
  return (page - 1) * limit;
}

function formatConditions(conditions: Condition[], parameter: "filters" | "filterGroups"): string {
  let position = 1;
  return conditions
    .map((condition) => {
      const text = formatCondition(condition, position, parameter);
      position += Math.max(1, condition.values.length);
      return text;
    })
    .join(",");
}

function formatCondition(
  { key, operator, values }: Condition,
  position: number,
  parameter: "filters" | "filterGroups",
): string {
  if (key === "") throw errors.emptyKeyOrValue(parameter, position);
  // Parsing trims every part, so surrounding whitespace cannot travel.
  if (/[~,]/.test(key) || key !== key.trim()) throw errors.invalidFilterFormat(parameter, position);
  if (!OPERATORS.includes(operator)) throw errors.invalidOperator(parameter, String(operator), position);
  if (operator === "BETWEEN" && values.length !== 2) throw errors.invalidBetweenValues(parameter);
  if (values.length === 0) throw errors.emptyKeyOrValue(parameter, position);
  if (values.length > 1 && !LIST_OPERATORS.includes(operator)) throw errors.invalidFilterFormat(parameter, position + 1);
  values.forEach((value, index) => {
    if (value.trim() === "") throw errors.emptyKeyOrValue(parameter, position + index);
    // Only the first value may hold "~": a later one would read as a new condition.
    if (value.includes(",") || (index > 0 && value.includes("~")) || value !== value.trim()) {
      throw errors.invalidFilterFormat(parameter, position + index);
    }
  });
  const valueList = values.join(",");
  return operator === "EQUAL" && !valueList.includes("~") ? `${key}~${valueList}` : `${key}~${operator}~${valueList}`;
}

function formatFilterGroup({ logic, conditions }: FilterGroup, index: number): string {
  const position = index + 1;
  if (!FILTER_GROUP_LOGICS.includes(logic)) throw errors.invalidFilterGroupLogic(String(logic));
  if (conditions.length === 0) throw errors.invalidFilterGroupFormat(position);
  const text = formatConditions(conditions, "filterGroups");
  if (text.includes("|")) throw errors.invalidFilterGroupFormat(position);
  return `${logic}~${text}`;
}

function formatRelation({ name, joinType }: Relation, index: number): string {
  if (name.trim() === "") throw errors.emptyKeyOrValue("relations", index + 1);
  if (/[~,]/.test(name) || name !== name.trim()) throw errors.relationsNotWhitelisted([name]);
  if (!JOIN_TYPES.includes(joinType)) throw errors.invalidJoinType(String(joinType));
  return joinType === DEFAULT_JOIN_TYPE ? name : `${name}~${joinType}`;
}

function formatOrderBy({ field, direction }: OrderBy, index: number): string {
  if (field.trim() === "") throw errors.emptyKeyOrValue("orderBy", index + 1);
  if (/[~,]/.test(field) || field !== field.trim()) throw errors.fieldsNotWhitelisted("orderBy", [field]);
  if (!ORDER_DIRECTIONS.includes(direction)) throw errors.invalidOrderDirection(String(direction));
  return `${field}~${direction}`;
}
