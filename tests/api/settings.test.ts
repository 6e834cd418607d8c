// The studio's settings on /manage/settings: administrators only; a change writes only the keys
// that change, audited with their values before and after, and the public site sees it at once
// despite the public cache; bad input names every field and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../server/admin/settings.ts";
import { byField, type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin({ config: { publicCacheSeconds: 60, stripePublishableKey: "pk_test_settings", gtmId: undefined } })));
afterAll(() => t.close());

const RESULT = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const SETTINGS = `studioName description contactEmail contactPhone address country currency vatNumber wordsPerMinute freeRevisions revisionWindowDays extraRevisionPrice approvalWindowDays audioLeadMs audioTailMs masterMaxMinutes referralRateBasisPoints referralCommissionOn referralMonths commissionHoldingDays payoutMinimum checkoutReminderHours`;
const QUERY = `query { studioSettings { ${SETTINGS} paymentProvider integrations { name variable value } } }`;
const UPDATE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { ${RESULT} ... on AdminSettings { ${SETTINGS} } } }`;
const PUBLIC = `query PublicSettings { settings { studioName wordsPerMinute } }`;

async function signedInAs(role: "CUSTOMER" | "RESELLER") {
  const client = t.client();
  const email = uniqueEmail(role.toLowerCase());
  await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Someone", email, password: "a fine password", altcha: await solvedAltcha() },
  });
  if (role === "RESELLER") {
    const user = await t.prisma.user.update({ where: { email }, data: { role: "RESELLER" } });
    await t.prisma.reseller.create({ data: { userId: user.id } });
  }
  return client;
}


describe("studio settings", () => {
  it("are refused to visitors, customers and resellers, and nothing changes", async () => {
    const before = await t.prisma.setting.findMany({ orderBy: { key: "asc" } });
    const audits = await t.prisma.auditLog.count({ where: { action: "settings.updated" } });
    for (const [client, message] of [
      [t.client(), "Sign in to continue."],
      [await signedInAs("CUSTOMER"), "You do not have permission to do this."],
      [await signedInAs("RESELLER"), "You do not have permission to do this."],
    ] as const) {
      const read = await client.gql(QUERY);
      expect(read.errors?.[0].message).toBe(message);
      expect(read.data?.studioSettings ?? null).toBeNull();
      const write = await client.gql(UPDATE, { input: { studioName: "Taken over", wordsPerMinute: 200 } });
      expect(write.errors?.[0].message).toBe(message);
      expect(write.data?.updateSettings ?? null).toBeNull();
    }
    expect(await t.prisma.setting.findMany({ orderBy: { key: "asc" } })).toEqual(before);
    expect(await t.prisma.auditLog.count({ where: { action: "settings.updated" } })).toBe(audits);
  });

  it("are read by an administrator, every key, with the integrations' public keys and their variables", async () => {
    const result = await admin.gql(QUERY);
    expect(result.errors).toBeUndefined();
    const settings = result.data?.studioSettings;
    expect(settings).toMatchObject({ ...(await readSettings(t.prisma)), paymentProvider: "TEST" });
    expect(settings.integrations).toEqual([
      { name: "Stripe publishable key", variable: "STRIPE_PUBLISHABLE_KEY", value: "pk_test_settings" },
      { name: "Google Tag Manager container", variable: "GTM_ID", value: null },
      { name: "Sentry DSN (browser and server error reports)", variable: "SENTRY_DSN", value: null },
    ]);
  });

  it("are changed by an administrator: only the changed keys, audited, seen by the public site at once", async () => {
    // A signed-out visitor's answer is kept in the public cache…
    const publicBefore = await t.client().gql(PUBLIC);
    const before = await readSettings(t.prisma);
    expect(publicBefore.data?.settings.studioName).toBe(before.studioName);
    const kept = await t.statements.during(() => t.client().gql(PUBLIC));
    expect(kept.result.data?.settings.studioName).toBe(before.studioName);
    expect(kept.statements).toEqual([]);

    const result = await admin.gql(UPDATE, {
      input: { studioName: "  Stemwerk Studio ", wordsPerMinute: 140, referralRateBasisPoints: 1500, referralCommissionOn: "ORDERS_WITHIN_MONTHS", contactEmail: before.contactEmail, description: null },
    });
    expect(result.data?.updateSettings).toMatchObject({
      __typename: "AdminSettings",
      studioName: "Stemwerk Studio",
      wordsPerMinute: 140,
      referralRateBasisPoints: 1500,
      referralCommissionOn: "ORDERS_WITHIN_MONTHS",
      description: before.description,
      contactEmail: before.contactEmail,
    });

    // …and the change reaches the next visitor at once.
    expect((await t.client().gql(PUBLIC)).data?.settings).toEqual({ studioName: "Stemwerk Studio", wordsPerMinute: 140 });
    expect(await readSettings(t.prisma)).toEqual({ ...before, studioName: "Stemwerk Studio", wordsPerMinute: 140, referralRateBasisPoints: 1500, referralCommissionOn: "ORDERS_WITHIN_MONTHS" });

    const rows = await t.prisma.setting.findMany({ where: { key: { in: ["contactEmail", "description"] } } });
    expect(rows.filter((row) => row.value !== before[row.key as keyof typeof before])).toEqual([]);
    const entry = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "settings.updated" }, orderBy: { createdAt: "desc" } });
    expect(entry).toMatchObject({ actorEmail: TEST_ADMIN.email, entityType: "Setting" });
    expect(entry.metadata).toEqual({
      changed: ["studioName", "wordsPerMinute", "referralRateBasisPoints", "referralCommissionOn"],
      before: { studioName: before.studioName, wordsPerMinute: before.wordsPerMinute, referralRateBasisPoints: before.referralRateBasisPoints, referralCommissionOn: before.referralCommissionOn },
      after: { studioName: "Stemwerk Studio", wordsPerMinute: 140, referralRateBasisPoints: 1500, referralCommissionOn: "ORDERS_WITHIN_MONTHS" },
    });

    // Sending the same values again changes nothing and writes no audit entry.
    const audits = await t.prisma.auditLog.count({ where: { action: "settings.updated" } });
    expect((await admin.gql(UPDATE, { input: { studioName: "Stemwerk Studio", wordsPerMinute: 140 } })).data?.updateSettings.__typename).toBe("AdminSettings");
    expect(await t.prisma.auditLog.count({ where: { action: "settings.updated" } })).toBe(audits);
  });

  it("name every bad field in one ValidationError and change nothing", async () => {
    const before = await t.prisma.setting.findMany({ orderBy: { key: "asc" } });
    const audits = await t.prisma.auditLog.count({ where: { action: "settings.updated" } });
    const result = await admin.gql(UPDATE, {
      input: { studioName: "", contactEmail: "nobody", currency: "XYZ", country: "QQ", wordsPerMinute: 500, masterMaxMinutes: 0, referralRateBasisPoints: -5, approvalWindowDays: 0, extraRevisionPrice: -100, vatNumber: "DE123456789", payoutMinimum: 5000 },
    });
    expect(result.data?.updateSettings.__typename).toBe("ValidationError");
    expect(byField(result.data?.updateSettings.fields)).toEqual({
      "input.studioName": "should not be empty",
      "input.contactEmail": "must be an email",
      "input.currency": "must be one of the following values: EUR, GBP, USD, CHF, SEK, DKK, NOK, PLN",
      "input.country": "must be a two-letter ISO country code",
      "input.wordsPerMinute": "must not be greater than 250",
      "input.masterMaxMinutes": "must not be less than 1",
      "input.referralRateBasisPoints": "must not be less than 0",
      "input.approvalWindowDays": "must not be less than 1",
      "input.extraRevisionPrice": "must not be less than 0",
    });
    expect(await t.prisma.setting.findMany({ orderBy: { key: "asc" } })).toEqual(before);
    expect(await t.prisma.auditLog.count({ where: { action: "settings.updated" } })).toBe(audits);

    const vat = await admin.gql(UPDATE, { input: { vatNumber: "DE123456789" } });
    expect(byField(vat.data?.updateSettings.fields)).toEqual({ "input.vatNumber": "must start with NL, the prefix of the studio's country" });
  });

  it("keep the currency while partners are owed money in it", async () => {
    const partner = await t.registered("Pia Partner");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: partner.email } });
    await t.prisma.partnerLedgerEntry.create({ data: { partnerId: user.id, kind: "ADJUSTMENT", amount: 2500, currency: "EUR", note: "Launch bonus" } });
    const result = await admin.gql(UPDATE, { input: { currency: "GBP" } });
    expect(byField(result.data?.updateSettings.fields)).toEqual({ "input.currency": "cannot change while the partner ledger holds amounts in EUR: pay them out first" });
    expect((await readSettings(t.prisma)).currency).toBe("EUR");
  });
});
