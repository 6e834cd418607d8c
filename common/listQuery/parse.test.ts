import { describe, expect, it } from "vitest";
import { ListQueryError, OPERATORS, parseListQuery, type ListQueryInput, type ListQueryOptions } from "./index.ts";

function errorOf(input: ListQueryInput, options?: ListQueryOptions): ListQueryError {
  try {
    parseListQuery(input, options);
  } catch (error) {
    if (error instanceof ListQueryError) return error;
    throw error;
  }
  throw new Error("expected parseListQuery to throw");
}

function expectError(
  input: ListQueryInput,
  message: string,
  parameter: ListQueryError["parameter"],
  options?: ListQueryOptions,
): ListQueryError {
  const error = errorOf(input, options);
  expect({ message: error.message, parameter: error.parameter }).toEqual({ message, parameter });
  return error;
}

describe("parseListQuery defaults", () => {
  it("returns empty lists, limit 10 and offset 0 for an empty input", () => {
    expect(parseListQuery({})).toEqual({
      filters: [],
      filterGroups: [],
      relations: [],
      orderBy: [],
      limit: 10,
      offset: 0,
    });
  });

  it("treats left-out parameters, and empty filter groups, relations and order, as no entries", () => {
    expect(parseListQuery({ filterGroups: "", relations: "", orderBy: "" })).toMatchObject({
      filters: [],
      filterGroups: [],
      relations: [],
      orderBy: [],
    });
  });

  it("refuses filters that are present but empty", () => {
    expectError({ filters: "" }, "Empty key or value at position 1", "filters");
    expectError({ filters: "  " }, "Empty key or value at position 1", "filters");
  });
});

