// /api/account/export.json: the person's own data as one file, only with their browser session;
// what it holds (their scripts, orders, sessions, audit entries) and what it never holds (secrets).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../server/accounts/apiTokens.ts";
import { type Client, startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.httpBase();
});
afterAll(() => t.close());

const exportAs = (headers: Record<string, string>) => fetch(`${base}/api/account/export.json`, { headers });
const cookieOf = (client: Client) => ({ cookie: client.cookie! });

describe("the personal data export", () => {
  it("is refused signed out and to an API token, then gives the person everything about them and no secret", async () => {
    expect((await exportAs({})).status).toBe(401);

    const person = await t.registered("Petra Private");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: person.email } });
    const { token } = await createApiToken(t.prisma, t.app.services.config.sessionSecret, user.id, { name: "Script sync", readOnly: true });
    expect((await exportAs({ authorization: `Bearer ${token}` })).status).toBe(401);

    const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
    const saved = await person.gql(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { __typename } }`, {
      input: {
        draft: {
          service: "telephone-voice-prompts",
          language: "en-GB",
          voiceId: Buffer.from(`Voice:${voice.id}`).toString("base64"),
          items: [{ name: "welcome", text: "Welcome to Petra's pottery studio, please hold." }],
          fileFormats: ["MULAW_8K_WAV"],
          rush: false,
        },
      },
    });
    expect(saved.data?.saveOrderDraft.__typename).toBe("OrderPayload");

    const response = await exportAs(cookieOf(person));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="studiofront-personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({ format: "studiofront.personal-data.v1", profile: { name: "Petra Private", email: person.email, role: "CUSTOMER" } });
    expect(data.orders).toEqual([expect.objectContaining({ status: "DRAFT", items: [{ name: "welcome", text: "Welcome to Petra's pottery studio, please hold." }], service: { name: "Telephone voice prompts" } })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: "Script sync", readOnly: true })]);
    expect(data.auditEntries.map((entry: { action: string }) => entry.action)).toContain("user.registered");
    for (const secret of ["passwordHash", "tokenHash", token, user.passwordHash]) expect(text).not.toContain(secret);
    expect(await t.prisma.auditLog.count({ where: { action: "account.data_exported", actorId: user.id } })).toBe(1);
  });

  it("holds only the person's own orders", async () => {
    const one = await t.registered("Otto One");
    const other = await t.registered("Tara Two");
    await t.prisma.order.create({ data: { serviceId: (await t.prisma.service.findFirstOrThrow({ where: { slug: "telephone-voice-prompts" } })).id, userId: (await t.prisma.user.findUniqueOrThrow({ where: { email: other.email } })).id, items: [{ name: "x", text: "Tara's secret script" }] } });
    const text = await (await exportAs(cookieOf(one))).text();
    expect(JSON.parse(text).orders).toEqual([]);
    expect(text).not.toContain("Tara's secret script");
  });
});
