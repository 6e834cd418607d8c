import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUndeclaredScopes } from "../../server/schema/scopeCoverage.ts";
import { schema } from "../../server/schema/index.ts";
import { type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

async function customer() {
  const client = t.client();
  const email = uniqueEmail("customer");
  const result = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { ... on ViewerPayload { viewer { id } } } }`, {
    input: { name: "Carla Customer", email, password: "customer password", altcha: await solvedAltcha() },
  });
  return { client, email, id: result.data?.register.viewer.id as string };
}

describe("the role guard", () => {
  it("every root field and every object type of the schema declares its scopes", () => {
    expect(findUndeclaredScopes(schema)).toEqual([]);
  });

  it("refuses management queries to visitors and customers", async () => {
    const query = `{ users(first: 5) { totalCount } }`;
    const visitor = await t.client().gql(query);
    expect(visitor.data).toBeNull();
    expect(visitor.errors?.[0].message).toBe("Sign in to continue.");
    const { client } = await customer();
    const signedIn = await client.gql(query);
    expect(signedIn.errors?.[0].message).toBe("You do not have permission to do this.");
    const logs = await client.gql(`{ auditLogs(first: 1) { totalCount } }`);
    expect(logs.errors?.[0].message).toBe("You do not have permission to do this.");
  });

  it("offers the order desk's filter choices to administrators only", async () => {
    const query = `{ orderDeskChoices { services { slug name } voices { name } } }`;
    expect((await t.client().gql(query)).errors?.[0].message).toBe("Sign in to continue.");
    const { client } = await customer();
    const refused = await client.gql(query);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].message).toBe("You do not have permission to do this.");
    const allowed = await admin.gql(query);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.orderDeskChoices.services.map((s: { slug: string }) => s.slug)).toContain("telephone-voice-prompts");
    expect(allowed.data?.orderDeskChoices.voices.map((v: { name: string }) => v.name)).toContain("Charlotte");
  });

  it("node(id:) does not reach another person's record", async () => {
    const ann = await customer();
    const bob = await customer();
    const query = `query($id: ID!) { node(id: $id) { id ... on User { email } } }`;
    const own = await ann.client.gql(query, { id: ann.id });
    expect(own.data?.node.email).toBe(ann.email);
    // Somebody else's record is answered exactly as one that does not exist.
    const nobody = Buffer.from(`User:${randomUUID()}`).toString("base64");
    const other = await ann.client.gql(query, { id: bob.id });
    const missing = await ann.client.gql(query, { id: nobody });
    expect(other).toEqual(missing);
    expect(other.data?.node).toBeNull();
    expect(other.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([["Not found.", "NOT_FOUND"]]);
    const anonymous = await t.client().gql(query, { id: bob.id });
    expect(anonymous).toEqual(await t.client().gql(query, { id: nobody }));
    const byAdmin = await admin.gql(query, { id: bob.id });
    expect(byAdmin.data?.node.email).toBe(bob.email);
  });

  it("nodes(ids:) answers each id on its own: an unknown or somebody else's id is null, the others are answered", async () => {
    const ann = await customer();
    const bob = await customer();
    const nobody = Buffer.from(`User:${randomUUID()}`).toString("base64");
    const query = `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on User { email } } }`;
    const result = await ann.client.gql(query, { ids: [ann.id, nobody, bob.id, ann.id] });
    expect(result.data?.nodes).toEqual([{ id: ann.id, email: ann.email }, null, null, { id: ann.id, email: ann.email }]);
    expect(result.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [["nodes", 1], "NOT_FOUND"],
      [["nodes", 2], "NOT_FOUND"],
    ]);
    const byAdmin = await admin.gql(query, { ids: [nobody, bob.id] });
    expect(byAdmin.data?.nodes).toEqual([null, { id: bob.id, email: bob.email }]);
  });
});

describe("administration of users", () => {
  const SET_ROLE = `mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename ... on UserPayload { user { role } } ... on Error { message } } }`;

  it("changes a role and writes the audit log; a customer cannot", async () => {
    const target = await customer();
    const attempt = await target.client.gql(SET_ROLE, { input: { userId: target.id, role: "ADMIN" } });
    expect(attempt.errors?.[0].message).toBe("You do not have permission to do this.");
    const result = await admin.gql(SET_ROLE, { input: { userId: target.id, role: "RESELLER" } });
    expect(result.data?.setUserRole).toEqual({ __typename: "UserPayload", user: { role: "RESELLER" } });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "user.role_changed", actorEmail: TEST_ADMIN.email }, orderBy: { createdAt: "desc" } });
    expect(audit.metadata).toMatchObject({ from: "CUSTOMER", to: "RESELLER", email: target.email });
  });

  it("an administrator cannot change their own role", async () => {
    const me = await admin.gql(`{ viewer { id } }`);
    const result = await admin.gql(SET_ROLE, { input: { userId: me.data?.viewer.id, role: "CUSTOMER" } });
    expect(result.data?.setUserRole.__typename).toBe("PermissionError");
  });

  it("a disabled account is signed out and cannot sign in", async () => {
    const target = await customer();
    const result = await admin.gql(`mutation($input: SetUserDisabledInput!) { setUserDisabled(input: $input) { __typename } }`, {
      input: { userId: target.id, disabled: true },
    });
    expect(result.data?.setUserDisabled.__typename).toBe("UserPayload");
    expect((await target.client.gql(`{ viewer { id } }`)).data?.viewer).toBeNull();
  });
});

describe("API tokens", () => {
  it("a reseller's bearer token acts as the reseller until revoked", async () => {
    const reseller = await customer();
    await admin.gql(`mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename } }`, { input: { userId: reseller.id, role: "RESELLER" } });
    const created = await reseller.client.gql(`mutation { createApiToken(input: { name: "Order integration" }) { __typename ... on CreatedApiTokenPayload { token apiToken { id prefix } } } }`);
    const { token, apiToken } = created.data!.createApiToken;
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    const api = t.client();
    api.token = token;
    expect((await api.gql(`{ viewer { email } }`)).data?.viewer.email).toBe(reseller.email);
    await reseller.client.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }`, { id: apiToken.id });
    // A revoked token is refused (HTTP 401, tests/api/apiTokens.test.ts), not treated as anonymous.
    expect((await api.gql(`{ viewer { email } }`)).errors?.[0].extensions?.code).toBe("INVALID_TOKEN");
  });

  it("customers cannot create API tokens", async () => {
    const { client } = await customer();
    const result = await client.gql(`mutation { createApiToken(input: { name: "x" }) { __typename } }`);
    expect(result.errors?.[0].message).toBe("You do not have permission to do this.");
  });
});