describe("filters", () => {
  it("reads key~value as EQUAL", () => {
    expect(parseListQuery({ filters: "role~ADMIN" }).filters).toEqual([
      { key: "role", operator: "EQUAL", values: ["ADMIN"] },
    ]);
  });

  it.each(OPERATORS.filter((operator) => operator !== "BETWEEN"))("reads key~%s~value", (operator) => {
    expect(parseListQuery({ filters: `name~${operator}~ann` }).filters).toEqual([
      { key: "name", operator, values: ["ann"] },
    ]);
  });

  it("reads BETWEEN with its two values and continues with the next condition", () => {
    expect(parseListQuery({ filters: "createdAt~BETWEEN~2026-01-01,2026-02-01,role~ADMIN" }).filters).toEqual([
      { key: "createdAt", operator: "BETWEEN", values: ["2026-01-01", "2026-02-01"] },
      { key: "role", operator: "EQUAL", values: ["ADMIN"] },
    ]);
  });

  it.each(["IN", "NOT_IN", "ANY"])("reads a %s value list of any length", (operator) => {
    expect(parseListQuery({ filters: `role~${operator}~ADMIN,RESELLER,CLIENT,name~ann` }).filters).toEqual([
      { key: "role", operator, values: ["ADMIN", "RESELLER", "CLIENT"] },
      { key: "name", operator: "EQUAL", values: ["ann"] },
    ]);
    expect(parseListQuery({ filters: `role~${operator}~ADMIN` }).filters).toEqual([
      { key: "role", operator, values: ["ADMIN"] },
    ]);
  });

  it("accepts operators in any ASCII case and normalises them to upper case", () => {
    expect(parseListQuery({ filters: "name~iLike~ann,age~more_than_or_equal~3" }).filters).toEqual([
      { key: "name", operator: "ILIKE", values: ["ann"] },
      { key: "age", operator: "MORE_THAN_OR_EQUAL", values: ["3"] },
    ]);
  });

  it("does not case-fold non-ASCII letters into operators", () => {
    expectError({ filters: "name~lıke~ann" }, "Invalid operator lıke at position 1", "filters");
  });

  it("keeps a ~ in the value after an explicit operator", () => {
    expect(parseListQuery({ filters: "note~EQUAL~a~b,tag~IN~x~y,z" }).filters).toEqual([
      { key: "note", operator: "EQUAL", values: ["a~b"] },
      { key: "tag", operator: "IN", values: ["x~y", "z"] },
    ]);
  });

  it("reads key~text~more as an operator named text", () => {
    expectError({ filters: "note~a~b" }, "Invalid operator a at position 1", "filters");
  });

  it("trims every part, keeping the spaces and other characters inside them", () => {
    expect(parseListQuery({ filters: " firstName ~ EQUAL ~ test " }).filters).toEqual([{ key: "firstName", operator: "EQUAL", values: ["test"] }]);
    expect(parseListQuery({ filters: "name~ILIKE~ ann smith |x , role ~ IN ~ ADMIN , RESELLER " }).filters).toEqual([
      { key: "name", operator: "ILIKE", values: ["ann smith |x"] },
      { key: "role", operator: "IN", values: ["ADMIN", "RESELLER"] },
    ]);
    expect(parseListQuery({ filterGroups: " OR ~ a ~ 1 ", relations: " company ~ inner ", orderBy: " name ~ desc " })).toMatchObject({
      filterGroups: [{ logic: "OR", conditions: [{ key: "a", operator: "EQUAL", values: ["1"] }] }],
      relations: [{ name: "company", joinType: "INNER" }],
      orderBy: [{ field: "name", direction: "DESC" }],
    });
    expectError({ filters: " ~ x" }, "Empty key or value at position 1", "filters");
    expectError({ filters: "name~EQUAL~  " }, "Empty key or value at position 1", "filters");
  });

  it.each([
    ["role", "Invalid filter format at position 1"],
    ["role~ADMIN,RESELLER", "Invalid filter format at position 2"],
    ["a~1,b~2,c", "Invalid filter format at position 3"],
    ["name~LIKE~ann,bob", "Invalid filter format at position 2"],
    ["name~~ann", "Invalid filter format at position 1"],
    ["~ADMIN", "Empty key or value at position 1"],
    ["role~", "Empty key or value at position 1"],
    ["a~1,role~IN~", "Empty key or value at position 2"],
    ["a~1,,b~2", "Empty key or value at position 2"],
    ["role~IN~A,,B", "Empty key or value at position 2"],
    ["a~1,", "Empty key or value at position 2"],
    [",a~1", "Empty key or value at position 1"],
    ["a~1,role~FOO~x", "Invalid operator FOO at position 2"],
    ["role~foo~x", "Invalid operator foo at position 1"],
    ["d~BETWEEN~2026-01-01", "BETWEEN operator requires exactly 2 comma-separated values"],
    ["d~BETWEEN~1,2,3", "BETWEEN operator requires exactly 2 comma-separated values"],
    ["d~BETWEEN~1,2,3,role~ADMIN", "BETWEEN operator requires exactly 2 comma-separated values"],
  ])("rejects %j with %j", (filters, message) => {
    expectError({ filters }, message, "filters");
  });

  it("reports the first error in reading order", () => {
    expectError({ filters: "d~BETWEEN~1,x~FOO~y" }, "BETWEEN operator requires exactly 2 comma-separated values", "filters");
  });
});

