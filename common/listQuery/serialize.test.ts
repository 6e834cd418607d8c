import { describe, expect, it } from "vitest";
import {
  ListQueryError,
  offsetOfPage,
  pageOf,
  parseListQuery,
  serializeListQuery,
  type Condition,
  type ParsedListQuery,
} from "./index.ts";

function errorOf(query: Partial<ParsedListQuery>): ListQueryError {
  try {
    serializeListQuery(query);
  } catch (error) {
    if (error instanceof ListQueryError) return error;
    throw error;
  }
  throw new Error("expected serializeListQuery to throw");
}

function expectError(query: Partial<ParsedListQuery>, message: string, parameter: ListQueryError["parameter"]): void {
  const error = errorOf(query);
  expect({ message: error.message, parameter: error.parameter }).toEqual({ message, parameter });
}

const condition = (key: string, operator: Condition["operator"], ...values: string[]): Condition => ({
  key,
  operator,
  values,
});

describe("serializeListQuery", () => {
  it("writes nothing for an empty or default query", () => {
    expect(serializeListQuery({})).toEqual({});
    expect(serializeListQuery(parseListQuery({}))).toEqual({});
  });

  it("writes every part in the string form", () => {
    expect(
      serializeListQuery({
        filters: [
          condition("role", "EQUAL", "ADMIN"),
          condition("createdAt", "BETWEEN", "2026-01-01", "2026-02-01"),
          condition("name", "ILIKE", "ann"),
        ],
        filterGroups: [
          { logic: "OR", conditions: [condition("role", "EQUAL", "ADMIN"), condition("role", "IN", "RESELLER", "CLIENT")] },
          { logic: "AND", conditions: [condition("age", "MORE_THAN", "3")] },
        ],
        relations: [
          { name: "company", joinType: "LEFT_SELECT" },
          { name: "owner", joinType: "INNER" },
          { name: "voice", joinType: "LEFT" },
          { name: "files", joinType: "INNER_SELECT" },
        ],
        orderBy: [
          { field: "createdAt", direction: "DESC" },
          { field: "name", direction: "ASC" },
        ],
        limit: 25,
        offset: 50,
      }),
    ).toEqual({
      filters: "role~ADMIN,createdAt~BETWEEN~2026-01-01,2026-02-01,name~ILIKE~ann",
      filterGroups: "OR~role~ADMIN,role~IN~RESELLER,CLIENT|AND~age~MORE_THAN~3",
      relations: "company,owner~INNER,voice~LEFT,files~INNER_SELECT",
      orderBy: "createdAt~DESC,name~ASC",
      limit: "25",
      offset: "50",
    });
  });

  it("spells out EQUAL when the value holds a ~, so it survives parsing", () => {
    const filters = [condition("note", "EQUAL", "a~b")];
    expect(serializeListQuery({ filters })).toEqual({ filters: "note~EQUAL~a~b" });
    expect(parseListQuery(serializeListQuery({ filters })).filters).toEqual(filters);
  });

  it.each<[Partial<ParsedListQuery>, string, ListQueryError["parameter"]]>([
    [{ filters: [condition("a", "EQUAL", "1"), condition("name", "ILIKE", "Smith, John")] }, "Invalid filter format at position 2", "filters"],
    [{ filters: [condition("tag", "IN", "x", "y~z")] }, "Invalid filter format at position 2", "filters"],
    [{ filters: [condition("a~b", "EQUAL", "1")] }, "Invalid filter format at position 1", "filters"],
    [{ filters: [condition("a", "EQUAL", "1", "2")] }, "Invalid filter format at position 2", "filters"],
    [{ filters: [condition("", "EQUAL", "1")] }, "Empty key or value at position 1", "filters"],
    [{ filters: [condition("a", "IN", "1", "")] }, "Empty key or value at position 2", "filters"],
    [{ filters: [condition("a", "IN")] }, "Empty key or value at position 1", "filters"],
    [{ filters: [condition("a", "FOO" as Condition["operator"], "1")] }, "Invalid operator FOO at position 1", "filters"],
    [{ filters: [condition("d", "BETWEEN", "1")] }, "BETWEEN operator requires exactly 2 comma-separated values", "filters"],
    [{ filterGroups: [{ logic: "OR", conditions: [condition("a", "EQUAL", "x|y")] }] }, "Invalid filter group format at position 1", "filterGroups"],
    [{ filterGroups: [{ logic: "AND", conditions: [condition("a", "EQUAL", "1")] }, { logic: "OR", conditions: [] }] }, "Invalid filter group format at position 2", "filterGroups"],
    [{ filterGroups: [{ logic: "XOR" as "OR", conditions: [condition("a", "EQUAL", "1")] }] }, "Invalid filter group logic XOR", "filterGroups"],
    [{ filterGroups: [{ logic: "OR", conditions: [condition("a", "EQUAL", "1"), condition("b", "EQUAL", "")] }] }, "Empty key or value at position 2", "filterGroups"],
    [{ relations: [{ name: "", joinType: "LEFT" }] }, "Empty key or value at position 1", "relations"],
    [{ relations: [{ name: "a,b", joinType: "LEFT" }] }, "The following relations are not whitelisted: a,b", "relations"],
    [{ relations: [{ name: "a", joinType: "OUTER" as "LEFT" }] }, "Invalid join type OUTER", "relations"],
    [{ orderBy: [{ field: "a~b", direction: "ASC" }] }, "The following fields are not whitelisted: a~b", "orderBy"],
    [{ orderBy: [{ field: "a", direction: "ASC" }, { field: "", direction: "ASC" }] }, "Empty key or value at position 2", "orderBy"],
    [{ orderBy: [{ field: "a", direction: "SIDEWAYS" as "ASC" }] }, "Invalid order direction SIDEWAYS", "orderBy"],
    [{ limit: 0 }, "Invalid limit value", "limit"],
    [{ limit: 2.5 }, "Invalid limit value", "limit"],
    [{ offset: -1 }, "Invalid offset value", "offset"],
  ])("rejects what the syntax cannot carry: %j", (query, message, parameter) => {
    expectError(query, message, parameter);
  });
});

describe("paging helpers", () => {
  it("pageOf gives the 1-based page of an offset", () => {
    expect([pageOf(0, 10), pageOf(9, 10), pageOf(10, 10), pageOf(40, 20)]).toEqual([1, 1, 2, 3]);
  });

  it("offsetOfPage is what parsing a page yields", () => {
    expect(offsetOfPage(3, 20)).toBe(40);
    expect(parseListQuery({ page: 3, limit: 20 }).offset).toBe(offsetOfPage(3, 20));
    expect(pageOf(offsetOfPage(7, 15), 15)).toBe(7);
  });
});
