import {
  listQueryErrors as errors,
  parseListQuery,
  type Condition,
  type ListQueryInput,
  type ListQueryParameter,
  type Operator,
  type OrderBy,
  type ParsedListQuery,
} from "../../../common/listQuery/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { isStorableDate, isStorableText } from "../../../common/storable.ts";

export type FieldType = "string" | "int" | "boolean" | "dateTime" | "enum" | "uuid" | "stringList";

export type ListFieldSpec = {
  type: FieldType;
  /** Dotted Prisma path through to-one relations, e.g. "company.name"; defaults to the key. */
  path?: string;
  enumValues?: readonly string[];
  sortable?: boolean;
  /** Defaults to true. */
  filterable?: boolean;
};

/** What one connection lets clients filter, sort and join on. */
export type ListSpec = {
  fields: Record<string, ListFieldSpec>;
  relations?: Record<string, { path: string }>;
  defaultOrderBy: OrderBy[];
  maxLimit?: number;
};

export type PrismaWhere = Record<string, unknown>;
export type PrismaOrderBy = Record<string, unknown>;

export type PrismaListArgs = {
  where: PrismaWhere;
  orderBy: PrismaOrderBy[];
  skip: number;
  take: number;
  parsed: ParsedListQuery;
};

const COMPARISON_OPERATORS: readonly Operator[] = [
  "EQUAL",
  "NOT",
  "BETWEEN",
  "IN",
  "NOT_IN",
  "ANY",
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "MORE_THAN",
  "MORE_THAN_OR_EQUAL",
];

// Mirrors Prisma's filter inputs (BoolFilter has only equals/not, enum filters no ranges, scalar
// lists only has/hasSome), so a combination Prisma would reject at run time is a ListQueryError here.
const OPERATORS_BY_TYPE: Record<FieldType, readonly Operator[]> = {
  string: [...COMPARISON_OPERATORS, "LIKE", "ILIKE"],
  int: COMPARISON_OPERATORS,
  dateTime: COMPARISON_OPERATORS,
  uuid: COMPARISON_OPERATORS,
  enum: ["EQUAL", "NOT", "IN", "NOT_IN", "ANY"],
  boolean: ["EQUAL", "NOT"],
  stringList: ["EQUAL", "ANY"],
};

export function listQueryToPrisma(spec: ListSpec, input: ListQueryInput): PrismaListArgs {
  const parsed = parseListQuery(input, {
    fields: { whitelist: Object.keys(spec.fields) },
    relations: { whitelist: Object.keys(spec.relations ?? {}) },
    maxLimit: spec.maxLimit,
  });
  rejectUnfilterableFields(spec, parsed);
  rejectUnsortableFields(spec, parsed.orderBy);

  const conditions: PrismaWhere[] = [
    ...parsed.filters.map((condition) => conditionWhere(spec, condition, "filters")),
    ...parsed.filterGroups.map((group) => ({
      [group.logic]: group.conditions.map((condition) => conditionWhere(spec, condition, "filterGroups")),
    })),
    ...parsed.relations
      .filter((relation) => relation.joinType === "INNER" || relation.joinType === "INNER_SELECT")
      .map((relation) => nestAlongPath(relationPath(spec, relation.name), { isNot: null })),
  ];

  return {
    where: conditions.length === 0 ? {} : { AND: conditions },
    orderBy: prismaOrderBy(spec, parsed.orderBy.length > 0 ? parsed.orderBy : spec.defaultOrderBy),
    skip: parsed.offset,
    take: parsed.limit,
    parsed,
  };
}

function rejectUnfilterableFields(spec: ListSpec, parsed: ParsedListQuery): void {
  const used = [
    ...parsed.filters.map(({ key }) => ({ field: key, parameter: "filters" as const })),
    ...parsed.filterGroups.flatMap((group) =>
      group.conditions.map(({ key }) => ({ field: key, parameter: "filterGroups" as const })),
    ),
  ];
  const offending = used.filter(({ field }) => spec.fields[field].filterable === false);
  if (offending.length > 0) {
    throw errors.fieldsNotWhitelisted(offending[0].parameter, unique(offending.map(({ field }) => field)));
  }
}

function rejectUnsortableFields(spec: ListSpec, orderBy: OrderBy[]): void {
  const offending = orderBy.filter(({ field }) => spec.fields[field].sortable !== true).map(({ field }) => field);
  if (offending.length > 0) throw errors.fieldsNotWhitelisted("orderBy", unique(offending));
}

