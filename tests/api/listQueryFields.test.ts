// What a caller may filter, sort and join on is what they may read, unmasked. For every field of
// the schema that takes a list query and every role that may call it, each field and relation the
// connection declares is sent to the server, and it must be accepted exactly when the role may
// read the node field it stands for: every field and type on its way lets the role in, and it
// ends in a column the node exposes as it is (a masked or computed field exposes none). The
// connections, their declarations and the scopes all come from the schema; nothing here lists a
// field by hand.
import { randomUUID } from "node:crypto";
import { type GraphQLField, type GraphQLObjectType, getNamedType, isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStaffRole } from "../../common/staffRoles.ts";
import type { Role as StoredRole } from "../../server/db/generated/client.ts";
import { schema } from "../../server/schema/index.ts";
import { grantedScopes, satisfiesScopeMap } from "../../server/schema/scopes.ts";
import type { ListDeclaration, ListFieldDeclaration } from "../../server/schema/listQuery/readableListFields.ts";
import { type Client, type GraphQLResponse, startTestApp, type TestApp } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const CALLER_ROLES = { anonymous: null, customer: "CUSTOMER", reseller: "RESELLER", producer: "PRODUCER", accountant: "ACCOUNTANT", admin: "ADMIN" } as const satisfies Record<string, StoredRole | null>;
type Role = keyof typeof CALLER_ROLES;
const ROLES = Object.keys(CALLER_ROLES) as Role[];
const CALLER_NAMES: Record<Role, string> = { anonymous: "an anonymous visitor", customer: "a customer", reseller: "a reseller", producer: "a producer", accountant: "an accountant", admin: "an administrator" };
const scopesOf = (role: Role) => grantedScopes(CALLER_ROLES[role] ? { role: CALLER_ROLES[role] } : null);

type Extensions = {
  pothosOptions?: { authScopes?: unknown };
  pothosExposedField?: string;
  pothosPrismaRelationField?: { name: string; isList: boolean };
  listQuery?: ListDeclaration;
};
const extensionsOf = (thing: { extensions?: unknown }) => (thing.extensions ?? {}) as Extensions;

/** Whether `role` passes declared scopes: none, or a map of which one scope it holds. */
function passes(role: Role, scopes: unknown): boolean {
  if (scopes === undefined) return true;
  return satisfiesScopeMap(scopesOf(role), scopes);
}

/**
 * Whether `role` may read `path` of the connection's nodes unmasked. The node type's own scopes
 * when they depend on the record are the connection's to apply (its rows are the caller's); a type
 * reached through a relation whose scopes depend on the record is readable, for any record, by
 * the studio's staff only (proven below for every such type a list reaches).
 */
function readsUnmasked(role: Role, node: GraphQLObjectType, path: string, ends: "column" | "relation"): boolean {
  const nodeScopes = extensionsOf(node).pothosOptions?.authScopes;
  if (typeof nodeScopes !== "function" && !passes(role, nodeScopes)) return false;
  let type = node;
  const segments = path.split(".");
  return segments.every((segment, index) => {
    const field = type.getFields()[segment];
    if (!field || !passes(role, extensionsOf(field).pothosOptions?.authScopes)) return false;
    if (index === segments.length - 1 && ends === "column") return extensionsOf(field).pothosExposedField !== undefined;
    const relation = extensionsOf(field).pothosPrismaRelationField;
    const target = getNamedType(field.type);
    if (!relation || relation.isList || !isObjectType(target)) return false;
    const targetScopes = extensionsOf(target).pothosOptions?.authScopes;
    type = target;
    return typeof targetScopes === "function" ? isStaffRole(CALLER_ROLES[role]) : passes(role, targetScopes);
  });
}

type Connection = { name: string; parent: GraphQLObjectType; field: GraphQLField<unknown, unknown>; node: GraphQLObjectType; declaration: ListDeclaration };

const connections: Connection[] = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith("__"))
  .flatMap((parent) =>
    Object.values(parent.getFields())
      .filter((field) => field.args.some((arg) => arg.name === "filter" && getNamedType(arg.type).name === "ListQuery"))
      .map((field) => {
        const connection = getNamedType(field.type) as GraphQLObjectType;
        const edge = getNamedType(connection.getFields().edges.type) as GraphQLObjectType;
        const node = getNamedType(edge.getFields().node.type) as GraphQLObjectType;
        return { name: `${parent.name}.${field.name}`, parent, field, node, declaration: extensionsOf(field).listQuery! };
      }),
  );