describe("list queries on a connection", () => {
  it("filters, sorts, pages and counts", async () => {
    for (let i = 0; i < 3; i++) await customer();
    const query = `query($filter: ListQuery, $first: Int, $after: String) { users(first: $first, after: $after, filter: $filter) { totalCount edges { cursor node { email role } } pageInfo { hasNextPage } } }`;
    const admins = await admin.gql(query, { filter: { filters: "role~ADMIN" }, first: 20 });
    expect(admins.data?.users.edges.map((e: { node: { email: string } }) => e.node.email)).toContain(TEST_ADMIN.email);
    expect(admins.data?.users.edges.every((e: { node: { role: string } }) => e.node.role === "ADMIN")).toBe(true);
    const customers = await admin.gql(query, { filter: { filters: "role~IN~CUSTOMER,RESELLER", orderBy: "email~ASC" }, first: 2 });
    const total = customers.data?.users.totalCount;
    expect(total).toBe(await t.prisma.user.count({ where: { role: { in: ["CUSTOMER", "RESELLER"] } } }));
    expect(customers.data?.users.edges).toHaveLength(2);
    expect(customers.data?.users.pageInfo.hasNextPage).toBe(true);
    const emails = customers.data?.users.edges.map((e: { node: { email: string } }) => e.node.email);
    expect([...emails].sort()).toEqual(emails);
    const next = await admin.gql(query, { filter: { filters: "role~IN~CUSTOMER,RESELLER", orderBy: "email~ASC" }, first: 2, after: customers.data?.users.edges[1].cursor });
    expect(next.data?.users.edges[0].node.email > emails[1]).toBe(true);
  });

  it("answers a malformed list query with the catalogue's message", async () => {
    const query = `query($filter: ListQuery) { users(filter: $filter) { totalCount } }`;
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: "role~BOGUS~x" }, "Invalid operator BOGUS at position 1"],
      [{ filters: "passwordHash~x" }, "The following fields are not whitelisted: passwordHash"],
      [{ filters: "createdAt~BETWEEN~2026-01-01" }, "BETWEEN operator requires exactly 2 comma-separated values"],
      [{ limit: 0 }, "Invalid limit value"],
      [{ offset: -1 }, "Invalid offset value"],
      [{ orderBy: "email~SIDEWAYS" }, "Invalid order direction SIDEWAYS"],
    ];
    for (const [filter, message] of cases) {
      const result = await admin.gql(query, { filter });
      expect(result.errors?.[0].message).toBe(message);
      expect(result.errors?.[0].extensions?.code).toBe("BAD_LIST_QUERY");
    }
  });
});
