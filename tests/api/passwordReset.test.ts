import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../server/accounts/apiTokens.ts";
import { solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename ... on MessagePayload { message } ... on Error { message } } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on ViewerPayload { viewer { email } } ... on ValidationError { fields { path message } } } }`;
const LINK = `query($id: String!, $key: String!) { passwordResetLink(id: $id, key: $key) { valid } }`;

async function registeredUser() {
  const email = uniqueEmail("reset");
  const client = t.client();
  await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Reset Tester", email, password: "original password", altcha: await solvedAltcha() },
  });
  return email;
}

async function linkFromOutbox(email: string) {
  const message = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const match = /http:\/\/studiofront\.test\/reset\/([0-9a-f-]{36})\?key=([A-Za-z0-9_-]+)/.exec(message.text);
  expect(match).not.toBeNull();
  return { id: match![1], key: match![2] };
}

describe("password reset", () => {
  it("answers the same whether the address exists or not, and mails only real accounts", async () => {
    const email = await registeredUser();
    const known = await t.client().gql(REQUEST, { input: { email } });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await t.client().gql(REQUEST, { input: { email: unknownEmail } });
    expect(known.data?.requestPasswordReset).toEqual(unknown.data?.requestPasswordReset);
    expect(known.data?.requestPasswordReset.__typename).toBe("MessagePayload");
    expect(await t.prisma.emailOutbox.count({ where: { to: email } })).toBe(1);
    expect(await t.prisma.emailOutbox.count({ where: { to: unknownEmail } })).toBe(0);
  });

  it("sets a new password through the link, once", async () => {
    const email = await registeredUser();
    await t.client().gql(REQUEST, { input: { email } });
    const { id, key } = await linkFromOutbox(email);
    expect((await t.client().gql(LINK, { id, key })).data?.passwordResetLink.valid).toBe(true);
    expect((await t.client().gql(LINK, { id, key: "wrong" })).data?.passwordResetLink.valid).toBe(false);
    const client = t.client();
    const done = await client.gql(RESET, { input: { id, key, password: "a fresh password" } });
    expect(done.data?.resetPassword).toEqual({ __typename: "ViewerPayload", viewer: { email } });
    expect(client.cookie).toMatch(/^sf_session=/);
    const again = await t.client().gql(RESET, { input: { id, key, password: "another password" } });
    expect(again.data?.resetPassword.fields).toEqual([
      { path: ["input", "key"], message: "This reset link is invalid, expired or already used. Ask for a new one." },
    ]);
    expect((await t.client().gql(LINK, { id, key })).data?.passwordResetLink.valid).toBe(false);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await t.prisma.auditLog.count({ where: { action: "user.password_reset", entityId: user.id } })).toBe(1);
  });

  it("revokes the account's API tokens by default, and keeps them when asked to", async () => {
    const tokenWorks = async (token: string) => {
      const client = t.client();
      client.token = token;
      return (await client.document(`{ viewer { email } }`)).errors?.[0]?.extensions?.code !== "INVALID_TOKEN";
    };
    const resetWith = async (revokeApiTokens: boolean | undefined) => {
      const email = await registeredUser();
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
      const { token } = await createApiToken(t.prisma, t.app.services.config.sessionSecret, user.id, { name: "Integration", readOnly: false });
      expect(await tokenWorks(token)).toBe(true);
      await t.client().gql(REQUEST, { input: { email } });
      const { id, key } = await linkFromOutbox(email);
      const done = await t.client().gql(RESET, { input: { id, key, password: "a fresh password", ...(revokeApiTokens === undefined ? {} : { revokeApiTokens }) } });
      expect(done.data?.resetPassword.__typename).toBe("ViewerPayload");
      return tokenWorks(token);
    };
    expect(await resetWith(undefined)).toBe(false);
    expect(await resetWith(true)).toBe(false);
    expect(await resetWith(false)).toBe(true);
  });

  it("refuses an expired link and changes nothing", async () => {
    const email = await registeredUser();
    await t.client().gql(REQUEST, { input: { email } });
    const { id, key } = await linkFromOutbox(email);
    await t.prisma.passwordReset.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    const result = await t.client().gql(RESET, { input: { id, key, password: "a fresh password" } });
    expect(result.data?.resetPassword.__typename).toBe("ValidationError");
    const after = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it("validates the link id and the new password", async () => {
    const result = await t.client().gql(RESET, { input: { id: "not-a-uuid", key: "", password: "short" } });
    expect(result.data?.resetPassword.fields).toEqual([
      { path: ["input", "id"], message: "must be a UUID" },
      { path: ["input", "key"], message: "should not be empty" },
      { path: ["input", "password"], message: "must be longer than or equal to 10 characters" },
    ]);
  });
});
