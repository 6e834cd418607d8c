// API tokens: a bad token is answered 401 (not as an anonymous request); what only a browser
// session may do; read-only tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_ONLY_TOKEN_MESSAGE } from "../../server/accounts/readOnlyTokens.ts";
import { browserOnly } from "../../server/accounts/viewer.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The database id inside a Relay global id. */
const rawId = (globalId: string) => Buffer.from(globalId, "base64").toString().split(":")[1];

const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { __typename ... on CreatedApiTokenPayload { token apiToken { id readOnly } } ... on Error { message } }
}`;

/** A reseller signed in with a browser session, and the e-mail address of the account. */
async function reseller() {
  const client = t.client();
  const email = uniqueEmail("reseller");
  const registered = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { ... on ViewerPayload { viewer { id } } } }`, {
    input: { name: "Rita Reseller", email, password: "reseller password", altcha: await solvedAltcha() },
  });
  await t.prisma.user.update({ where: { id: rawId(registered.data!.register.viewer.id) }, data: { role: "RESELLER" } });
  return { client, email, id: registered.data!.register.viewer.id as string };
}

async function tokenClient(owner: Client, readOnly?: boolean) {
  const created = await owner.gql(CREATE, { input: { name: "Integration", ...(readOnly === undefined ? {} : { readOnly }) } });
  expect(created.data?.createApiToken.__typename).toBe("CreatedApiTokenPayload");
  const api = t.client();
  api.token = created.data!.createApiToken.token;
  return { api, id: created.data!.createApiToken.apiToken.id as string, readOnly: created.data!.createApiToken.apiToken.readOnly as boolean };
}

const post = (token: string) =>
  t.app.yoga.fetch("http://studiofront.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "{ viewer { email } }" }),
  });

describe("a bearer token that does not work", () => {
  async function expectInvalid(token: string) {
    const response = await post(token);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({ message: "This API token is invalid, expired or revoked. Create a new one in your account.", extensions: { code: "INVALID_TOKEN" } });
  }

  it("is answered 401 with WWW-Authenticate when unknown", async () => {
    await expectInvalid("sf_not-a-real-token");
    await expectInvalid("garbage");
  });

  it("is answered 401 when revoked or expired, and when its account is disabled", async () => {
    const owner = await reseller();
    const revoked = await tokenClient(owner.client);
    expect((await revoked.api.gql(`{ viewer { email } }`)).data?.viewer.email).toBe(owner.email);
    await owner.client.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }`, { id: revoked.id });
    await expectInvalid(revoked.api.token!);

    const expired = await tokenClient(owner.client);
    await t.prisma.apiToken.update({ where: { id: rawId(expired.id) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expectInvalid(expired.api.token!);

    const disabled = await tokenClient(owner.client);
    await t.prisma.user.update({ where: { id: rawId(owner.id) }, data: { disabledAt: new Date() } });
    await expectInvalid(disabled.api.token!);
  });

  it("does not change a request without a bearer token: it is anonymous, or signed in with its cookie", async () => {
    expect((await t.client().gql(`{ viewer { email } }`)).data?.viewer).toBeNull();
    const owner = await reseller();
    expect((await owner.client.gql(`{ viewer { email } }`)).data?.viewer.email).toBe(owner.email);
  });
});

describe("what only a browser session may do", () => {
  it("a token cannot change the e-mail address or password, create tokens or end sessions", async () => {
    const owner = await reseller();
    const { api } = await tokenClient(owner.client);

    const email = await api.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on Error { message } } }`, {
      input: { name: "Rita Reseller", email: uniqueEmail("elsewhere") },
    });
    expect(email.data?.updateProfile).toEqual({ __typename: "PermissionError", message: browserOnly.email });
    // The name may change; the address stays.
    const name = await api.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on UserPayload { user { name email } } } }`, {
      input: { name: "Rita R. Reseller", email: owner.email },
    });
    expect(name.data?.updateProfile).toEqual({ __typename: "UserPayload", user: { name: "Rita R. Reseller", email: owner.email } });

    const password = await api.gql(`mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on Error { message } } }`, {
      input: { currentPassword: "reseller password", newPassword: "a brand new password" },
    });
    expect(password.data?.changePassword).toEqual({ __typename: "PermissionError", message: browserOnly.password });

    const token = await api.gql(CREATE, { input: { name: "Another" } });
    expect(token.data?.createApiToken).toEqual({ __typename: "PermissionError", message: browserOnly.apiTokens });

    const sessions = await owner.client.gql(`{ viewer { sessions { id } } }`);
    const sessionId = sessions.data!.viewer.sessions[0].id;
    const one = await api.gql(`mutation($id: ID!) { revokeSession(id: $id) { __typename ... on Error { message } } }`, { id: sessionId });
    expect(one.data?.revokeSession).toEqual({ __typename: "PermissionError", message: browserOnly.sessions });
    const others = await api.gql(`mutation { revokeOtherSessions { __typename ... on Error { message } } }`);
    expect(others.data?.revokeOtherSessions).toEqual({ __typename: "PermissionError", message: browserOnly.sessions });

    // Nothing changed: the browser is still signed in with its password.
    expect((await owner.client.gql(`{ viewer { email } }`)).data?.viewer.email).toBe(owner.email);
    expect(await t.prisma.apiToken.count({ where: { user: { email: owner.email } } })).toBe(1);
  });

  it("the browser session still may", async () => {
    const owner = await reseller();
    const others = await owner.client.gql(`mutation { revokeOtherSessions { __typename } }`);
    expect(others.data?.revokeOtherSessions.__typename).toBe("UserPayload");
    const password = await owner.client.gql(`mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }`, {
      input: { currentPassword: "reseller password", newPassword: "a brand new password" },
    });
    expect(password.data?.changePassword.__typename).toBe("UserPayload");
  });
});

describe("read-only tokens", () => {
  it("are created on request (default: not read-only) and say so", async () => {
    const owner = await reseller();
    expect((await tokenClient(owner.client)).readOnly).toBe(false);
    expect((await tokenClient(owner.client, false)).readOnly).toBe(false);
    expect((await tokenClient(owner.client, true)).readOnly).toBe(true);
    const list = await owner.client.gql(`{ viewer { apiTokens { readOnly } } }`);
    expect(list.data?.viewer.apiTokens.map((token: { readOnly: boolean }) => token.readOnly).sort()).toEqual([false, false, true]);
  });

  it("run queries, and every mutation they send is refused with a sentence", async () => {
    const owner = await reseller();
    const { api } = await tokenClient(owner.client, true);
    expect((await api.gql(`{ viewer { email } }`)).data?.viewer.email).toBe(owner.email);

    const response = await t.app.yoga.fetch("http://studiofront.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ query: `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`, variables: { input: { name: "Changed", email: owner.email } } }),
    });
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([{ message: READ_ONLY_TOKEN_MESSAGE, extensions: { code: "READ_ONLY_TOKEN" } }]);
    expect((await api.gql(`mutation { signOut }`)).errors?.[0].message).toBe(READ_ONLY_TOKEN_MESSAGE);
    expect((await t.prisma.user.findFirstOrThrow({ where: { email: owner.email } })).name).toBe("Rita Reseller");

    // A token without the choice may change what it is allowed to.
    const writer = await tokenClient(owner.client, false);
    const changed = await writer.api.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`, { input: { name: "Changed", email: owner.email } });
    expect(changed.data?.updateProfile.__typename).toBe("UserPayload");
  });
});
