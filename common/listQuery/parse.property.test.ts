import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FILTER_GROUP_LOGICS,
  JOIN_TYPES,
  LIST_OPERATORS,
  ListQueryError,
  OPERATORS,
  ORDER_DIRECTIONS,
  parseListQuery,
  serializeListQuery,
  type Condition,
  type ListQueryInput,
  type ListQueryOptions,
  type ListQueryParameter,
  type ParsedListQuery,
} from "./index.ts";

// The specification's messages, each with the parameters it may be about.
const position = "[1-9][0-9]*";
const CATALOGUE: { pattern: RegExp; parameters: ListQueryParameter[] }[] = [
  { pattern: new RegExp(`^Invalid filter format at position ${position}$`), parameters: ["filters", "filterGroups", "orderBy"] },
  {
    pattern: new RegExp(`^Empty key or value at position ${position}$`),
    parameters: ["filters", "filterGroups", "relations", "orderBy"],
  },
  { pattern: new RegExp(`^Invalid operator [\\s\\S]+ at position ${position}$`), parameters: ["filters", "filterGroups"] },
  { pattern: /^BETWEEN operator requires exactly 2 comma-separated values$/, parameters: ["filters", "filterGroups"] },
  { pattern: /^The following fields are (blacklisted|not whitelisted): [\s\S]+$/, parameters: ["filters", "filterGroups", "orderBy"] },
  { pattern: /^The following relations are (blacklisted|not whitelisted): [\s\S]+$/, parameters: ["relations"] },
  { pattern: /^Invalid limit value$/, parameters: ["limit"] },
  { pattern: /^Invalid offset value$/, parameters: ["offset"] },
  { pattern: /^Invalid page value$/, parameters: ["page"] },
  { pattern: /^Invalid order direction [\s\S]+$/, parameters: ["orderBy"] },
  { pattern: /^Invalid join type [\s\S]+$/, parameters: ["relations"] },
  { pattern: /^Invalid filter group logic [\s\S]+$/, parameters: ["filterGroups"] },
  { pattern: new RegExp(`^Invalid filter group format at position ${position}$`), parameters: ["filterGroups"] },
];

function expectCatalogueError(error: unknown): void {
  expect(error).toBeInstanceOf(ListQueryError);
  const { message, parameter } = error as ListQueryError;
  const entry = CATALOGUE.find(({ pattern }) => pattern.test(message));
  expect(entry, message).toBeDefined();
  expect(entry?.parameters).toContain(parameter);
}

const trimmed = (text: string) => expect(text).toBe(text.trim());

function expectWellFormedCondition(condition: Condition): void {
  expect(condition.key).not.toBe("");
  trimmed(condition.key);
  condition.values.forEach(trimmed);
  expect(condition.key).not.toMatch(/[~,]/);
  expect(OPERATORS).toContain(condition.operator);
  const expectedCount = condition.operator === "BETWEEN" ? 2 : LIST_OPERATORS.includes(condition.operator) ? undefined : 1;
  if (expectedCount === undefined) expect(condition.values.length).toBeGreaterThan(0);
  else expect(condition.values).toHaveLength(expectedCount);
  condition.values.forEach((value, index) => {
    expect(value).not.toBe("");
    expect(value).not.toContain(",");
    if (index > 0) expect(value).not.toContain("~");
  });
}

function allowed(name: string, rules: { whitelist?: readonly string[]; blacklist?: readonly string[] } | undefined) {
  return !(rules?.blacklist?.includes(name) ?? false) && (rules?.whitelist?.includes(name) ?? true);
}