describe("filterGroups", () => {
  it("reads groups separated by | with their logic", () => {
    expect(
      parseListQuery({ filterGroups: "OR~role~ADMIN,role~RESELLER|AND~name~ILIKE~ann,createdAt~MORE_THAN~2026-01-01" })
        .filterGroups,
    ).toEqual([
      {
        logic: "OR",
        conditions: [
          { key: "role", operator: "EQUAL", values: ["ADMIN"] },
          { key: "role", operator: "EQUAL", values: ["RESELLER"] },
        ],
      },
      {
        logic: "AND",
        conditions: [
          { key: "name", operator: "ILIKE", values: ["ann"] },
          { key: "createdAt", operator: "MORE_THAN", values: ["2026-01-01"] },
        ],
      },
    ]);
  });

  it("accepts the logic in any case and list operators inside a group", () => {
    expect(parseListQuery({ filterGroups: "or~role~IN~ADMIN,RESELLER,name~x" }).filterGroups).toEqual([
      {
        logic: "OR",
        conditions: [
          { key: "role", operator: "IN", values: ["ADMIN", "RESELLER"] },
          { key: "name", operator: "EQUAL", values: ["x"] },
        ],
      },
    ]);
  });

  it.each([
    ["XOR~role~ADMIN", "Invalid filter group logic XOR"],
    ["OR~a~1|", "Invalid filter group format at position 2"],
    ["OR~a~1||AND~b~2", "Invalid filter group format at position 2"],
    ["OR", "Invalid filter group format at position 1"],
    ["OR~", "Invalid filter group format at position 1"],
    ["~a~1", "Invalid filter group format at position 1"],
    ["OR~role", "Invalid filter format at position 1"],
    ["OR~a~1|AND~b~1,c~FOO~x", "Invalid operator FOO at position 2"],
    ["AND~a~1,~x", "Empty key or value at position 2"],
    ["AND~d~BETWEEN~1", "BETWEEN operator requires exactly 2 comma-separated values"],
  ])("rejects %j with %j", (filterGroups, message) => {
    expectError({ filterGroups }, message, "filterGroups");
  });
});

describe("relations", () => {
  it("reads every join type, LEFT_SELECT by default and the legacy JOIN as LEFT_SELECT", () => {
    expect(
      parseListQuery({ relations: "company,owner~INNER,orders~LEFT,voice~LEFT_SELECT,files~INNER_SELECT,tags~JOIN,x~join" })
        .relations,
    ).toEqual([
      { name: "company", joinType: "LEFT_SELECT" },
      { name: "owner", joinType: "INNER" },
      { name: "orders", joinType: "LEFT" },
      { name: "voice", joinType: "LEFT_SELECT" },
      { name: "files", joinType: "INNER_SELECT" },
      { name: "tags", joinType: "LEFT_SELECT" },
      { name: "x", joinType: "LEFT_SELECT" },
    ]);
  });

  it.each([
    ["company~OUTER", "Invalid join type OUTER"],
    ["company~LEFT~x", "Invalid join type LEFT~x"],
    ["company~", "Empty key or value at position 1"],
    ["company,~LEFT", "Empty key or value at position 2"],
    ["company,", "Empty key or value at position 2"],
  ])("rejects %j with %j", (relations, message) => {
    expectError({ relations }, message, "relations");
  });
});

describe("orderBy", () => {
  it("reads field~direction pairs, direction in any case", () => {
    expect(parseListQuery({ orderBy: "createdAt~DESC,name~ASC,email~asc" }).orderBy).toEqual([
      { field: "createdAt", direction: "DESC" },
      { field: "name", direction: "ASC" },
      { field: "email", direction: "ASC" },
    ]);
  });

  it.each([
    ["name", "Invalid filter format at position 1"],
    ["createdAt~DESC,name", "Invalid filter format at position 2"],
    ["name~SIDEWAYS", "Invalid order direction SIDEWAYS"],
    ["name~ASC~x", "Invalid order direction ASC~x"],
    ["name~", "Empty key or value at position 1"],
    ["name~ASC,~DESC", "Empty key or value at position 2"],
  ])("rejects %j with %j", (orderBy, message) => {
    expectError({ orderBy }, message, "orderBy");
  });
});

