import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../server/accounts/apiTokens.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on ViewerPayload { viewer { id email name role referralCode } }
    ... on ValidationError { message fields { path message } }
    ... on Error { message }
  }
}`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on ViewerPayload { viewer { id email } }
    ... on ValidationError { fields { path message } }
    ... on Error { message }
  }
}`;
const VIEWER = `{ viewer { id email name phone sessions { id current } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function register(client: Client, overrides: Record<string, unknown> = {}) {
  const input = { name: "Ann Example", email: uniqueEmail(), password: "correct horse battery", altcha: await solvedAltcha(), ...overrides };
  const result = await client.gql(REGISTER, { input });
  return { email: String(input.email), input, result: result.data?.register, errors: result.errors };
}

describe("register", () => {
  it("creates the account, signs it in and writes the audit log", async () => {
    const client = t.client();
    const { email, result } = await register(client, { email: `Mixed.Case.${Date.now()}@Example.COM` });
    expect(result.__typename).toBe("ViewerPayload");
    expect(result.viewer.email).toBe(email.toLowerCase());
    expect(result.viewer.role).toBe("CUSTOMER");
    expect(client.cookie).toMatch(/^sf_session=/);
    const viewer = await client.gql(VIEWER);
    expect(viewer.data?.viewer.email).toBe(email.toLowerCase());
    const audit = await t.prisma.auditLog.findFirst({ where: { action: "user.registered", actorEmail: email.toLowerCase() } });
    expect(audit).not.toBeNull();
  });

  it("counts the sign-in that registration makes as the last sign-in", async () => {
    const client = t.client();
    await register(client);
    const viewer = (await client.gql(`{ viewer { createdAt lastSignInAt } }`)).data?.viewer;
    expect(viewer.lastSignInAt).not.toBeNull();
    expect(Date.parse(viewer.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(viewer.createdAt));
  });

  it("answers each invalid field with the specification's message and creates nothing", async () => {
    const before = await t.prisma.user.count();
    const { result } = await register(t.client(), { name: "   ", email: "not-an-address", password: "x".repeat(200) });
    expect(result.__typename).toBe("ValidationError");
    const byField = Object.fromEntries(result.fields.map((f: { path: string[]; message: string }) => [f.path.at(-1), f.message]));
    expect(byField).toEqual({
      name: "should not be empty",
      email: "must be an email",
      password: "must be shorter than or equal to 128 characters",
    });
    expect(await t.prisma.user.count()).toBe(before);
  });

  it("refuses an address that is already registered, whatever its case", async () => {
    const { email } = await register(t.client());
    const { result } = await register(t.client(), { email: email.toUpperCase() });
    expect(result.__typename).toBe("ValidationError");
    expect(result.fields).toEqual([{ path: ["input", "email"], message: "is already registered: sign in or reset your password" }]);
  });

  it("needs a solved bot-check, and accepts each solution once", async () => {
    const missing = await register(t.client(), { altcha: null });
    expect(missing.result).toMatchObject({ __typename: "BotCheckError", message: "Verification required!" });
    const altcha = await solvedAltcha();
    const first = await register(t.client(), { altcha });
    expect(first.result.__typename).toBe("ViewerPayload");
    const replay = await register(t.client(), { altcha });
    expect(replay.result).toMatchObject({ __typename: "BotCheckError", message: "Verification failed. Try again later." });
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(altcha, "base64").toString()), number: 7, signature: "0".repeat(64) })).toString("base64");
    expect((await register(t.client(), { altcha: forged })).result.__typename).toBe("BotCheckError");
  });

  it("links the new account to its referrer through ?ref=", async () => {
    const referrer = await register(t.client());
    const code = referrer.result.viewer.referralCode;
    const referred = await register(t.client(), { referralCode: code.toLowerCase() });
    expect(referred.result.__typename).toBe("ViewerPayload");
    const referral = await t.prisma.referral.findFirst({ where: { referredUser: { email: referred.email } }, include: { referrer: true } });
    expect(referral?.referrer.email).toBe(referrer.email);
    const unknown = await register(t.client(), { referralCode: "NOSUCHCODE" });
    expect(unknown.result.fields).toEqual([{ path: ["input", "referralCode"], message: "is not a valid referral code" }]);
  });
});

describe("sign in and out", () => {
  it("signs in with the right password, and a wrong one is refused and audited", async () => {
    const { email, input } = await register(t.client());
    const client = t.client();
    const wrong = await client.gql(SIGN_IN, { input: { email, password: "wrong password!" } });
    expect(wrong.data?.signIn).toEqual({ __typename: "AuthenticationError", message: "The e-mail address or password is incorrect." });
    expect(client.cookie).toBeNull();
    expect(await t.prisma.auditLog.count({ where: { action: "user.sign_in_failed", actorEmail: email } })).toBe(1);
    const right = await client.gql(SIGN_IN, { input: { email: email.toUpperCase(), password: input.password } });
    expect(right.data?.signIn.__typename).toBe("ViewerPayload");
    expect(await t.prisma.auditLog.count({ where: { action: "user.signed_in", actorEmail: email } })).toBe(1);
    const registeredAt = await t.prisma.user.findUniqueOrThrow({ where: { email }, select: { createdAt: true, lastSignInAt: true } });
    expect(registeredAt.lastSignInAt!.getTime()).toBeGreaterThan(registeredAt.createdAt.getTime());
    expect((await client.gql(VIEWER)).data?.viewer.email).toBe(email);
    const out = await client.gql("mutation { signOut }");
    expect(out.data?.signOut).toBe(true);
    expect(client.cookie).toBeNull();
    expect((await client.gql(VIEWER)).data?.viewer).toBeNull();
  });

  it("a revoked session cookie no longer signs in", async () => {
    const client = t.client();
    await register(client);
    const stolen = client.cookie;
    await client.gql("mutation { signOut }");
    const thief = t.client();
    thief.cookie = stolen;
    expect((await thief.gql(VIEWER)).data?.viewer).toBeNull();
  });

  it("asks for the bot-check after repeated failures, and then lets the owner in with the right password", async () => {
    const { email, input } = await register(t.client());
    const attempt = async (password: string, altcha?: string) => (await t.client().gql(SIGN_IN, { input: { email, password, altcha } })).data?.signIn;
    for (let i = 0; i < 10; i++) expect((await attempt("wrong password!")).__typename).toBe("AuthenticationError");
    expect(await attempt("wrong password!")).toEqual({ __typename: "BotCheckError", message: "Verification required!" });
    // The right password is asked for the bot-check too, never refused: failing on purpose locks nobody out.
    expect(await attempt(input.password)).toEqual({ __typename: "BotCheckError", message: "Verification required!" });
    expect((await attempt(input.password, await solvedAltcha())).__typename).toBe("ViewerPayload");
    // A success forgets the failures before it.
    expect((await attempt("wrong password!")).__typename).toBe("AuthenticationError");
  });

  it("counts attempts sent at once one by one, per account and per address", async () => {
    const { email } = await register(t.client());
    const atOnce = await Promise.all(Array.from({ length: 30 }, () => t.client().gql(SIGN_IN, { input: { email, password: "wrong password!" } })));
    const outcomes = atOnce.map((result) => result.data?.signIn.__typename);
    expect(outcomes.filter((name) => name === "AuthenticationError")).toHaveLength(10);
    expect(outcomes.filter((name) => name === "BotCheckError")).toHaveLength(20);
    expect(await t.prisma.auditLog.count({ where: { action: "user.sign_in_failed", actorEmail: email } })).toBe(10);

    const office = t.client();
    const fromOneAddress = await Promise.all(Array.from({ length: 61 }, () => office.gql(SIGN_IN, { input: { email: uniqueEmail("nobody"), password: "wrong password!" } })));
    const byAddress = fromOneAddress.map((result) => result.data?.signIn.__typename);
    expect(byAddress.filter((name) => name === "AuthenticationError")).toHaveLength(60);
    expect(byAddress.filter((name) => name === "BotCheckError")).toHaveLength(1);
  });

  it("the seeded administrator can sign in", async () => {
    const client = t.client();
    const result = await client.gql(SIGN_IN, { input: TEST_ADMIN });
    expect(result.data?.signIn.__typename).toBe("ViewerPayload");
  });
});

describe("profile, password and sessions", () => {
  it("updates the profile and validates it", async () => {
    const client = t.client();
    const { email } = await register(client);
    const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on UserPayload { user { name email phone } } ... on ValidationError { fields { path message } } } }`;
    const bad = await client.gql(UPDATE, { input: { name: "A".repeat(121), email, phone: "call me" } });
    expect(bad.data?.updateProfile.fields).toEqual([
      { path: ["input", "name"], message: "must be shorter than or equal to 120 characters" },
      { path: ["input", "phone"], message: "must be a phone number" },
    ]);
    const newEmail = uniqueEmail("renamed");
    const ok = await client.gql(UPDATE, { input: { name: "Ann Renamed", email: newEmail, phone: "+31 20 123 4567" } });
    expect(ok.data?.updateProfile.user).toEqual({ name: "Ann Renamed", email: newEmail, phone: "+31 20 123 4567" });
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const first = t.client();
    const { email, input } = await register(first);
    const second = t.client();
    await second.gql(SIGN_IN, { input: { email, password: input.password } });
    const sessions = (await first.gql(VIEWER)).data?.viewer.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on ValidationError { fields { path message } } } }`;
    const wrong = await first.gql(CHANGE, { input: { currentPassword: "not it at all", newPassword: "a brand new password" } });
    expect(wrong.data?.changePassword.fields).toEqual([{ path: ["input", "currentPassword"], message: "is not your current password" }]);
    const short = await first.gql(CHANGE, { input: { currentPassword: input.password, newPassword: "short" } });
    expect(short.data?.changePassword.fields).toEqual([{ path: ["input", "newPassword"], message: "must be longer than or equal to 10 characters" }]);
    const ok = await first.gql(CHANGE, { input: { currentPassword: input.password, newPassword: "a brand new password" } });
    expect(ok.data?.changePassword.__typename).toBe("UserPayload");
    expect((await first.gql(VIEWER)).data?.viewer.email).toBe(email);
    expect((await second.gql(VIEWER)).data?.viewer).toBeNull();
    const again = await t.client().gql(SIGN_IN, { input: { email, password: "a brand new password" } });
    expect(again.data?.signIn.__typename).toBe("ViewerPayload");
  });

  it("revokes the API tokens with a password change only when asked to", async () => {
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }`;
    const tokenWorks = async (token: string) => {
      const client = t.client();
      client.token = token;
      return (await client.document(`{ viewer { email } }`)).errors?.[0]?.extensions?.code !== "INVALID_TOKEN";
    };
    const client = t.client();
    const { email, input } = await register(client);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    const first = await createApiToken(t.prisma, t.app.services.config.sessionSecret, user.id, { name: "Kept", readOnly: false });
    expect((await client.gql(CHANGE, { input: { currentPassword: input.password, newPassword: "a second password" } })).data?.changePassword.__typename).toBe("UserPayload");
    expect(await tokenWorks(first.token)).toBe(true);
    const second = await createApiToken(t.prisma, t.app.services.config.sessionSecret, user.id, { name: "Also ended", readOnly: true });
    const changed = await client.gql(CHANGE, { input: { currentPassword: "a second password", newPassword: "a third password", revokeApiTokens: true } });
    expect(changed.data?.changePassword.__typename).toBe("UserPayload");
    expect(await tokenWorks(first.token)).toBe(false);
    expect(await tokenWorks(second.token)).toBe(false);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "user.password_changed", entityId: user.id }, orderBy: { createdAt: "desc" } });
    expect(audit.metadata).toEqual({ apiTokensRevoked: 2 });
  });

  it("lists and revokes its own sessions only", async () => {
    const first = t.client();
    const { email, input } = await register(first);
    const second = t.client();
    await second.gql(SIGN_IN, { input: { email, password: input.password } });
    const sessions = (await first.gql(VIEWER)).data?.viewer.sessions as { id: string; current: boolean }[];
    const other = sessions.find((s) => !s.current)!;
    const stranger = t.client();
    await register(stranger);
    const REVOKE = `mutation($id: ID!) { revokeSession(id: $id) { __typename ... on Error { message } } }`;
    expect((await stranger.gql(REVOKE, { id: other.id })).data?.revokeSession.__typename).toBe("NotFoundError");
    expect((await second.gql(VIEWER)).data?.viewer.email).toBe(email);
    expect((await first.gql(REVOKE, { id: other.id })).data?.revokeSession.__typename).toBe("UserPayload");
    expect((await second.gql(VIEWER)).data?.viewer).toBeNull();
  });
});