function expectWellFormed(query: ParsedListQuery, options: ListQueryOptions): void {
  query.filters.forEach(expectWellFormedCondition);
  for (const group of query.filterGroups) {
    expect(FILTER_GROUP_LOGICS).toContain(group.logic);
    expect(group.conditions.length).toBeGreaterThan(0);
    group.conditions.forEach(expectWellFormedCondition);
  }
  for (const relation of query.relations) {
    expect(relation.name).not.toBe("");
    expect(JOIN_TYPES).toContain(relation.joinType);
    expect(allowed(relation.name, options.relations)).toBe(true);
  }
  for (const order of query.orderBy) {
    expect(order.field).not.toBe("");
    expect(ORDER_DIRECTIONS).toContain(order.direction);
  }
  const fieldNames = [
    ...query.filters.map((condition) => condition.key),
    ...query.filterGroups.flatMap((group) => group.conditions.map((condition) => condition.key)),
    ...query.orderBy.map((order) => order.field),
  ];
  for (const name of fieldNames) expect(allowed(name, options.fields)).toBe(true);
  expect(Number.isInteger(query.limit) && query.limit >= 1 && query.limit <= (options.maxLimit ?? 100)).toBe(true);
  expect(Number.isSafeInteger(query.offset) && query.offset >= 0).toBe(true);
}

/** Parses; a result must be well formed, an error must be a catalogue ListQueryError. */
function checkParse(input: ListQueryInput, options: ListQueryOptions = {}): ParsedListQuery | undefined {
  let parsed: ParsedListQuery;
  try {
    parsed = parseListQuery(input, options);
  } catch (error) {
    expectCatalogueError(error);
    return undefined;
  }
  expectWellFormed(parsed, options);
  return parsed;
}

// Text made of the syntax's own pieces, so random strings hit the interesting paths.
const syntaxText = fc.string({
  unit: fc.constantFrom("~", ",", "|", "a", "b", "IN", "between", "EQUAL", "AND", "OR", "DESC", "JOIN", "1", " ", "ı", "-"),
  maxLength: 12,
});
const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), syntaxText);
const countValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.constantFrom("0", "1", "10", "100", "101", "007", "-0", "1e2", 2 ** 53, -0),
);
const names = ["name", "role", "createdAt", "password", "company", "x y"];
const nameRules = fc.record(
  { whitelist: fc.subarray(names), blacklist: fc.subarray(names) },
  { requiredKeys: [] },
);
const options: fc.Arbitrary<ListQueryOptions> = fc.record(
  { fields: nameRules, relations: nameRules, maxLimit: fc.integer({ min: 1, max: 200 }) },
  { requiredKeys: [] },
);

// Near-valid structure: mostly valid tokens, sometimes empty, unknown or mis-cased ones.
const mostly = <T,>(valid: T[], invalid: T[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 12 }, { arbitrary: fc.constantFrom(...invalid), weight: 1 });
const keyToken = mostly(names, ["", "a~b"]);
const operatorToken = mostly<string | undefined>([...OPERATORS, "in", "Between", undefined, undefined], ["FOO", ""]);
const valueToken = mostly(["ADMIN", "1", "2026-01-01", " "], ["", "a~b", "x|y"]);
const fittingValueCount = (operator: string | undefined) => {
  const upper = operator?.toUpperCase();
  if (upper === "BETWEEN") return mostly([2], [1, 3]);
  if (LIST_OPERATORS.some((listOperator) => listOperator === upper)) return mostly([1, 2, 3], [0]);
  return mostly([1], [0, 2]);
};
const conditionText = fc
  .tuple(keyToken, operatorToken)
  .chain(([key, operator]) =>
    fittingValueCount(operator)
      .chain((count) => fc.array(valueToken, { minLength: count, maxLength: count }))
      .map((values) => [key, ...(operator === undefined ? [] : [operator]), values.join(",")].join("~")),
  );
const conditionsText = fc.array(conditionText, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(","));
const groupText = fc
  .tuple(mostly(["AND", "or"], ["XOR", ""]), conditionsText)
  .map(([logic, conditions]) => `${logic}~${conditions}`);
const suffixed = (valid: string[], invalid: string[]) =>
  fc
    .array(fc.tuple(mostly(names, [""]), mostly<string | undefined>([...valid, undefined], invalid)), { maxLength: 3 })
    .map((entries) => entries.map(([name, suffix]) => (suffix === undefined ? name : `${name}~${suffix}`)).join(","));