/** How a role reaches a connection: a root field directly, a user's field through `viewer`. */
function documentFor(connection: Connection): string | null {
  const call = `${connection.field.name}(filter: $filter) { totalCount }`;
  if (connection.parent === schema.getQueryType()) return `query ListFields($filter: ListQuery) { ${call} }`;
  if (connection.parent.name === "User") return `query ListFields($filter: ListQuery) { viewer { ${call} } }`;
  return null;
}

function reaches(role: Role, connection: Connection): boolean {
  const scopes = extensionsOf(connection.field).pothosOptions?.authScopes;
  if (connection.parent.name === "User") return role !== "anonymous" && passes(role, scopes);
  return passes(role, scopes);
}

const SAMPLE_VALUES: Record<ListFieldDeclaration["type"], (field: ListFieldDeclaration) => string> = {
  string: () => "x",
  stringList: () => "x",
  int: () => "1",
  boolean: () => "true",
  dateTime: () => "2026-01-01",
  uuid: () => randomUUID(),
  enum: (field) => field.enumValues![0],
};

let t: TestApp;
const callers = {} as Record<Role, Client>;

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = t.client();
  callers.customer = await t.registered("Carla Customer");
  const reseller = await t.registered("Rhea Reseller");
  const resellerUser = await t.prisma.user.update({ where: { email: reseller.email }, data: { role: "RESELLER" } });
  await t.prisma.reseller.create({ data: { userId: resellerUser.id } });
  callers.reseller = reseller;
  for (const [role, stored] of [["producer", "PRODUCER"], ["accountant", "ACCOUNTANT"]] as const) {
    const person = await t.registered(`Sam ${role}`);
    await t.prisma.user.update({ where: { email: person.email }, data: { role: stored } });
    callers[role] = person;
  }
  callers.admin = await t.signedIn(TEST_ADMIN);
});
afterAll(() => t.close());

/** "accepted", or the list-query message the server refused the filter with. */
async function outcome(client: Client, document: string, filter: Record<string, string>): Promise<string> {
  const result: GraphQLResponse = await client.gql(document, { filter });
  if (!result.errors) return "accepted";
  const [error] = result.errors;
  if (error.extensions?.code !== "BAD_LIST_QUERY") throw new Error(`Unexpected answer to ${JSON.stringify(filter)}: ${JSON.stringify(result.errors)}`);
  return error.message;
}

/** A record of any shape: every property is another such record, so no scope function finds a fact about it. */
const anyRecord: object = new Proxy({}, { get: (_target, key) => (key === "then" || typeof key === "symbol" ? undefined : anyRecord) });

