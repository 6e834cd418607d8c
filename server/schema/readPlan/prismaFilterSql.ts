// Prisma's `where` and `orderBy` as PostgreSQL, for statements written by hand that must select
// and order exactly the rows Prisma would. Anything not translated here gives null, and the caller
// asks Prisma instead: refusing is always safe, a condition that differs from Prisma's is not.
//
// The `where` follows Prisma's own reading of it, quirks included: an AND/OR/NOT nested inside
// another one that is left with no conditions is dropped (so `{ AND: [{ OR: [] }] }` matches every
// row while `{ OR: [] }` matches none), `not: { … }` negates each of its conditions on its own
// (`not: { gte: 1, lte: 5 }` is `< 1 AND > 5`), and `not: value` stays "not equal" at any depth.
// Every condition on a column is the SQL Prisma sends, so it is NULL exactly where Prisma's is.
// Prisma joins a to-one relation (LEFT JOIN); here it is an EXISTS subquery, which is only ever
// true or false, so under an odd number of NOTs the subquery tests `IS NOT FALSE` to keep the
// rows Prisma keeps when its condition on the related row is NULL.
import * as prismaEnums from "../../db/generated/enums.ts";
import { getDatamodel } from "../../db/generated/pothos-types.ts";

/** Collects positional parameters ($1, $2, …) for one statement. */
export class SqlParams {
  constructor(readonly values: unknown[] = []) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** Further parameters for one statement, after these. */
  copy(): SqlParams {
    return new SqlParams([...this.values]);
  }
}

type ModelField = {
  name: string;
  kind: string;
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  relationFromFields?: readonly string[];
};

const models = getDatamodel().datamodel.models as Record<string, { fields: readonly ModelField[] }>;

/** A condition as Prisma builds it, before it is written out. */
type Filter =
  | { kind: "empty" }
  | { kind: "and" | "or" | "not"; filters: Filter[] }
  | { kind: "column"; sql: string }
  | { kind: "related"; relation: ToOne; negated: boolean; inner: Filter };

type ToOne = { model: string; alias: string; idColumn: string; foreignKey: string; parentAlias: string };

const EMPTY: Filter = { kind: "empty" };
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
// PostgreSQL cuts longer identifiers, which could make a subquery's alias its parent's.
const MAX_ALIAS_LENGTH = 63;

const quote = (identifier: string) => `"${identifier}"`;
const column = (alias: string, name: string) => `${quote(alias)}.${quote(name)}`;

/** Thrown inside the translation for anything it does not translate; never escapes this module. */
class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

/**
 * The SQL condition equal to Prisma's `where` for rows of `model` aliased `alias` (written quoted,
 * so declare it quoted or in lower case), or null when `where` uses anything this does not
 * translate. An empty or undefined `where` is "TRUE".
 */
export function whereSql(model: string, alias: string, where: Record<string, unknown> | undefined, params: SqlParams): string | null {
  return translating(params, () => {
    const fields = modelFields(model);
    if (!IDENTIFIER.test(alias)) unsupported();
    return where === undefined ? "TRUE" : render(extractWhere(fields, alias, where, 0, params), true);
  });
}

/**
 * The ORDER BY list (without the keywords) equal to Prisma's `orderBy`, or null. An undefined or
 * empty `orderBy` orders nothing: "".
 */
export function orderBySql(
  model: string,
  alias: string,
  orderBy: Record<string, unknown> | Record<string, unknown>[] | undefined,
  params: SqlParams,
): string | null {
  return translating(params, () => {
    const fields = modelFields(model);
    if (!IDENTIFIER.test(alias)) unsupported();
    const entries = orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
    return entries.map((entry) => orderTerm(fields, alias, entry)).join(", ");
  });
}

/** Runs a translation; on refusal, takes back the parameters it added and answers null. */
function translating(params: SqlParams, translate: () => string): string | null {
  const added = params.values.length;
  try {
    return translate();
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    params.values.length = added;
    return null;
  }
}

