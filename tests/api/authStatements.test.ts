// Authentication costs one SQL statement: the session (or API token) and its user are read
// together, and `viewer` answers from that row. lastSeenAt/lastUsedAt are written only when stale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rawId = (globalId: string) => Buffer.from(globalId, "base64").toString().split(":")[1];

/** The statements one request of `client` sends, and its answer. */
const counted = async (client: Client, query: string) => {
  const { result, statements } = await t.statements.during(() => client.gql(query));
  return { body: result, statements };
};

async function registeredReseller() {
  const client = t.client();
  const email = uniqueEmail("statements");
  const registered = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { ... on ViewerPayload { viewer { id } } } }`, {
    input: { name: "Stan Statement", email, password: "statement password", altcha: await solvedAltcha() },
  });
  const id = rawId(registered.data!.register.viewer.id);
  await t.prisma.user.update({ where: { id }, data: { role: "RESELLER" } });
  return { client, email, id };
}

describe("authentication", () => {
  it("a signed-in browser's read costs one statement, and its viewer needs no other", async () => {
    const { client, email } = await registeredReseller();
    const { body, statements } = await counted(client, `{ viewer { id email name role phone createdAt } }`);
    expect(body.data?.viewer).toMatchObject({ email, name: "Stan Statement", role: "RESELLER", phone: null });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/JOIN "User"/);
  });

  it("relations of the viewer are still read", async () => {
    const { client } = await registeredReseller();
    const { body, statements } = await counted(client, `{ viewer { email sessions { current } } }`);
    expect(body.data?.viewer.sessions).toEqual([{ current: true }]);
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it("a session's lastSeenAt (and sliding expiry) is written only when an hour old", async () => {
    const { client, id } = await registeredReseller();
    await t.prisma.session.updateMany({ where: { userId: id }, data: { lastSeenAt: new Date(Date.now() - 2 * 3_600_000), expiresAt: new Date(Date.now() + 86_400_000) } });
    expect((await counted(client, `{ viewer { id } }`)).statements).toHaveLength(2);
    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: id } });
    expect(session.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await counted(client, `{ viewer { id } }`)).statements).toHaveLength(1);
  });

  it("an API token's read costs one statement; lastUsedAt is written at most once a minute", async () => {
    const { client, id } = await registeredReseller();
    const created = await client.gql(`mutation { createApiToken(input: { name: "Counting" }) { ... on CreatedApiTokenPayload { token } } }`);
    const api = t.client();
    api.token = created.data!.createApiToken.token;
    const first = await counted(api, `{ viewer { email } }`);
    expect(first.body.data?.viewer.email).toMatch(/^statements\./);
    expect(first.statements).toHaveLength(2); // never used before: lastUsedAt is written
    const token = await t.prisma.apiToken.findFirstOrThrow({ where: { userId: id } });
    expect(token.lastUsedAt).not.toBeNull();
    expect((await counted(api, `{ viewer { email } }`)).statements).toHaveLength(1);
    await t.prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date(Date.now() - 2 * 60_000) } });
    expect((await counted(api, `{ viewer { email } }`)).statements).toHaveLength(2);
    expect((await t.prisma.apiToken.findUniqueOrThrow({ where: { id: token.id } })).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