function conditionWhere(spec: ListSpec, { key, operator, values }: Condition, parameter: ListQueryParameter) {
  const field = spec.fields[key];
  if (!OPERATORS_BY_TYPE[field.type].includes(operator)) throw errors.invalidFieldOperator(parameter, operator, key);
  const converted = values.map((value) => {
    const result = convertValue(field, value);
    if (result === undefined) throw errors.invalidFieldValue(parameter, value, key);
    return result;
  });
  return nestAlongPath(field.path ?? key, fieldFilter(operator, converted, field.type));
}

function fieldFilter(operator: Operator, values: unknown[], type: FieldType): PrismaWhere {
  const [first, second] = values;
  switch (operator) {
    case "EQUAL":
      return type === "stringList" ? { has: first } : { equals: first };
    case "NOT":
      return { not: first };
    case "LIKE":
      return { contains: literalPattern(first as string) };
    case "ILIKE":
      return { contains: literalPattern(first as string), mode: "insensitive" };
    case "BETWEEN":
      return { gte: first, lte: second };
    case "IN":
      return { in: values };
    case "NOT_IN":
      return { notIn: values };
    case "ANY":
      return type === "stringList" ? { hasSome: values } : { in: values };
    case "LESS_THAN":
      return { lt: first };
    case "LESS_THAN_OR_EQUAL":
      return { lte: first };
    case "MORE_THAN":
      return { gt: first };
    case "MORE_THAN_OR_EQUAL":
      return { gte: first };
  }
}

/**
 * LIKE and ILIKE mean "contains this text": Prisma's `contains` puts the value between % signs but
 * passes its own % and _ on as wildcards (and a trailing \ fails in PostgreSQL), so they are
 * escaped with PostgreSQL's default LIKE escape character.
 */
function literalPattern(value: string): string {
  return value.replace(/[\\%_]/g, "\\$&");
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** The value as Prisma expects it for the field, or undefined when the text does not convert. */
function convertValue(field: ListFieldSpec, value: string): unknown {
  switch (field.type) {
    case "string":
    case "stringList":
      return isStorableText(value) ? value : undefined;
    case "int": {
      // Prisma's Int is 32-bit; a larger number would fail inside Prisma instead of here.
      const number = /^-?\d+$/.test(value) ? Number(value) + 0 : Number.NaN;
      return number >= INT32_MIN && number <= INT32_MAX ? number : undefined;
    }
    case "boolean":
      return value === "true" ? true : value === "false" ? false : undefined;
    case "dateTime":
      return parseIsoDateTime(value);
    case "enum":
      return field.enumValues?.includes(value) ? value : undefined;
    case "uuid":
      return isUuid(value) ? value : undefined;
  }
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/**
 * `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time with seconds and fraction optional.
 * A date-time must carry Z or an offset: without one, its meaning would depend on the server's zone.
 * The fields are range-checked because Date parsing accepts "2026-02-30" and "24:00".
 */
function parseIsoDateTime(value: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = "0", minute = "0", second = "0", offsetHour = "0", offsetMinute = "0"] = match;
  const inRange = (text: string, max: number, min = 0) => Number(text) >= min && Number(text) <= max;
  const valid =
    inRange(month, 12, 1) &&
    inRange(day, daysInMonth(Number(year), Number(month)), 1) &&
    inRange(hour, 23) &&
    inRange(minute, 59) &&
    inRange(second, 59) &&
    inRange(offsetHour, 23) &&
    inRange(offsetMinute, 59);
  const date = new Date(value);
  return valid && isStorableDate(date) ? date : undefined;
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function prismaOrderBy(spec: ListSpec, orderBy: OrderBy[]): PrismaOrderBy[] {
  const prismaOrder = orderBy.map(({ field, direction }) =>
    nestAlongPath(spec.fields[field]?.path ?? field, direction === "ASC" ? "asc" : "desc"),
  );
  // Rows that tie on every requested field would otherwise come back in any order, so pages could overlap.
  const ordersById = prismaOrder.some((entry) => typeof entry.id === "string");
  return ordersById ? prismaOrder : [...prismaOrder, { id: "asc" }];
}

function relationPath(spec: ListSpec, name: string): string {
  // parseListQuery already rejected names that are not keys of spec.relations.
  return spec.relations![name].path;
}

/** `("company.name", leaf)` → `{ company: { name: leaf } }`. */
function nestAlongPath(path: string, leaf: unknown): PrismaWhere {
  const [first, ...rest] = path.split(".");
  return { [first]: rest.length === 0 ? leaf : nestAlongPath(rest.join("."), leaf) };
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}
