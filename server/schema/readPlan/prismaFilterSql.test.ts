// Every translated `where` and `orderBy` must select, in order, exactly the ids Prisma's findMany
// selects on the same rows: on a scratch database of the PostgreSQL server TEST_DATABASE_URL
// names, or on PGlite in this thread without one. The rows cover NULLs, ties, letter case and
// LIKE wildcards; the shapes come from the list connections' own specs and `where` objects, a
// table of Prisma's edge cases, and random trees of conditions.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListQueryInput } from "../../../common/listQuery/index.ts";
import { type Database, directQueryOf, openDatabase } from "../../db/database.ts";
import type { PrismaClient } from "../../db/generated/client.ts";
import { schema } from "../index.ts";
import { listConnections } from "../listConnection.ts";
import { listSpecFor } from "../listQuery/readableListFields.ts";
import { type ListSpec, listQueryToPrisma } from "../listQuery/toPrisma.ts";
import { grantedScopes } from "../scopes.ts";
import { SqlParams, orderBySql, whereSql } from "./prismaFilterSql.ts";

type Where = Record<string, unknown>;
type OrderBy = Record<string, unknown> | Record<string, unknown>[];
type Model = "Payment" | "Order" | "User" | "Voice";
type Rows = (sql: string, params: unknown[]) => Promise<{ id: string }[]>;

const DELEGATES = { Payment: "payment", Order: "order", User: "user", Voice: "voice" } as const;
const T1 = new Date("2026-03-01T10:00:00.000Z");
const T2 = new Date("2026-03-02T10:00:00.000Z");
const T3 = new Date("2026-03-03T10:00:00.000Z");
const T4 = new Date("2026-03-04T10:00:00.000Z");

