import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ListQueryError, type ListQueryInput } from "../../../common/listQuery/index.ts";
import { listQueryToPrisma, type ListSpec } from "./toPrisma.ts";

const USER_ID = "3f2b6a1e-8c4d-4e5f-9a0b-1c2d3e4f5a6b";

const spec: ListSpec = {
  fields: {
    id: { type: "uuid", sortable: true },
    name: { type: "string", sortable: true },
    age: { type: "int" },
    active: { type: "boolean" },
    createdAt: { type: "dateTime", sortable: true },
    role: { type: "enum", enumValues: ["ADMIN", "RESELLER", "CLIENT"] },
    languages: { type: "stringList" },
    companyName: { type: "string", path: "company.name", sortable: true },
    passwordHash: { type: "string", filterable: false },
  },
  relations: { company: { path: "company" }, ownerCompany: { path: "owner.company" } },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

const whereOf = (input: ListQueryInput) => listQueryToPrisma(spec, input).where;
const onlyCondition = (filters: string) => (whereOf({ filters }) as { AND: unknown[] }).AND[0];

function expectError(input: ListQueryInput, message: string, parameter: ListQueryError["parameter"]): void {
  let caught: unknown;
  try {
    listQueryToPrisma(spec, input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ListQueryError);
  const { message: actualMessage, parameter: actualParameter } = caught as ListQueryError;
  expect({ message: actualMessage, parameter: actualParameter }).toEqual({ message, parameter });
}

describe("defaults", () => {
  it("gives an empty where, the default order with an id tie-breaker, skip 0 and take 10", () => {
    const args = listQueryToPrisma(spec, {});
    expect({ ...args, parsed: undefined }).toEqual({
      where: {},
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: 0,
      take: 10,
      parsed: undefined,
    });
    expect(args.parsed).toEqual({ filters: [], filterGroups: [], relations: [], orderBy: [], limit: 10, offset: 0 });
  });

  it("takes skip from offset (or page) and take from limit", () => {
    expect(listQueryToPrisma(spec, { limit: "20", offset: "40" })).toMatchObject({ skip: 40, take: 20 });
    expect(listQueryToPrisma(spec, { limit: "20", page: "3" })).toMatchObject({ skip: 40, take: 20 });
  });

  it("applies the spec's maxLimit", () => {
    expect(listQueryToPrisma({ ...spec, maxLimit: 500 }, { limit: 500 }).take).toBe(500);
    expect(() => listQueryToPrisma({ ...spec, maxLimit: 5 }, { limit: 6 })).toThrow("Invalid limit value");
  });
});

describe("operators", () => {
  it.each([
    ["name~ann", { name: { equals: "ann" } }],
    ["name~EQUAL~ann", { name: { equals: "ann" } }],
    ["name~NOT~ann", { name: { not: "ann" } }],
    ["name~LIKE~ann", { name: { contains: "ann" } }],
    ["name~ILIKE~ann", { name: { contains: "ann", mode: "insensitive" } }],
    ["age~BETWEEN~18,65", { age: { gte: 18, lte: 65 } }],
    ["role~IN~ADMIN,CLIENT", { role: { in: ["ADMIN", "CLIENT"] } }],
    ["role~NOT_IN~ADMIN", { role: { notIn: ["ADMIN"] } }],
    ["role~ANY~ADMIN,RESELLER", { role: { in: ["ADMIN", "RESELLER"] } }],
    ["age~LESS_THAN~18", { age: { lt: 18 } }],
    ["age~LESS_THAN_OR_EQUAL~18", { age: { lte: 18 } }],
    ["age~MORE_THAN~-3", { age: { gt: -3 } }],
    ["age~MORE_THAN_OR_EQUAL~0", { age: { gte: 0 } }],
    ["languages~en", { languages: { has: "en" } }],
    ["languages~ANY~en,de", { languages: { hasSome: ["en", "de"] } }],
    ["active~true", { active: { equals: true } }],
    ["active~NOT~false", { active: { not: false } }],
    [`id~${USER_ID}`, { id: { equals: USER_ID } }],
    ["companyName~ILIKE~acme", { company: { name: { contains: "acme", mode: "insensitive" } } }],
  ])("%s → %j", (filters, expected) => {
    expect(whereOf({ filters })).toEqual({ AND: [expected] });
  });

  it("converts dateTime values to Dates", () => {
    expect(onlyCondition("createdAt~BETWEEN~2026-01-01,2026-02-01T12:30:00.5+02:00")).toEqual({
      createdAt: { gte: new Date("2026-01-01T00:00:00.000Z"), lte: new Date("2026-02-01T10:30:00.500Z") },
    });
    expect(onlyCondition("createdAt~MORE_THAN~2026-01-01T08:00Z")).toEqual({
      createdAt: { gt: new Date("2026-01-01T08:00:00.000Z") },
    });
  });

  it.each([
    ["createdAt~LIKE~2026", "Invalid operator LIKE for field createdAt"],
    ["age~ILIKE~1", "Invalid operator ILIKE for field age"],
    ["role~LIKE~ADMIN", "Invalid operator LIKE for field role"],
    ["id~ILIKE~3f2b", "Invalid operator ILIKE for field id"],
    ["active~IN~true", "Invalid operator IN for field active"],
    ["active~MORE_THAN~false", "Invalid operator MORE_THAN for field active"],
    ["role~LESS_THAN~ADMIN", "Invalid operator LESS_THAN for field role"],
    ["languages~IN~en", "Invalid operator IN for field languages"],
    ["languages~LIKE~en", "Invalid operator LIKE for field languages"],
  ])("rejects %s", (filters, message) => {
    expectError({ filters }, message, "filters");
  });
});

describe("LIKE and ILIKE", () => {
  it("mean contains: %, _ and \\ in the value are literal characters", () => {
    expect(onlyCondition("name~LIKE~50%_off\\")).toEqual({ name: { contains: "50\\%\\_off\\\\" } });
    expect(onlyCondition("name~ILIKE~%")).toEqual({ name: { contains: "\\%", mode: "insensitive" } });
  });
});

describe("value conversion", () => {
  it.each([
    ["createdAt~abc", 'Invalid value "abc" for field createdAt'],
    ["createdAt~2026-02-30", 'Invalid value "2026-02-30" for field createdAt'],
    ["createdAt~2026-13-01", 'Invalid value "2026-13-01" for field createdAt'],
    ["createdAt~2026-01-01T24:00:00Z", 'Invalid value "2026-01-01T24:00:00Z" for field createdAt'],
    ["createdAt~2026-01-01T10:00:00", 'Invalid value "2026-01-01T10:00:00" for field createdAt'],
    ["createdAt~1767225600000", 'Invalid value "1767225600000" for field createdAt'],
    ["age~1.5", 'Invalid value "1.5" for field age'],
    ["age~1e3", 'Invalid value "1e3" for field age'],
    ["age~1 2", 'Invalid value "1 2" for field age'],
    ["age~2147483648", 'Invalid value "2147483648" for field age'],
    ["active~yes", 'Invalid value "yes" for field active'],
    ["active~TRUE", 'Invalid value "TRUE" for field active'],
    ["role~admin", 'Invalid value "admin" for field role'],
    ["role~IN~ADMIN,OWNER", 'Invalid value "OWNER" for field role'],
    ["id~not-a-uuid", 'Invalid value "not-a-uuid" for field id'],
    // PostgreSQL stores years 0001 to 9999 (UTC) as Prisma sends them; no text column takes NUL or a lone surrogate.
    ["createdAt~0000-01-01", 'Invalid value "0000-01-01" for field createdAt'],
    ["createdAt~0001-01-01T00:30:00+01:00", 'Invalid value "0001-01-01T00:30:00+01:00" for field createdAt'],
    ["name~a\u0000b", 'Invalid value "a\u0000b" for field name'],
    ["name~IN~a,\ud800", 'Invalid value "\ud800" for field name'],
  ])("rejects %s", (filters, message) => {
    expectError({ filters }, message, "filters");
  });

  it("accepts a leap day and the 32-bit integer bounds", () => {
    expect(onlyCondition("createdAt~2028-02-29")).toEqual({ createdAt: { equals: new Date("2028-02-29T00:00:00Z") } });
    expect(onlyCondition("age~BETWEEN~-2147483648,2147483647")).toEqual({
      age: { gte: -2147483648, lte: 2147483647 },
    });
  });

  it("names filterGroups as the parameter for errors inside a group", () => {
    expectError({ filterGroups: "OR~age~x" }, 'Invalid value "x" for field age', "filterGroups");
    expectError({ filterGroups: "OR~age~LIKE~1" }, "Invalid operator LIKE for field age", "filterGroups");
  });
});

describe("combining conditions", () => {
  it("ANDs top-level filters with each group and wraps each group in its logic", () => {
    expect(
      whereOf({
        filters: "active~true",
        filterGroups: "OR~role~ADMIN,role~RESELLER|AND~name~ILIKE~ann,createdAt~MORE_THAN~2026-01-01",
      }),
    ).toEqual({
      AND: [
        { active: { equals: true } },
        { OR: [{ role: { equals: "ADMIN" } }, { role: { equals: "RESELLER" } }] },
        {
          AND: [
            { name: { contains: "ann", mode: "insensitive" } },
            { createdAt: { gt: new Date("2026-01-01T00:00:00Z") } },
          ],
        },
      ],
    });
  });
});

describe("join types", () => {
  it.each([
    ["company~INNER", { AND: [{ company: { isNot: null } }] }],
    ["company~INNER_SELECT", { AND: [{ company: { isNot: null } }] }],
    ["company~LEFT", {}],
    ["company~LEFT_SELECT", {}],
    ["company~JOIN", {}],
    ["company", {}],
    ["ownerCompany~INNER", { AND: [{ owner: { company: { isNot: null } } }] }],
  ])("%s → %j", (relations, expected) => {
    expect(whereOf({ relations })).toEqual(expected);
  });

  it("returns the parsed join types for the resolver to select relations", () => {
    expect(listQueryToPrisma(spec, { relations: "company~JOIN" }).parsed.relations).toEqual([
      { name: "company", joinType: "LEFT_SELECT" },
    ]);
  });

  it("rejects relations the spec does not list", () => {
    expectError({ relations: "orders" }, "The following relations are not whitelisted: orders", "relations");
    expect(() => listQueryToPrisma({ ...spec, relations: undefined }, { relations: "company" })).toThrow(
      "The following relations are not whitelisted: company",
    );
  });

  it("rejects unknown join types", () => {
    expectError({ relations: "company~OUTER" }, "Invalid join type OUTER", "relations");
  });
});

describe("sorting", () => {
  it("orders by sortable fields, nesting paths, and appends the id tie-breaker", () => {
    expect(listQueryToPrisma(spec, { orderBy: "name~DESC,companyName~ASC" }).orderBy).toEqual([
      { name: "desc" },
      { company: { name: "asc" } },
      { id: "asc" },
    ]);
  });

  it("does not repeat id when the query already orders by it", () => {
    expect(listQueryToPrisma(spec, { orderBy: "id~DESC" }).orderBy).toEqual([{ id: "desc" }]);
    expect(
      listQueryToPrisma({ ...spec, defaultOrderBy: [{ field: "id", direction: "ASC" }] }, {}).orderBy,
    ).toEqual([{ id: "asc" }]);
  });

  it("rejects fields that are not sortable, each once", () => {
    expectError({ orderBy: "age~ASC,name~ASC,active~DESC,age~ASC" }, "The following fields are not whitelisted: age, active", "orderBy");
  });
});

describe("field whitelist", () => {
  it("rejects fields the spec does not list", () => {
    expectError({ filters: "email~x,foo~y" }, "The following fields are not whitelisted: email, foo", "filters");
    expectError({ orderBy: "email~ASC" }, "The following fields are not whitelisted: email", "orderBy");
  });

  it("does not treat inherited object keys as fields", () => {
    expectError({ filters: "constructor~x" }, "The following fields are not whitelisted: constructor", "filters");
  });

  it("rejects fields that are not filterable", () => {
    expectError({ filters: "name~x,passwordHash~y" }, "The following fields are not whitelisted: passwordHash", "filters");
    expectError({ filterGroups: "OR~passwordHash~y" }, "The following fields are not whitelisted: passwordHash", "filterGroups");
  });
});

describe("any input", () => {
  const operators = ["LIKE", "between", "IN", "ANY", "NOT", "MORE_THAN", "EQUAL"];
  const values = ["true", "x", "-1", "2147483648", "2026-01-01", "2026-01-01T10:00Z", "ADMIN", "en", USER_ID, ""];
  const token = fc.constantFrom(...Object.keys(spec.fields), ...operators, ...values);
  const text = fc.array(fc.oneof(token, fc.constantFrom("~", ",", "|", "OR~", "AND~")), { maxLength: 10 }).map((parts) =>
    parts.join(""),
  );
  const input = fc.record(
    { filters: text, filterGroups: text, relations: text, orderBy: text, limit: text, offset: text, page: text },
    { requiredKeys: [] },
  );

  it("returns Prisma arguments or throws a ListQueryError, never anything else", () => {
    fc.assert(
      fc.property(input, (query) => {
        try {
          const args = listQueryToPrisma(spec, query);
          expect(args.orderBy.some((entry) => typeof entry.id === "string")).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ListQueryError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