describe("list-query fields follow what the caller may read", () => {
  it("finds every connection that takes a list query, each with its declaration", () => {
    expect(connections.length).toBeGreaterThan(15);
    for (const connection of connections) {
      expect(connection.declaration, connection.name).toBeDefined();
      expect(documentFor(connection), `${connection.name}: no way to reach it`).not.toBeNull();
    }
  });

  it("reaches record-scoped types through relations only as an administrator, who may see every record of them", async () => {
    const admin = { viewer: { id: randomUUID(), role: "ADMIN" }, grantedOrderIds: new Set<string>(), prisma: t.prisma };
    const recordScoped = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType => isObjectType(type) && typeof extensionsOf(type).pothosOptions?.authScopes === "function",
    );
    expect(recordScoped.length).toBeGreaterThan(5);
    for (const type of recordScoped) {
      const scopes = extensionsOf(type).pothosOptions!.authScopes as (record: object, ctx: object) => unknown;
      expect(await scopes(anyRecord, admin), type.name).toBe(true);
    }
  });

  it("reaches record-scoped types through relations only as staff, each of whom may see every record of them", async () => {
    const reached = new Set<GraphQLObjectType>();
    for (const { node, declaration } of connections) {
      const paths = [...Object.entries(declaration.fields).map(([key, field]) => (field.field ?? key).split(".").slice(0, -1)), ...Object.entries(declaration.relations ?? {}).map(([key, relation]) => (relation.field ?? key).split("."))];
      for (const path of paths) {
        let type = node;
        for (const segment of path) {
          type = getNamedType(type.getFields()[segment].type) as GraphQLObjectType;
          if (typeof extensionsOf(type).pothosOptions?.authScopes === "function") reached.add(type);
        }
      }
    }
    expect([...reached].map((type) => type.name).sort()).toEqual(expect.arrayContaining(["Company", "Order", "User"]));
    for (const role of ["PRODUCER", "ACCOUNTANT", "ADMIN"] as const) {
      const staff = { viewer: { id: randomUUID(), role }, grantedOrderIds: new Set<string>(), prisma: t.prisma };
      for (const type of reached) {
        const scopes = extensionsOf(type).pothosOptions!.authScopes as (record: object, ctx: object) => unknown;
        expect(await scopes(anyRecord, staff), `${type.name} for ${role}`).toBe(true);
      }
    }
  });

  for (const role of ROLES) {
    it(`accepts from ${CALLER_NAMES[role]} exactly the fields they may read unmasked`, async () => {
      const client = callers[role];
      const expected: string[] = [];
      const observed: string[] = [];
      for (const connection of connections.filter((candidate) => reaches(role, candidate))) {
        const document = documentFor(connection)!;
        const { fields, relations = {} } = connection.declaration;
        for (const [key, field] of Object.entries(fields)) {
          const readable = readsUnmasked(role, connection.node, field.field ?? key, "column");
          const refusal = `The following fields are not whitelisted: ${key}`;
          if (field.filterable !== false) {
            expected.push(`${connection.name} filters ${key}: ${readable ? "accepted" : refusal}`);
            observed.push(`${connection.name} filters ${key}: ${await outcome(client, document, { filters: `${key}~EQUAL~${SAMPLE_VALUES[field.type](field)}` })}`);
          }
          if (field.sortable) {
            expected.push(`${connection.name} sorts ${key}: ${readable ? "accepted" : refusal}`);
            observed.push(`${connection.name} sorts ${key}: ${await outcome(client, document, { orderBy: `${key}~ASC` })}`);
          }
        }
        for (const [name, relation] of Object.entries(relations)) {
          const readable = readsUnmasked(role, connection.node, relation.field ?? name, "relation");
          expected.push(`${connection.name} joins ${name}: ${readable ? "accepted" : `The following relations are not whitelisted: ${name}`}`);
          observed.push(`${connection.name} joins ${name}: ${await outcome(client, document, { relations: `${name}~INNER` })}`);
        }
      }
      expect(observed.length).toBeGreaterThan(0);
      expect(observed).toEqual(expected);
    });
  }

  it("keeps a partner from filtering or sorting on a referred person's address or a commission's order", async () => {
    const partner = callers.customer;
    const referrals = `query Referrals($filter: ListQuery) { partnerReferrals(filter: $filter) { totalCount edges { node { maskedEmail } } } }`;
    const commissions = `query Commissions($filter: ListQuery) { partnerCommissions(filter: $filter) { totalCount } }`;
    expect(await outcome(partner, referrals, { filters: "referredEmail~LIKE~p" })).toBe("The following fields are not whitelisted: referredEmail");
    expect(await outcome(partner, referrals, { orderBy: "referredEmail~ASC" })).toBe("The following fields are not whitelisted: referredEmail");
    expect(await outcome(partner, referrals, { filterGroups: "OR~referrerEmail~LIKE~a,createdAt~MORE_THAN~2020-01-01" })).toBe("The following fields are not whitelisted: referrerEmail");
    expect(await outcome(partner, commissions, { filters: "orderNumber~MORE_THAN~0" })).toBe("The following fields are not whitelisted: orderNumber");
    expect(await outcome(partner, commissions, { orderBy: "partnerEmail~DESC" })).toBe("The following fields are not whitelisted: partnerEmail");
    // What the partner does see stays usable, and the studio keeps its own columns.
    expect(await outcome(partner, referrals, { filters: "createdAt~MORE_THAN~2020-01-01", orderBy: "createdAt~ASC" })).toBe("accepted");
    expect(await outcome(callers.admin, referrals, { filters: "referredEmail~LIKE~p", orderBy: "referredEmail~ASC" })).toBe("accepted");
    expect(await outcome(callers.admin, commissions, { filters: "orderNumber~MORE_THAN~0" })).toBe("accepted");
  });
});

describe("the list-query language as the specification words it", () => {
  const users = `query Users($filter: ListQuery) { users(filter: $filter) { totalCount } }`;

  it("trims parts, and refuses empty filters and an order without a direction with the specification's messages", async () => {
    expect(await outcome(callers.admin, users, { filters: " email ~ ILIKE ~ example.com ", orderBy: " email ~ desc ", relations: " company " })).toBe("accepted");
    expect(await outcome(callers.admin, users, { filters: "" })).toBe("Empty key or value at position 1");
    expect(await outcome(callers.admin, users, { orderBy: "email" })).toBe("Invalid filter format at position 1");
    expect(await outcome(callers.admin, users, { orderBy: "createdAt~DESC,email" })).toBe("Invalid filter format at position 2");
  });
});