let database: Database;
let prisma: PrismaClient;
let rows: Rows;
let dropDatabase = async () => {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `prisma_filter_sql_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: "postgresql", url: url.toString(), poolSize: 2 });
    const direct = directQueryOf(database.prisma)!;
    rows = (sql, params) => direct.query<{ id: string }>(sql, params);
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const pglite = new PGlite();
    database = await openDatabase({ kind: "pglite", pglite });
    // As node-postgres sends an array (PGlite would not write an array of an enum).
    const arrayLiteral = (values: unknown[]) => `{${values.map((value) => `"${String(value).replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
    rows = async (sql, params) => (await pglite.query<{ id: string }>(sql, params.map((value) => (Array.isArray(value) ? arrayLiteral(value) : value)))).rows;
    dropDatabase = () => pglite.close();
  }
  prisma = database.prisma;
  await insertRows();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase();
});

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function insertRows() {
  const company = async (key: string, name: string, city: string | null) => (ids[key] = (await prisma.company.create({ data: { name, city } })).id);
  await company("acme", "Acme Studio", "Berlin");
  await company("beta", "beta_works", null);
  const user = async (key: string, data: { name: string; role: "ADMIN" | "CUSTOMER" | "RESELLER"; companyId?: string; lastSignInAt?: Date; disabledAt?: Date; createdAt: Date }) =>
    (ids[key] = (await prisma.user.create({ data: { ...data, email: `${key}@example.com`, passwordHash: "x", referralCode: key } })).id);
  await user("anna", { name: "Anna Admin", role: "ADMIN", companyId: ids.acme, lastSignInAt: T1, createdAt: T1 });
  await user("bob", { name: "bob", role: "CUSTOMER", createdAt: T2 });
  await user("carla", { name: "Carla 100%", role: "RESELLER", companyId: ids.beta, lastSignInAt: T1, disabledAt: T2, createdAt: T2 });
  await user("dave", { name: "dave_x", role: "CUSTOMER", companyId: ids.acme, createdAt: T3 });
  const service = async (key: string, name: string) =>
    (ids[key] = (await prisma.service.create({ data: { slug: key, name, summary: "", description: "", pricingModel: "PER_WORD" } })).id);
  await service("voice-over", "Voice over");
  await service("podcast", "Podcast intro");
  const voice = async (key: string, name: string, languages: string[]) => (ids[key] = (await prisma.voice.create({ data: { slug: key, name, languages, gender: "FEMALE", bio: "" } })).id);
  await voice("vera", "Vera", ["en-GB", "de-DE"]);
  await voice("max", "Max", ["fr-FR"]);
  await voice("zoe", "Zoe", []);
  const order = async (key: string, data: Record<string, unknown>) => (ids[key] = (await prisma.order.create({ data: data as never })).id);
  await order("o1", { userId: ids.anna, companyId: ids.acme, serviceId: ids["voice-over"], voiceId: ids.vera, status: "PAID", total: 1000, rush: true, placedAt: T1, paidAt: T1, createdAt: T1 });
  await order("o2", { userId: ids.bob, serviceId: ids.podcast, status: "DRAFT", total: 500, createdAt: T2 });
  await order("o3", { guestEmail: "Guest@Example.com", guestName: "Gus", companyId: ids.beta, serviceId: ids["voice-over"], voiceId: ids.max, status: "DELIVERED", total: 1000, placedAt: T2, createdAt: T2, currency: "USD" });
  await order("o4", { userId: ids.dave, resellerUserId: ids.carla, companyId: ids.acme, serviceId: ids.podcast, voiceId: ids.vera, status: "PENDING_PAYMENT", total: 0, placedAt: T1, createdAt: T3, archivedAt: T3 });
  await order("o5", { userId: ids.carla, serviceId: ids["voice-over"], voiceId: ids.zoe, status: "CANCELLED", total: 2500, placedAt: T3, createdAt: T3, flaggedAt: T3 });
  await order("o6", { companyId: ids.beta, serviceId: ids.podcast, status: "QUOTE_REQUESTED", createdAt: T1 });
  const payment = async (key: string, orderKey: string, data: { provider: string; providerReference?: string; amount: number; currency: string; status: string; refundedAmount?: number; createdAt: Date; archivedAt?: Date }) =>
    (ids[key] = (await prisma.payment.create({ data: { ...data, orderId: ids[orderKey], idempotencyKey: key } as never })).id);
  await payment("p1", "o1", { provider: "STRIPE", providerReference: "pi_ABC", amount: 1000, currency: "EUR", status: "SUCCEEDED", createdAt: T1 });
  await payment("p2", "o1", { provider: "TEST", amount: 1000, currency: "EUR", status: "FAILED", createdAt: T1 });
  await payment("p3", "o3", { provider: "STRIPE", providerReference: "pi_abc%x", amount: 500, currency: "USD", status: "REFUNDED", refundedAmount: 500, createdAt: T2 });
  await payment("p4", "o4", { provider: "TEST", providerReference: "test_1", amount: 250, currency: "EUR", status: "PENDING", createdAt: T3, archivedAt: T3 });
  await payment("p5", "o5", { provider: "STRIPE", providerReference: "PI_xyz", amount: 2500, currency: "GBP", status: "PARTIALLY_REFUNDED", refundedAmount: 100, createdAt: T2 });
  await payment("p6", "o6", { provider: "TEST", amount: 250, currency: "EUR", status: "CANCELLED", createdAt: T3 });
  await payment("p7", "o2", { provider: "STRIPE", providerReference: "pi_draft", amount: 500, currency: "EUR", status: "REQUIRES_ACTION", createdAt: T4 });
}

/** The translated statement selects the ids Prisma's findMany selects, in the same order. */
async function expectSameRows(model: Model, where: Where | undefined, orderBy: OrderBy) {
  const delegate = prisma[DELEGATES[model]] as unknown as { findMany(args: object): Promise<{ id: string }[]> };
  const expected = (await delegate.findMany({ where, orderBy, select: { id: true } })).map(({ id }) => id);
  const params = new SqlParams();
  const condition = whereSql(model, "t", where, params);
  const order = orderBySql(model, "t", orderBy, params);
  const shape = JSON.stringify({ where, orderBy });
  expect(condition, `where refused: ${shape}`).not.toBeNull();
  expect(order, `orderBy refused: ${shape}`).not.toBeNull();
  const sql = `SELECT "t"."id" FROM "${model}" AS "t" WHERE ${condition} ORDER BY ${order}`;
  const actual = (await rows(sql, params.values)).map(({ id }) => id);
  expect(actual, `${shape}\n${sql}`).toEqual(expected);
}

function specOf(parent: string, field: string): ListSpec {
  const connection = listConnections(schema).find((candidate) => candidate.parent.name === parent && candidate.field.name === field);
  if (!connection) throw new Error(`no list connection ${parent}.${field}`);
  return listSpecFor(connection.readable, grantedScopes({ role: "ADMIN" }));
}

describe("whereSql and orderBySql", () => {
  it("select what Prisma selects for the connections' own conditions and list queries", async () => {
    const connections: { spec: ListSpec; model: Model; where?: Where; queries: ListQueryInput[] }[] = [
      {
        spec: specOf("Query", "managePayments"),
        model: "Payment",
        where: { archivedAt: null },
        queries: [
          {},
          { orderBy: "amount~ASC" },
          { orderBy: "providerReference~DESC,amount~ASC" },
          { filters: "status~IN~SUCCEEDED,REFUNDED,PENDING", orderBy: "createdAt~ASC" },
          { filters: "providerReference~ILIKE~pi_a" },
          { filters: "providerReference~LIKE~%" },
          { filters: "providerReference~LIKE~abc%" },
          { filters: "providerReference~NOT~pi_ABC", orderBy: "orderNumber~DESC" },
          { filters: "amount~BETWEEN~250,1000,currency~NOT_IN~GBP" },
          { filters: "createdAt~MORE_THAN~2026-03-01T10:00:00Z", orderBy: "createdAt~DESC,orderNumber~ASC" },
          { filters: "orderNumber~LESS_THAN_OR_EQUAL~3" },
          { filterGroups: "OR~provider~TEST,amount~MORE_THAN~1000|AND~refundedAmount~0" },
          { filterGroups: "OR~status~FAILED,status~CANCELLED", orderBy: "status~ASC" },
        ],
      },
      {
        spec: specOf("Query", "manageOrders"),
        model: "Order",
        where: { archivedAt: null, status: { not: "DRAFT" } },
        queries: [
          {},
          { orderBy: "customerEmail~ASC" },
          { orderBy: "company~DESC,number~DESC" },
          { orderBy: "voice~ASC,placedAt~ASC" },
          { filters: "customerName~ILIKE~A", orderBy: "serviceName~ASC" },
          { filters: "company~LIKE~_", orderBy: "guestEmail~ASC" },
          { filters: "guestEmail~ILIKE~example", orderBy: "guestName~DESC" },
          { filters: "service~voice-over,rush~false" },
          { filters: "voice~NOT~Vera", orderBy: "voice~DESC" },
          { filters: "placedAt~LESS_THAN~2026-03-03", orderBy: "placedAt~DESC" },
          { filters: "status~ANY~PAID,DELIVERED,CANCELLED", orderBy: "flaggedAt~ASC" },
          { filterGroups: "OR~customerEmail~ILIKE~ANNA,guestEmail~ILIKE~guest,company~ILIKE~BETA" },
        ],
      },
      {
        spec: specOf("User", "orders"),
        model: "Order",
        where: { archivedAt: null, status: { not: "DRAFT" }, OR: [{ userId: ids.carla }, { resellerUserId: ids.carla }] },
        queries: [{}, { orderBy: "total~DESC" }, { filters: "total~MORE_THAN~0" }],
      },
      {
        spec: specOf("Query", "users"),
        model: "User",
        queries: [
          {},
          { orderBy: "lastSignInAt~ASC" },
          { orderBy: "company~ASC,name~DESC" },
          { filters: "role~NOT~CUSTOMER", orderBy: "disabledAt~DESC" },
          { filters: "name~LIKE~100\\%" },
          { filters: "company~ILIKE~acme" },
          { relations: "company~INNER", orderBy: "company~DESC" },
          { filters: "lastSignInAt~MORE_THAN_OR_EQUAL~2026-03-01" },
        ],
      },
    ];
    for (const { spec, model, where, queries } of connections) {
      for (const query of queries) {
        const args = listQueryToPrisma(spec, query);
        // As resolveListConnection combines them.
        await expectSameRows(model, where ? { AND: [where, args.where] } : args.where, args.orderBy);
      }
    }
  });

  it("select what Prisma selects for its edge cases", async () => {
    const byId = [{ id: "asc" }];
    const cases: [Model, Where | undefined, OrderBy?][] = [
      ["Payment", undefined],
      ["Payment", {}],
      ["Payment", { archivedAt: null }, { createdAt: "desc" }],
      ["Payment", { providerReference: "pi_ABC" }],
      ["Payment", { providerReference: null }],
      ["Payment", { providerReference: { not: "pi_ABC" } }],
      ["Payment", { providerReference: { not: null } }],
      ["Payment", { providerReference: { equals: null } }],
      ["Payment", { NOT: { providerReference: "pi_ABC" } }],
      ["Payment", { NOT: { providerReference: "pi_ABC", amount: 1000 } }],
      ["Payment", { NOT: [{ amount: 1000 }, { amount: 250 }] }],
      ["Payment", { NOT: {} }],
      ["Payment", { NOT: [] }],
      ["Payment", { AND: [] }],
      ["Payment", { OR: [] }],
      ["Payment", { OR: [{}] }],
      ["Payment", { OR: [{}, { amount: 500 }] }],
      ["Payment", { AND: [{ OR: [] }] }],
      ["Payment", { AND: [{ OR: [] }, { amount: 500 }] }],
      ["Payment", { OR: [], amount: 500 }],
      ["Payment", { NOT: { amount: 500, OR: [] } }],
      ["Payment", { NOT: { NOT: {} } }],
      ["Payment", { AND: { amount: 500 } }],
      ["Payment", { amount: {} }],
      ["Payment", { amount: { in: [] } }],
      ["Payment", { amount: { notIn: [] } }],
      ["Payment", { OR: [{ amount: { in: [] } }, { amount: 250 }] }],
      ["Payment", { amount: { in: [250, 2500] }, currency: { notIn: ["GBP"] } }],
      ["Payment", { providerReference: { notIn: ["pi_ABC"] } }],
      ["Payment", { amount: { not: { gte: 500, lte: 1000 } } }],
      ["Payment", { amount: { not: { in: [] } } }],
      ["Payment", { amount: { not: { equals: 500, lt: 2500 } } }],
      ["Payment", { providerReference: { not: { not: "pi_ABC" } } }],
      ["Payment", { providerReference: { not: { not: { equals: "pi_ABC" } } } }],
      ["Payment", { providerReference: { not: { contains: "abc" } } }],
      ["Payment", { providerReference: { contains: "abc" } }],
      ["Payment", { providerReference: { contains: "abc", mode: "insensitive" } }],
      ["Payment", { providerReference: { contains: "_", mode: "default" } }],
      ["Payment", { providerReference: { startsWith: "PI", mode: "insensitive" } }],
      ["Payment", { providerReference: { endsWith: "%x" } }],
      ["Payment", { providerReference: { not: { startsWith: "pi" } } }],
      ["Payment", { status: { not: "SUCCEEDED" } }, { status: "asc" }],
      ["Payment", { createdAt: { gt: T1, lte: T3 } }, [{ createdAt: "desc" }, { id: "desc" }]],
      ["Payment", { archivedAt: { not: null } }],
      ["Payment", { order: { number: { gt: 2 } } }],
      ["Payment", { order: { is: { placedAt: null } } }],
      ["Payment", { order: { isNot: { placedAt: { gt: T1 } } } }],
      ["Payment", { NOT: { order: { placedAt: { gt: T1 } } } }],
      ["Payment", { NOT: { order: { isNot: { placedAt: { gt: T1 } } } } }],
      ["Payment", { NOT: [{ order: { guestEmail: { contains: "Example" } } }] }],
      ["Payment", { order: { company: { city: "Berlin" } } }],
      ["Payment", { order: { company: { isNot: { city: "Berlin" } } } }],
      ["Payment", { NOT: { order: { company: { isNot: { city: "Berlin" } } } } }],
      ["Payment", { order: { isNot: { company: { city: "Berlin" } } } }],
      ["Payment", { order: { isNot: { company: { isNot: { city: "Berlin" } } } } }],
      ["Payment", { NOT: { order: { isNot: { company: { isNot: { city: "Berlin" } } } } } }],
      ["Payment", { order: { company: null } }],
      ["Payment", { order: { company: { is: null } } }],
      ["Payment", { order: { company: { isNot: null } } }],
      ["Payment", { order: {} }],
      ["Payment", { order: { is: {} } }],
      ["Payment", { order: { isNot: {} } }],
      ["Payment", { order: { OR: [] } }],
      ["Payment", { order: { is: { status: "PAID" }, isNot: { total: 0 } } }],
      ["Order", { company: {} }],
      ["Order", { company: { name: {} } }],
      ["Order", { OR: [{ company: {} }] }],
      ["Order", { user: { company: { name: { startsWith: "Acme" } } } }],
      ["Order", { archivedAt: null, status: { not: "DRAFT" }, OR: [{ userId: ids.carla }, { resellerUserId: ids.carla }] }],
      ["Order", { guestEmail: { in: ["Guest@Example.com"] } }],
      ["Order", { rush: true }],
      ["Order", { rush: { not: true } }],
      ["Voice", { languages: { has: "fr-FR" } }],
      ["Voice", { languages: { hasSome: ["de-DE", "fr-FR"] } }],
      ["Voice", { languages: { hasSome: [] } }],
    ];
    for (const [model, where, orderBy] of cases) await expectSameRows(model, where, orderBy ?? byId);
  });

  it("order as Prisma orders, NULLs and relations included", async () => {
    const orders: [Model, OrderBy][] = [
      ["Payment", [{ providerReference: "asc" }, { id: "asc" }]],
      ["Payment", [{ providerReference: "desc" }, { id: "asc" }]],
      ["Payment", [{ archivedAt: "desc" }, { amount: "asc" }, { id: "desc" }]],
      ["Payment", [{ order: { placedAt: "asc" } }, { id: "asc" }]],
      ["Payment", [{ order: { placedAt: "desc" } }, { id: "asc" }]],
      ["Payment", [{ order: { company: { city: "asc" } } }, { order: { number: "desc" } }, { id: "asc" }]],
      ["Payment", [{ status: "desc" }, { id: "asc" }]],
      ["Order", [{ user: { lastSignInAt: "desc" } }, { number: "asc" }]],
      ["Order", [{ guestEmail: "asc" }, { rush: "desc" }, { id: "asc" }]],
      ["User", [{ company: { name: "desc" } }, { name: "asc" }]],
      ["User", { email: "asc" }],
    ];
    for (const [model, orderBy] of orders) await expectSameRows(model, undefined, orderBy);
    expect(orderBySql("Payment", "t", [], new SqlParams())).toBe("");
    expect(orderBySql("Payment", "t", undefined, new SqlParams())).toBe("");
  });

  it("select what Prisma selects for random trees of conditions", async () => {
    const tree = paymentWhere();
    const order = fc.constantFrom<OrderBy>(
      [{ id: "asc" }],
      [{ providerReference: "asc" }, { id: "asc" }],
      [{ order: { placedAt: "desc" } }, { amount: "asc" }, { id: "desc" }],
      [{ order: { company: { city: "asc" } } }, { id: "asc" }],
    );
    await fc.assert(
      fc.asyncProperty(tree, order, async (where, orderBy) => {
        await expectSameRows("Payment", where, orderBy);
      }),
      { numRuns: 300, seed: 20261129 },
    );
  });

  it("refuses what it does not translate, and adds no parameter then", () => {
    const refused: [string, Where][] = [
      ["User", { orders: { some: { total: 0 } } }],
      ["User", { orders: { none: {} } }],
      ["User", { reseller: { userId: "x" } }],
      ["User", { email: { search: "anna" } }],
      ["User", { nosuchfield: 1 }],
      ["Payment", { OR: { amount: 1 } }],
      ["Payment", { amount: { equals: "1" } }],
      ["Payment", { amount: { equals: 1.5 } }],
      ["Payment", { amount: { in: [1, null] } }],
      ["Payment", { amount: null }],
      ["Payment", { amount: { contains: "1" } }],
      ["Payment", { status: { gt: "PENDING" } }],
      ["Payment", { createdAt: { gt: "2026-03-01" } }],
      ["Payment", { providerReference: { equals: "pi_abc", mode: "insensitive" } }],
      ["Payment", { providerReference: { not: { contains: "a", mode: "insensitive" } } }],
      ["Payment", { providerReference: { in: ["pi_abc"], mode: "insensitive" } }],
      ["Payment", { order: { is: { number: 1 }, status: "PAID" } }],
      ["Payment", { order: null }],
      ["Payment", { order: { is: null } }],
      ["Order", { rush: { in: [true] } }],
      ["Voice", { languages: { equals: ["fr-FR"] } }],
      ["Voice", { languages: { not: { has: "fr-FR" } } }],
      ["Voice", { languages: { hasEvery: ["fr-FR"] } }],
      ["Voice", { languages: "fr-FR" }],
      ["ContactMessage", { details: { equals: {} } }],
      ["ContactMessage", { details: null }],
    ];
    for (const [model, where] of refused) {
      const params = new SqlParams();
      params.add("before");
      expect(whereSql(model, "t", where, params), JSON.stringify(where)).toBeNull();
      expect(params.values).toEqual(["before"]);
    }
    expect(whereSql("NoSuchModel", "t", {}, new SqlParams())).toBeNull();
    expect(whereSql("Payment", 't"; DROP', {}, new SqlParams())).toBeNull();
    const refusedOrders: [string, OrderBy][] = [
      ["User", { orders: { _count: "desc" } }],
      ["User", { reseller: { createdAt: "asc" } }],
      ["Payment", { providerReference: { sort: "asc", nulls: "first" } }],
      ["Payment", { amount: "asc", id: "desc" }],
      ["Payment", [{ amount: "ascending" }]],
      ["Voice", { languages: "asc" }],
      ["ContactMessage", { details: "asc" }],
    ];
    for (const [model, orderBy] of refusedOrders) expect(orderBySql(model, "t", orderBy, new SqlParams()), JSON.stringify(orderBy)).toBeNull();
  });

  it("writes positional parameters after those already taken", () => {
    const params = new SqlParams();
    expect(params.add("first")).toBe("$1");
    expect(whereSql("Payment", "p", { amount: 5, status: { in: ["PENDING"] } }, params)).toBe('(("p"."amount" = $2) AND ("p"."status" = ANY($3)))');
    expect(params.values).toEqual(["first", 5, ["PENDING"]]);
    expect(whereSql("Payment", "p", { createdAt: T1 }, params)).toBe('("p"."createdAt" = $4)');
    expect(params.values[3]).toBe("2026-03-01T10:00:00.000Z");
    expect(orderBySql("Payment", "p", [{ order: { number: "asc" } }, { id: "desc" }], params)).toBe(
      '(SELECT "p_order"."number" FROM "Order" AS "p_order" WHERE "p_order"."id" = "p"."orderId") ASC, "p"."id" DESC',
    );
  });
});

/** Random `where` trees on Payment and through its order to the order's company. */
function paymentWhere(): fc.Arbitrary<Where> {
  const date = fc.constantFrom(T1, T2, T3);
  const text = fc.constantFrom("pi_ABC", "pi", "abc", "PI", "%", "_", "x", "test_1", "Guest", "example", "Berlin", "Acme");
  const stringFilter = (nullable: boolean) =>
    fc.oneof(
      text,
      ...(nullable ? [fc.constant(null), fc.record({ not: fc.constant(null) }), fc.record({ equals: fc.constant(null) })] : []),
      fc.record({ not: text }),
      fc.record({ in: fc.array(text, { maxLength: 2 }) }),
      fc.record({ notIn: fc.array(text, { maxLength: 2 }) }),
      fc.record({ contains: text }),
      fc.record({ startsWith: text, mode: fc.constantFrom("default", "insensitive") }),
      fc.record({ endsWith: text, contains: text, mode: fc.constantFrom("insensitive") }, { requiredKeys: ["mode"] }),
      fc.record({ not: fc.record({ contains: text, equals: text, lt: text }, { requiredKeys: [] }) }),
      fc.record({ gt: text, lte: text }, { requiredKeys: [] }),
    );
  const intFilter = fc.oneof(
    fc.constantFrom(250, 500, 1000, 2500),
    fc.record({ gte: fc.constantFrom(250, 1000), lt: fc.constantFrom(500, 2500), not: fc.constantFrom(500, 1000) }, { requiredKeys: [] }),
    fc.record({ in: fc.array(fc.constantFrom(250, 500, 1000), { maxLength: 3 }) }),
    fc.record({ not: fc.record({ in: fc.array(fc.constantFrom(250, 1000), { maxLength: 2 }), gt: fc.constant(500) }, { requiredKeys: [] }) }),
  );
  const dateFilter = (nullable: boolean) =>
    fc.oneof(
      ...(nullable ? [fc.constant(null), fc.record({ not: fc.constant(null) })] : []),
      fc.record({ gt: date, lte: date }, { requiredKeys: [] }),
      fc.record({ not: fc.record({ gt: date, equals: date }, { requiredKeys: [] }) }),
    );
  const statusFilter = fc.oneof(
    fc.constantFrom("SUCCEEDED", "FAILED", "PENDING"),
    fc.record({ not: fc.constantFrom("SUCCEEDED", "CANCELLED") }),
    fc.record({ in: fc.array(fc.constantFrom("SUCCEEDED", "REFUNDED", "CANCELLED"), { maxLength: 2 }) }),
  );
  const companyWhere = fc.oneof(fc.record({ city: stringFilter(true) }), fc.record({ name: stringFilter(false) }), fc.constant({}));
  const companyFilter = fc.oneof(
    fc.constant(null),
    companyWhere,
    fc.record({ is: fc.oneof(fc.constant(null), companyWhere) }),
    fc.record({ isNot: fc.oneof(fc.constant(null), companyWhere) }),
  );
  // One column each, so that combined they still leave some rows and not others.
  const orderLeaf = fc.oneof(
    fc.record({ placedAt: dateFilter(true) }),
    fc.record({ guestEmail: stringFilter(true) }),
    fc.record({ total: intFilter }),
    fc.record({ company: companyFilter }),
  );
  const orderWhere = conditionTree(orderLeaf);
  const orderFilter = fc.oneof(orderWhere, fc.record({ is: orderWhere, isNot: orderWhere }, { requiredKeys: [] }));
  const leaf = fc.oneof(
    fc.record({ amount: intFilter }),
    fc.record({ providerReference: stringFilter(true) }),
    fc.record({ status: statusFilter }),
    fc.record({ archivedAt: dateFilter(true) }),
    fc.record({ createdAt: dateFilter(false) }),
    fc.record({ order: orderFilter }),
    fc.record({ amount: intFilter, order: orderFilter }),
  );
  return conditionTree(leaf);
}

/** Trees of AND, OR and NOT over `leaf`, in the object and list forms, empty lists included. */
function conditionTree(leaf: fc.Arbitrary<Where>): fc.Arbitrary<Where> {
  return fc.letrec<{ tree: Where }>((tie) => {
    const tree = tie("tree");
    const groups = fc.record({ AND: fc.array(tree, { maxLength: 2 }), OR: fc.array(tree, { maxLength: 2 }) }, { requiredKeys: [] });
    return {
      tree: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc.record({ AND: fc.oneof(tree, fc.array(tree, { maxLength: 3 })) }),
        fc.record({ OR: fc.array(tree, { maxLength: 3 }) }),
        fc.record({ NOT: fc.oneof(tree, fc.array(tree, { maxLength: 2 })) }),
        fc.tuple(groups, leaf).map(([grouped, columns]) => ({ ...grouped, ...columns })),
      ),
    };
  }).tree;
}
