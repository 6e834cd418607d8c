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

describe("a token's expiry", () => {
  const CREATED = `mutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreatedApiTokenPayload { token apiToken { id expiresAt expired } }
      ... on ValidationError { fields { path message } }
    }
  }`;

  it("is chosen at creation, listed, and the token is refused once it has passed", async () => {
    const owner = await reseller();
    const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    const created = await owner.client.gql(CREATED, { input: { name: "Thirty days", readOnly: true, expiresAt } });
    expect(created.data?.createApiToken).toMatchObject({ __typename: "CreatedApiTokenPayload", apiToken: { expiresAt, expired: false } });
    const api = t.client();
    api.token = created.data!.createApiToken.token;
    expect((await api.gql(`{ viewer { email } }`)).data?.viewer.email).toBe(owner.email);

    const never = await owner.client.gql(CREATED, { input: { name: "Forever" } });
    expect(never.data?.createApiToken.apiToken).toMatchObject({ expiresAt: null, expired: false });

    await t.prisma.apiToken.update({ where: { id: rawId(created.data!.createApiToken.apiToken.id) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await post(api.token!);
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].extensions.code).toBe("INVALID_TOKEN");
    const list = await owner.client.gql(`{ viewer { apiTokens { name expired lastUsedAt } } }`);
    expect(list.data?.viewer.apiTokens).toContainEqual(expect.objectContaining({ name: "Thirty days", expired: true }));
    expect(list.data?.viewer.apiTokens).toContainEqual({ name: "Forever", expired: false, lastUsedAt: null });
  });

  it("must be in the future and at most two years ahead: refused naming input.expiresAt", async () => {
    const owner = await reseller();
    const past = await owner.client.gql(CREATED, { input: { name: "Past", expiresAt: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.data?.createApiToken).toEqual({ __typename: "ValidationError", fields: [{ path: ["input", "expiresAt"], message: "must be in the future" }] });
    const far = await owner.client.gql(CREATED, { input: { name: "Far", expiresAt: new Date(Date.now() + 3 * 366 * 24 * 60 * 60 * 1000).toISOString() } });
    expect(far.data?.createApiToken).toEqual({ __typename: "ValidationError", fields: [{ path: ["input", "expiresAt"], message: "must be at most 2 years ahead" }] });
    expect(await t.prisma.apiToken.count({ where: { user: { email: owner.email } } })).toBe(0);
  });
});

describe("the reseller page's guide, followed with a token", () => {
  it("prices a draft, saves it as an order, places and pays it on the test gateway, and follows it", async () => {
    const owner = await reseller();
    const { api } = await tokenClient(owner.client);
    const voices = await api.gql(`{ viewer { email role } voices(first: 20) { edges { node { id name } } } }`);
    expect(voices.data?.viewer).toEqual({ email: owner.email, role: "RESELLER" });
    const draft = {
      service: "telephone-voice-prompts",
      language: "en-GB",
      voiceId: voices.data!.voices.edges[0].node.id,
      items: [{ name: "welcome", text: "Thank you for calling." }],
      fileFormats: ["MULAW_8K_WAV"],
      rush: false,
    };
    const quote = await api.gql(
      `query Price($draft: OrderDraftInput!) { quote(draft: $draft, country: "DE") { __typename ... on Quote { total currency } ... on ValidationError { fields { path message } } } }`,
      { draft },
    );
    expect(quote.data?.quote.__typename, JSON.stringify(quote)).toBe("Quote");

    const saved = await api.gql(
      `mutation Save($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { __typename ... on OrderPayload { order { id status total } } ... on Error { message } } }`,
      { input: { draft } },
    );
    expect(saved.data?.saveOrderDraft.__typename, JSON.stringify(saved)).toBe("OrderPayload");
    const orderId = saved.data!.saveOrderDraft.order.id as string;

    const started = await api.gql(
      `mutation Pay($input: StartPaymentInput!) { startPayment(input: $input) { __typename ... on PaymentActionRequired { provider payment { id } order { status total } } ... on Error { message } } }`,
      { input: { order: { orderId }, billingCountry: "DE" } },
    );
    expect(started.data?.startPayment, JSON.stringify(started)).toMatchObject({ __typename: "PaymentActionRequired", provider: "TEST", order: { status: "PENDING_PAYMENT", total: quote.data!.quote.total } });

    const confirmed = await api.gql(
      `mutation Confirm($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { __typename ... on ConfirmTestPaymentPayload { order { status } payment { status } } ... on Error { message } } }`,
      { input: { order: { orderId }, paymentId: started.data!.startPayment.payment.id, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } },
    );
    expect(confirmed.data?.confirmTestPayment).toEqual({ __typename: "ConfirmTestPaymentPayload", order: { status: "PAID" }, payment: { status: "SUCCEEDED" } });

    const followed = await api.gql(`query Follow($id: ID!) { node(id: $id) { ... on Order { status paidAt filesZipUrl deliveredFiles { downloadUrl } } } }`, { id: orderId });
    expect(followed.data?.node).toMatchObject({ status: "PAID", filesZipUrl: null, deliveredFiles: [] });
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