describe("limit, offset and page", () => {
  it("reads digit strings and integers", () => {
    expect(parseListQuery({ limit: "25", offset: "50" })).toMatchObject({ limit: 25, offset: 50 });
    expect(parseListQuery({ limit: 100, offset: 0 })).toMatchObject({ limit: 100, offset: 0 });
    expect(parseListQuery({ limit: "007" })).toMatchObject({ limit: 7 });
  });

  it("computes the offset from a 1-based page and the limit", () => {
    expect(parseListQuery({ page: "3", limit: "20" })).toMatchObject({ limit: 20, offset: 40 });
    expect(parseListQuery({ page: 1 })).toMatchObject({ limit: 10, offset: 0 });
    expect(parseListQuery({ page: 2, offset: 5 })).toMatchObject({ offset: 10 });
  });

  it("honours maxLimit, 100 by default", () => {
    expect(parseListQuery({ limit: 500 }, { maxLimit: 500 }).limit).toBe(500);
    expectError({ limit: 101 }, "Invalid limit value", "limit");
    expectError({ limit: 21 }, "Invalid limit value", "limit", { maxLimit: 20 });
  });

  it.each<[ListQueryInput["limit"]]>([["0"], [0], ["-1"], ["+5"], ["1.5"], [1.5], ["1e2"], [""], [" 5"], ["ten"], [Number.NaN], [Infinity]])(
    "rejects limit %j",
    (limit) => {
      expectError({ limit }, "Invalid limit value", "limit");
    },
  );

  it.each<[ListQueryInput["offset"]]>([["-1"], [-1], ["1.5"], [""], ["0x10"], ["99999999999999999999"], [2 ** 53]])(
    "rejects offset %j",
    (offset) => {
      expectError({ offset }, "Invalid offset value", "offset");
    },
  );

  it.each<[ListQueryInput["page"]]>([["0"], [0], ["-1"], ["1.5"], [""], ["abc"], ["9007199254740991"]])(
    "rejects page %j",
    (page) => {
      expectError({ page }, "Invalid page value", "page");
    },
  );

  it("normalises -0 to 0", () => {
    expect(Object.is(parseListQuery({ offset: -0 }).offset, 0)).toBe(true);
  });
});

describe("field and relation rules", () => {
  it("lists blacklisted fields once each, in order of appearance, naming the first parameter", () => {
    expectError(
      { filters: "name~x,password~y", filterGroups: "OR~secret~1,password~2", orderBy: "secret~ASC" },
      "The following fields are blacklisted: password, secret",
      "filters",
      { fields: { blacklist: ["password", "secret"] } },
    );
  });

  it("lists fields missing from the whitelist", () => {
    expectError({ filters: "name~x", orderBy: "foo~DESC,bar~ASC,foo~ASC" }, "The following fields are not whitelisted: foo, bar", "orderBy", {
      fields: { whitelist: ["name"] },
    });
    expectError({ filterGroups: "AND~foo~1" }, "The following fields are not whitelisted: foo", "filterGroups", {
      fields: { whitelist: ["name"] },
    });
  });

  it("reports blacklisted fields before fields missing from the whitelist", () => {
    expectError({ filters: "foo~1,password~2" }, "The following fields are blacklisted: password", "filters", {
      fields: { whitelist: ["name"], blacklist: ["password"] },
    });
  });

  it("accepts whitelisted fields", () => {
    expect(parseListQuery({ filters: "name~x", orderBy: "name~ASC" }, { fields: { whitelist: ["name"] } }).filters).toHaveLength(1);
  });

  it("checks relation names against their own rules", () => {
    expectError({ relations: "x,company,x~INNER" }, "The following relations are blacklisted: x", "relations", {
      relations: { blacklist: ["x"] },
    });
    expectError({ relations: "company,y" }, "The following relations are not whitelisted: y", "relations", {
      relations: { whitelist: ["company"] },
    });
    expectError({ relations: "company" }, "The following relations are not whitelisted: company", "relations", {
      relations: { whitelist: [] },
    });
  });

  it("does not apply field rules to relation names", () => {
    expect(parseListQuery({ relations: "company" }, { fields: { whitelist: [] } }).relations).toHaveLength(1);
  });
});

describe("ListQueryError", () => {
  it("carries a stable code and is an Error", () => {
    const error = errorOf({ filters: "role~FOO~x" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ListQueryError");
    expect(error.code).toBe("INVALID_OPERATOR");
  });
});
