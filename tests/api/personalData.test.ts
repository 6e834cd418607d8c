// /api/account/export.json: the person's own data as one file, only with their browser session;
// what it holds (their scripts, orders, sessions, audit entries) and what it never holds (secrets);
// above the size limit, a stored file e-mailed as a link that only its person can use, until it expires.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../server/accounts/apiTokens.ts";
import { purgeExpiredPersonalDataExports } from "../../server/accounts/personalDataExports.ts";
import { adjustPartnerBalance } from "../../server/partners/adjustments.ts";
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
    const draft = await t.prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    const pronunciation = await t.prisma.storedFile.findFirstOrThrow();
    await t.prisma.orderMessage.create({
      data: { orderId: draft.id, fromStudio: false, authorId: user.id, authorName: "Petra Private", body: "Pottery rhymes with lottery.", attachments: { create: { fileId: pronunciation.id, name: "pottery.m4a", position: 0 } } },
    });

    const response = await exportAs(cookieOf(person));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="studiofront-personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({ format: "studiofront.personal-data.v1", profile: { name: "Petra Private", email: person.email, role: "CUSTOMER" } });
    expect(data.orders).toEqual([
      expect.objectContaining({
        status: "DRAFT",
        items: [{ name: "welcome", text: "Welcome to Petra's pottery studio, please hold." }],
        service: { name: "Telephone voice prompts" },
        messages: [{ fromStudio: false, authorName: "Petra Private", body: "Pottery rhymes with lottery.", createdAt: expect.any(String), attachments: ["pottery.m4a"] }],
      }),
    ]);
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

describe("what the export leaves out", () => {
  it("holds a partner's own data only: not the names of the people they referred, the studio's reasons, nor an administrator's address", async () => {
    const partner = await t.registered("Paula Partner");
    const referred = await t.registered("Robert Referred");
    const [partnerUser, referredUser] = await Promise.all([partner.email, referred.email].map((email) => t.prisma.user.findUniqueOrThrow({ where: { email } })));
    await t.prisma.user.update({ where: { id: referredUser.id }, data: { referredById: partnerUser.id } });
    const studioFinding = "Same card fingerprint as the referrer's own order";
    const referral = await t.prisma.referral.create({ data: { referrerId: partnerUser.id, referredUserId: referredUser.id, ineligibleReason: studioFinding } });
    const service = await t.prisma.service.findFirstOrThrow({ where: { slug: "telephone-voice-prompts" } });
    const order = await t.prisma.order.create({ data: { serviceId: service.id, userId: referredUser.id, items: [] } });
    await t.prisma.commission.create({
      data: { partnerId: partnerUser.id, source: "REFERRAL", referralId: referral.id, orderId: order.id, baseAmount: 10_000, rateBasisPoints: 1000, amount: 1000, currency: "EUR", availableAt: new Date() },
    });
    const admin = await t.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
    const administrator = { ip: "198.51.100.23", userAgent: "StudioDesk/9.1 (administrator's browser)" };
    await adjustPartnerBalance(t.prisma, { userId: admin.id, email: admin.email, request: administrator }, { partnerId: partnerUser.id, amount: 500, currency: "EUR", reason: "Goodwill for the late payout" });

    const text = await (await exportAs(cookieOf(partner))).text();
    const data = JSON.parse(text);
    for (const foreign of ["Robert Referred", referred.email, studioFinding, administrator.ip, administrator.userAgent, admin.email]) expect(text, foreign).not.toContain(foreign);
    expect(data.referrals.made).toEqual([{ createdAt: expect.any(String), eligible: false }]);
    expect(data.referrals.commissions).toEqual([expect.not.objectContaining({ order: expect.anything() })]);
    // What was done to her account stays, without who did it from where; her own entries keep theirs.
    expect(data.auditEntries).toContainEqual({ action: "partner.balance_adjusted", entityType: "User", createdAt: expect.any(String), byYou: false });
    expect(data.auditEntries).toContainEqual(expect.objectContaining({ action: "user.registered", byYou: true, ip: partner.ip }));
    // The ledger shows her the adjustment with its reason, as her account does.
    expect(data.referrals.ledger).toEqual([expect.objectContaining({ kind: "ADJUSTMENT", amount: 500, note: "Goodwill for the late payout" })]);

    const referredText = await (await exportAs(cookieOf(referred))).text();
    expect(referredText).not.toContain("Paula Partner");
    expect(JSON.parse(referredText).profile).toMatchObject({ referred: true });
  });
});

describe("a large personal data export", () => {
  let small: TestApp;
  let smallBase: string;
  beforeAll(async () => {
    // The limit lowered so that an ordinary account's data is "large".
    small = await startTestApp({ config: { personalDataEmailBytes: 500 } });
    smallBase = await small.httpBase();
  });
  afterAll(() => small.close());

  it("is stored and e-mailed as a link that works only for its person, signed in, until it expires", async () => {
    const person = await small.registered("Lars Large");
    const user = await small.prisma.user.findUniqueOrThrow({ where: { email: person.email } });
    const response = await fetch(`${smallBase}/api/account/export.json`, { headers: cookieOf(person) });
    expect(response.status).toBe(202);
    const answer = await response.json();
    expect(answer).toMatchObject({ emailed: true, email: person.email, message: expect.stringContaining(`e-mailed a download link to ${person.email}`) });
    const expiresAt = new Date(answer.expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const email = await small.prisma.emailOutbox.findFirstOrThrow({ where: { to: person.email, subject: { contains: "ready to download" } } });
    const link = /http:\/\/studiofront\.test\/account\/export\?download=([0-9a-f-]{36})&key=([\w-]+)/.exec(email.text);
    expect(link).not.toBeNull();
    const [, id, key] = link!;
    const stored = await small.prisma.personalDataExport.findUniqueOrThrow({ where: { id } });
    expect(stored.secretHash).not.toContain(key);
    expect(await small.prisma.auditLog.count({ where: { action: "account.data_export_emailed", actorId: user.id } })).toBe(1);
    const download = (headers: Record<string, string>, withKey = key) => fetch(`${smallBase}/api/account/export/${id}.json?key=${withKey}`, { headers });

    // Refused signed out, to somebody else, and with a wrong key.
    expect((await download({})).status).toBe(401);
    const other = await small.registered("Olaf Other");
    expect((await download(cookieOf(other))).status).toBe(404);
    expect((await download(cookieOf(person), `${key}x`)).status).toBe(404);

    // Its person, signed in, gets the file.
    const file = await download(cookieOf(person));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="studiofront-personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await file.json();
    expect(data).toMatchObject({ format: "studiofront.personal-data.v1", profile: { name: "Lars Large", email: person.email } });
    expect(await small.prisma.auditLog.count({ where: { action: "account.data_export_downloaded", actorId: user.id } })).toBe(1);

    // Expired, the link is refused, and the hourly job removes the file.
    await small.prisma.personalDataExport.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await download(cookieOf(person));
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toMatch(/expired/);
    expect(await small.app.services.storage.stat(stored.storageKey)).not.toBeNull();
    expect(await purgeExpiredPersonalDataExports(small.prisma, small.app.services.storage)).toBe(1);
    expect(await small.app.services.storage.stat(stored.storageKey)).toBeNull();
    expect(await small.prisma.personalDataExport.count({ where: { id } })).toBe(0);
  });
});