const nearValidInput: fc.Arbitrary<ListQueryInput> = fc.record(
  {
    filters: conditionsText,
    filterGroups: fc.array(groupText, { minLength: 1, maxLength: 3 }).map((groups) => groups.join("|")),
    relations: suffixed([...JOIN_TYPES, "JOIN", "join"], ["OUTER", ""]),
    orderBy: suffixed([...ORDER_DIRECTIONS, "desc"], ["SIDEWAYS", ""]),
    limit: mostly<string | number>(["1", "10", "100", 50], ["0", "abc"]),
    offset: mostly<string | number>(["0", "20", 7], ["-1"]),
    page: mostly<string | number>(["1", "3", 2], ["0"]),
  },
  { requiredKeys: [] },
);
const arbitraryInput: fc.Arbitrary<ListQueryInput> = fc.record(
  {
    filters: anyText,
    filterGroups: anyText,
    relations: anyText,
    orderBy: anyText,
    limit: countValue,
    offset: countValue,
    page: countValue,
  },
  { requiredKeys: [] },
);

// Valid parsed queries, for the round trip.
// Parsing trims every part, so a part that travels keeps no surrounding whitespace.
const noSeparators = (extra: string) => (text: string) => text.trim() !== "" && text === text.trim() && ![",", "~", ...extra].some((c) => text.includes(c));
const validKey = (extra: string) => fc.string({ minLength: 1, maxLength: 8 }).filter(noSeparators(extra));
const validCondition = (extra: string): fc.Arbitrary<Condition> =>
  fc
    .tuple(
      validKey(extra),
      fc.constantFrom(...OPERATORS),
      fc.string({ minLength: 1, maxLength: 8 }).filter((text) => noSeparators(extra)(text.replaceAll("~", "-"))),
      fc.array(validKey(extra), { minLength: 1, maxLength: 3 }),
    )
    .map(([key, operator, first, more]) => ({
      key,
      operator,
      values: operator === "BETWEEN" ? [first, more[0]] : LIST_OPERATORS.includes(operator) ? [first, ...more] : [first],
    }));
const validQuery: fc.Arbitrary<ParsedListQuery> = fc.record({
  filters: fc.array(validCondition(""), { maxLength: 4 }),
  filterGroups: fc.array(
    fc.record({
      logic: fc.constantFrom(...FILTER_GROUP_LOGICS),
      conditions: fc.array(validCondition("|"), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
  relations: fc.array(fc.record({ name: validKey(""), joinType: fc.constantFrom(...JOIN_TYPES) }), { maxLength: 3 }),
  orderBy: fc.array(fc.record({ field: validKey(""), direction: fc.constantFrom(...ORDER_DIRECTIONS) }), { maxLength: 3 }),
  limit: fc.integer({ min: 1, max: 100 }),
  offset: fc.maxSafeNat(),
});

describe("parseListQuery on any input", () => {
  it("returns a well-formed query or throws a catalogue ListQueryError for arbitrary strings and numbers", () => {
    fc.assert(fc.property(arbitraryInput, options, (input, opts) => void checkParse(input, opts)), { numRuns: 2000 });
  });

  it("returns a well-formed query or throws a catalogue ListQueryError for near-valid input", () => {
    fc.assert(fc.property(nearValidInput, options, (input, opts) => void checkParse(input, opts)), { numRuns: 2000 });
  });

  it("reads back what it serialises from any query it accepted", () => {
    fc.assert(
      fc.property(fc.oneof(nearValidInput, arbitraryInput), (input) => {
        const parsed = checkParse(input);
        if (parsed) expect(parseListQuery(serializeListQuery(parsed))).toEqual(parsed);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("serializeListQuery", () => {
  it("round-trips every valid query", () => {
    fc.assert(
      fc.property(validQuery, (query) => {
        expect(parseListQuery(serializeListQuery(query))).toEqual(query);
      }),
      { numRuns: 1000 },
    );
  });
});
