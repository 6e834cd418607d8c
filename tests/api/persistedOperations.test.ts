// Persisted operations: without an API token only the ids of persisted documents run (the
// browser client's, here the harness's store); a bearer token may send any document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const VIEWER = `{ viewer { email } }`;

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

/** A raw POST /graphql: the status and the body. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.yoga.fetch("http://studiofront.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] } };
}

async function resellerToken() {
  const reseller = t.client();
  const email = uniqueEmail("reseller");
  const registered = await reseller.gql(`mutation($input: RegisterInput!) { register(input: $input) { ... on ViewerPayload { viewer { id } } } }`, {
    input: { name: "Rita Reseller", email, password: "reseller password", altcha: await solvedAltcha() },
  });
  await admin.gql(`mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename } }`, {
    input: { userId: registered.data?.register.viewer.id, role: "RESELLER" },
  });
  const created = await reseller.gql(`mutation { createApiToken(input: { name: "Integration" }) { ... on CreatedApiTokenPayload { token } } }`);
  return { email, token: created.data!.createApiToken.token as string };
}

describe("persisted operations", () => {
  it("refuses a document from a cookie session, saying to send an id or use an API token", async () => {
    const result = await post({ query: VIEWER }, { cookie: admin.cookie! });
    expect(result.status).toBe(403);
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors![0].extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    expect(result.body.errors![0].message).toMatch(/persisted operation's id.*API token \(Authorization: Bearer <token>\)/);
    // The harness client's way of sending a document says the same.
    expect((await admin.document(VIEWER)).errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_ONLY");
  });

  it("refuses a document from a visitor without a session, and runs no mutation", async () => {
    const email = uniqueEmail("refused");
    const result = await post({
      query: `mutation($input: RegisterInput!) { register(input: $input) { __typename } }`,
      variables: { input: { name: "Refused", email, password: "refused password", altcha: await solvedAltcha() } },
    });
    expect(result.status).toBe(403);
    expect(result.body.errors![0].extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    expect(await t.prisma.user.count({ where: { email } })).toBe(0);
  });

  it("refuses an unknown id", async () => {
    const unknown = "0".repeat(64);
    const result = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } }, { cookie: admin.cookie! });
    expect(result.status).toBe(400);
    expect(result.body.errors![0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(result.body.errors![0].message).toMatch(/^Unknown persisted operation/);
  });

  it("refuses a request with neither a document nor an id", async () => {
    const result = await post({ variables: {} }, { cookie: admin.cookie! });
    expect(result.status).toBe(400);
    expect(result.body.errors![0].message).toMatch(/persisted operation's id in extensions\.persistedQuery\.sha256Hash/);
  });

  it("runs a known id with a cookie session", async () => {
    const result = await post(t.documents.params(VIEWER, {}), { cookie: admin.cookie! });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { viewer: { email: TEST_ADMIN.email } } });
  });

  it("runs any document sent with an API token, and ids too", async () => {
    const { email, token } = await resellerToken();
    const api = t.client();
    api.token = token;
    expect(await api.document(`query Mine { viewer { email role } }`)).toEqual({ data: { viewer: { email, role: "RESELLER" } } });
    expect((await api.gql(VIEWER)).data?.viewer.email).toBe(email);
  });

  it("refuses a document with a token that is not valid, or with an Authorization that is no token", async () => {
    const invalid = await post({ query: VIEWER }, { authorization: "Bearer sf_not-a-real-token" });
    expect(invalid.status).toBeGreaterThanOrEqual(400);
    expect(invalid.body.data ?? null).toBeNull();
    const basic = await post({ query: VIEWER }, { authorization: "Basic dXNlcjpwYXNz" });
    expect(basic.status).toBe(403);
    expect(basic.body.errors![0].extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    expect(basic.body.errors![0].message).toMatch(/^The Authorization header carries no API token/);
  });
});