function modelFields(model: string): readonly ModelField[] {
  return Object.hasOwn(models, model) ? models[model].fields : unsupported();
}

function fieldOf(fields: readonly ModelField[], name: string): ModelField {
  return fields.find((field) => field.name === name) ?? unsupported();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The keys Prisma reads: the client leaves out those whose value is undefined. */
const definedEntries = (object: Record<string, unknown>) => Object.entries(object).filter(([, value]) => value !== undefined);

/** Prisma's list of conditions as one: none is "empty", one is itself, more are ANDed. */
function allOf(filters: Filter[]): Filter {
  const kept = filters.filter((filter) => filter.kind !== "empty");
  return kept.length === 0 ? EMPTY : kept.length === 1 ? kept[0] : { kind: "and", filters: kept };
}

// ---- where ---------------------------------------------------------------------------------

function extractWhere(fields: readonly ModelField[], alias: string, where: unknown, depth: number, params: SqlParams): Filter {
  if (!isPlainObject(where)) unsupported();
  return allOf(
    definedEntries(where as Record<string, unknown>).map(([key, value]) =>
      key === "AND" || key === "OR" || key === "NOT"
        ? extractGroup(fields, alias, key, value, depth, params)
        : extractField(fields, alias, fieldOf(fields, key), value, params),
    ),
  );
}

function extractGroup(fields: readonly ModelField[], alias: string, key: "AND" | "OR" | "NOT", value: unknown, depth: number, params: SqlParams): Filter {
  // Prisma's OR takes a list only; AND and NOT take an object as a list of one.
  if (!Array.isArray(value) && (key === "OR" || !isPlainObject(value))) unsupported();
  const filters = (Array.isArray(value) ? value : [value])
    .map((element) => extractWhere(fields, alias, element, depth + 1, params))
    .filter((filter) => filter.kind !== "empty");
  const kind = key === "AND" ? "and" : key === "OR" ? "or" : "not";
  // A group left with nothing is kept only in the outermost where (or a relation's).
  if (filters.length === 0) return depth === 0 ? { kind, filters } : EMPTY;
  if (filters.length === 1 && kind !== "not") return filters[0];
  return { kind, filters };
}

function extractField(fields: readonly ModelField[], alias: string, field: ModelField, value: unknown, params: SqlParams): Filter {
  if (field.kind === "object") return extractRelation(alias, field, fields, value, params);
  if (field.kind !== "scalar" && field.kind !== "enum") unsupported();
  return extractScalar(column(alias, field.name), field, value, params);
}

// ---- relations -----------------------------------------------------------------------------

function toOne(parentAlias: string, field: ModelField, fields: readonly ModelField[]): ToOne {
  // Only the side holding the foreign key: its target is the related model's id.
  if (field.isList || field.relationFromFields?.length !== 1) unsupported();
  const foreignKey = fieldOf(fields, field.relationFromFields![0]);
  const idField = modelFields(field.type).find((candidate) => candidate.isId) ?? unsupported();
  const alias = `${parentAlias}_${field.name}`;
  if (alias.length > MAX_ALIAS_LENGTH || !IDENTIFIER.test(alias)) unsupported();
  return { model: field.type, alias, idColumn: idField.name, foreignKey: foreignKey.name, parentAlias };
}

function extractRelation(alias: string, field: ModelField, fields: readonly ModelField[], value: unknown, params: SqlParams): Filter {
  const relation = toOne(alias, field, fields);
  const isNull = (): Filter => (field.isRequired ? unsupported() : { kind: "column", sql: `${column(alias, relation.foreignKey)} IS NULL` });
  const related = (negated: boolean, where: unknown): Filter => ({
    kind: "related",
    relation,
    negated,
    inner: extractWhere(modelFields(relation.model), relation.alias, where, 0, params),
  });
  if (value === null) return isNull();
  if (!isPlainObject(value)) unsupported();
  const entries = definedEntries(value as Record<string, unknown>);
  const envelope = entries.filter(([key]) => key === "is" || key === "isNot");
  // `{ is, isNot }` (an empty object counts as one) or else a where on the related row.
  if (envelope.length === 0 && entries.length > 0) return related(false, value);
  if (envelope.length !== entries.length) unsupported();
  return allOf(
    envelope.map(([key, inner]) => {
      if (key === "is") return inner === null ? isNull() : related(false, inner);
      return inner === null ? { kind: "not", filters: [isNull()] } : related(true, inner);
    }),
  );
}

// ---- scalar columns ------------------------------------------------------------------------

type Operation =
  | "equals"
  | "notEquals"
  | "in"
  | "notIn"
  | "lt"
  | "lte"
  | "gt"
  | "gte"
  | "contains"
  | "notContains"
  | "startsWith"
  | "notStartsWith"
  | "endsWith"
  | "notEndsWith"
  | "has"
  | "hasSome";
type Condition = { operation: Operation; value: unknown };

// Each operation a filter object names, and what it becomes inside `not: { … }` as Prisma reverses it.
const REVERSED: Record<string, Operation> = {
  equals: "notEquals",
  in: "notIn",
  notIn: "in",
  lt: "gte",
  lte: "gt",
  gt: "lte",
  gte: "lt",
  contains: "notContains",
  startsWith: "notStartsWith",
  endsWith: "notEndsWith",
};
const anywhere = (parameter: string) => `('%' || ${parameter} || '%')`;
const atStart = (parameter: string) => `(${parameter} || '%')`;
const atEnd = (parameter: string) => `('%' || ${parameter})`;
// As Prisma writes them: the value's own % and _ stay wildcards.
const LIKE_PATTERNS: Partial<Record<Operation, { pattern: (parameter: string) => string; negated: boolean }>> = {
  contains: { pattern: anywhere, negated: false },
  notContains: { pattern: anywhere, negated: true },
  startsWith: { pattern: atStart, negated: false },
  notStartsWith: { pattern: atStart, negated: true },
  endsWith: { pattern: atEnd, negated: false },
  notEndsWith: { pattern: atEnd, negated: true },
};
const LIKE_OPERATIONS = new Set(Object.keys(LIKE_PATTERNS));
const RANGE_OPERATIONS = new Set<Operation>(["lt", "lte", "gt", "gte"]);
const LIST_OPERATIONS = new Set<Operation>(["has", "hasSome"]);
// Json, Decimal, BigInt and Bytes have filters of their own (Json's null is not SQL's): not translated.
const COMPARABLE_TYPES = new Set(["String", "Int", "Float", "Boolean", "DateTime"]);

function extractScalar(sqlColumn: string, field: ModelField, value: unknown, params: SqlParams): Filter {
  if (!isPlainObject(value)) {
    return conditionFilter(sqlColumn, field, { operation: "equals", value }, false, params);
  }
  const { mode, ...filter } = value as Record<string, unknown>;
  if (mode !== undefined && (field.type !== "String" || (mode !== "default" && mode !== "insensitive"))) unsupported();
  const conditions = parseConditions(filter, false);
  return allOf(conditions.map((condition) => conditionFilter(sqlColumn, field, condition, mode === "insensitive", params)));
}

/** Prisma's scalar filter object as its list of conditions; `reverse` inside `not: { … }`. */
function parseConditions(filter: Record<string, unknown>, reverse: boolean): Condition[] {
  return definedEntries(filter).flatMap(([key, value]): Condition[] => {
    if (key === "not") {
      if (!isPlainObject(value)) return [{ operation: "notEquals", value }];
      if ("mode" in value) unsupported();
      return parseConditions(value as Record<string, unknown>, !reverse);
    }
    if (key === "has" || key === "hasSome") {
      // Prisma does not reverse these inside `not`.
      return reverse ? unsupported() : [{ operation: key, value }];
    }
    if (!Object.hasOwn(REVERSED, key)) unsupported();
    return [{ operation: reverse ? REVERSED[key] : (key as Operation), value }];
  });
}

function conditionFilter(sqlColumn: string, field: ModelField, { operation, value }: Condition, insensitive: boolean, params: SqlParams): Filter {
  const sql = (text: string): Filter => ({ kind: "column", sql: text });
  if (field.kind === "scalar" && !COMPARABLE_TYPES.has(field.type)) unsupported();
  if (field.isList !== LIST_OPERATIONS.has(operation)) unsupported();
  if (insensitive && !LIKE_OPERATIONS.has(operation)) unsupported();
  if (LIKE_OPERATIONS.has(operation) && field.type !== "String") unsupported();
  // Prisma's filters on enums offer neither ranges nor patterns, and on booleans only (not) equals.
  if (RANGE_OPERATIONS.has(operation) && field.kind === "enum") unsupported();
  if (field.type === "Boolean" && operation !== "equals" && operation !== "notEquals") unsupported();
  switch (operation) {
    case "equals":
    case "notEquals": {
      if (value === null) {
        if (field.isRequired) unsupported();
        return sql(`${sqlColumn} IS ${operation === "equals" ? "" : "NOT "}NULL`);
      }
      return sql(`${sqlColumn} ${operation === "equals" ? "=" : "<>"} ${comparedValue(field, value, params)}`);
    }
    case "in":
    case "notIn": {
      if (!Array.isArray(value)) unsupported();
      const values = (value as unknown[]).map((element) => columnValue(field, element));
      if (values.length === 0) return sql(operation === "in" ? "FALSE" : "TRUE");
      return sql(operation === "in" ? `${sqlColumn} = ANY(${params.add(values)})` : `${sqlColumn} <> ALL(${params.add(values)})`);
    }
    case "lt":
      return sql(`${sqlColumn} < ${params.add(columnValue(field, value))}`);
    case "lte":
      return sql(`${sqlColumn} <= ${params.add(columnValue(field, value))}`);
    case "gt":
      return sql(`${sqlColumn} > ${params.add(columnValue(field, value))}`);
    case "gte":
      return sql(`${sqlColumn} >= ${params.add(columnValue(field, value))}`);
    case "has":
      return sql(`${sqlColumn} @> ${params.add([columnValue(field, value)])}`);
    case "hasSome": {
      if (!Array.isArray(value)) unsupported();
      return sql(`${sqlColumn} && ${params.add((value as unknown[]).map((element) => columnValue(field, element)))}`);
    }
    default:
      return sql(likeCondition(sqlColumn, operation, columnValue(field, value), insensitive, params));
  }
}

function likeCondition(sqlColumn: string, operation: Operation, value: unknown, insensitive: boolean, params: SqlParams): string {
  const { pattern, negated } = LIKE_PATTERNS[operation]!;
  const operator = `${negated ? "NOT " : ""}${insensitive ? "ILIKE" : "LIKE"}`;
  return `${insensitive ? sqlColumn : `${sqlColumn}::text`} ${operator} ${pattern(params.add(value))}`;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** One value of the column's type as the driver's parameter; refuses what Prisma would not accept. */
const enumValues = new Map(Object.entries(prismaEnums as Record<string, Record<string, string>>).map(([name, values]) => [name, new Set(Object.values(values))]));

/**
 * A value a column is compared with: a boolean or one of the column's enum values written in the
 * statement, as the constant it is (a statement without parameters is one message to PostgreSQL,
 * not five), anything else as a parameter.
 */
function comparedValue(field: ModelField, value: unknown, params: SqlParams): string {
  const checked = columnValue(field, value);
  if (typeof checked === "boolean") return checked ? "TRUE" : "FALSE";
  if (field.kind === "enum" && enumValues.get(field.type)?.has(checked as string)) return `'${checked as string}'`;
  return params.add(checked);
}

function columnValue(field: ModelField, value: unknown): unknown {
  if (field.kind === "enum") return typeof value === "string" ? value : unsupported();
  switch (field.type) {
    case "String":
      return typeof value === "string" ? value : unsupported();
    case "Int":
      return Number.isInteger(value) && (value as number) >= INT32_MIN && (value as number) <= INT32_MAX ? value : unsupported();
    case "Float":
      return Number.isFinite(value) ? value : unsupported();
    case "Boolean":
      return typeof value === "boolean" ? value : unsupported();
    case "DateTime":
      return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : unsupported();
    default:
      return unsupported();
  }
}

// ---- writing the condition -----------------------------------------------------------------

/**
 * `positive`: the condition is true exactly where Prisma's is (what WHERE keeps); otherwise, under
 * an odd number of NOTs, it is false exactly where Prisma's is (what the NOT around it turns into true).
 */
function render(filter: Filter, positive: boolean): string {
  switch (filter.kind) {
    case "empty":
      return "TRUE";
    case "column":
      return `(${filter.sql})`;
    case "and":
      return filter.filters.length === 0 ? "TRUE" : `(${filter.filters.map((inner) => render(inner, positive)).join(" AND ")})`;
    case "or":
      return filter.filters.length === 0 ? "FALSE" : `(${filter.filters.map((inner) => render(inner, positive)).join(" OR ")})`;
    case "not":
      return filter.filters.length === 0 ? "TRUE" : `(${filter.filters.map((inner) => `NOT ${render(inner, !positive)}`).join(" AND ")})`;
    case "related":
      return renderRelated(filter.relation, filter.negated, filter.inner, positive);
  }
}

/**
 * Prisma's `is` is "a related row exists and the condition holds on it"; its `isNot` is "no related
 * row, or the condition does not hold on it", where a NULL condition counts as neither.
 */
function renderRelated(relation: ToOne, negated: boolean, inner: Filter, positive: boolean): string {
  const { model, alias, idColumn, foreignKey, parentAlias } = relation;
  const join = `SELECT 1 FROM ${quote(model)} AS ${quote(alias)} WHERE ${column(alias, idColumn)} = ${column(parentAlias, foreignKey)}`;
  // Whether the subquery must find a row where the condition is true (else one where it is not false).
  const wantsTrue = positive !== negated;
  const condition = inner.kind === "empty" ? "" : wantsTrue ? ` AND ${render(inner, true)}` : ` AND ${render(inner, false)} IS NOT FALSE`;
  return `(${negated ? "NOT " : ""}EXISTS (${join}${condition}))`;
}

// ---- orderBy -------------------------------------------------------------------------------

function orderTerm(fields: readonly ModelField[], alias: string, entry: unknown): string {
  const { expression, direction } = orderKey(fields, alias, entry);
  return `${expression} ${direction}`;
}

function orderKey(fields: readonly ModelField[], alias: string, entry: unknown): { expression: string; direction: "ASC" | "DESC" } {
  if (!isPlainObject(entry)) unsupported();
  const entries = definedEntries(entry as Record<string, unknown>);
  if (entries.length !== 1) unsupported();
  const [name, value] = entries[0];
  const field = fieldOf(fields, name);
  if (field.kind === "object") {
    const relation = toOne(alias, field, fields);
    const { expression, direction } = orderKey(modelFields(relation.model), relation.alias, value);
    // The related row's value, or NULL without one, as Prisma's LEFT JOIN gives it.
    const from = `FROM ${quote(relation.model)} AS ${quote(relation.alias)} WHERE ${column(relation.alias, relation.idColumn)} = ${column(alias, relation.foreignKey)}`;
    return { expression: `(SELECT ${expression} ${from})`, direction };
  }
  const orderable = field.kind === "enum" || (field.kind === "scalar" && COMPARABLE_TYPES.has(field.type));
  if (!orderable || field.isList) unsupported();
  // `{ sort, nulls }` would need NULLS FIRST/LAST of its own: not translated.
  if (value !== "asc" && value !== "desc") unsupported();
  return { expression: column(alias, field.name), direction: value === "asc" ? "ASC" : "DESC" };
}
