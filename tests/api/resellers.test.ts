// The reseller programme's application step through the API: a customer applies, the studio
// approves with terms (the account becomes a reseller) or rejects with a reason, then edits the
// terms and suspends; each field denied to those it is not for before it is allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/db/generated/client.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
const STUDIO = "studio@studiofront.example";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
});
afterAll(() => t.close());

async function registered(): Promise<{ client: Client; user: User }> {
  const client = t.client();
  const email = uniqueEmail("reseller");
  const result = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Rita Reseller", email, password: "reseller password", altcha: await solvedAltcha() },
  });
  expect(result.data?.register.__typename).toBe("ViewerPayload");
  return { client, user: await t.prisma.user.findUniqueOrThrow({ where: { email } }) };
}

const APPLICATION = { companyName: "Dub & Co", vatNumber: "NL 8532.47.123.B01", website: "dub.example", country: "NL", expectedVolume: "About 20 scripts a month", salesChannels: "We resell to advertising agencies." };
const FIELDS = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const SUBMIT = `mutation($input: SubmitResellerApplicationInput!) { submitResellerApplication(input: $input) { ${FIELDS} ... on ResellerApplicationPayload { application { id status companyName vatNumber website country } } } }`;
const DECIDE = `mutation($input: DecideResellerApplicationInput!) { decideResellerApplication(input: $input) { ${FIELDS} ... on ResellerApplicationPayload { application { id status rejectionReason company { name vatNumber } } } } }`;
const MINE = `{ myResellerApplication { id status rejectionReason companyName } myReseller { id wholesaleDiscountBasisPoints commissionRateBasisPoints suspended suspensionReason } }`;
const MANAGE_APPLICATIONS = `query($filter: ListQuery) { manageResellerApplications(first: 20, filter: $filter) { totalCount edges { node { id status companyName applicant { email } } } } }`;
const MANAGE_RESELLERS = `{ manageResellers(first: 20) { totalCount edges { node { id wholesaleDiscountBasisPoints suspended user { email } } } } }`;
const TERMS = `mutation($input: UpdateResellerTermsInput!) { updateResellerTerms(input: $input) { ${FIELDS} ... on ResellerPayload { reseller { wholesaleDiscountBasisPoints commissionRateBasisPoints payoutDetails } } } }`;
const SUSPEND = `mutation($input: SetResellerSuspendedInput!) { setResellerSuspended(input: $input) { ${FIELDS} ... on ResellerPayload { reseller { suspended suspensionReason suspendedBy { email } } } } }`;

const fieldPaths = (result: { fields?: { path: string[] }[] }) => (result.fields ?? []).map((f) => f.path.join("."));

async function applied() {
  const applicant = await registered();
  const result = await applicant.client.gql(SUBMIT, { input: APPLICATION });
  expect(result.data?.submitResellerApplication.__typename).toBe("ResellerApplicationPayload");
  return { ...applicant, applicationId: result.data?.submitResellerApplication.application.id as string };
}

describe("applying", () => {
  it("is refused signed out, then stored with the VAT number normalised and the studio e-mailed", async () => {
    const anonymous = await t.client().gql(SUBMIT, { input: APPLICATION });
    expect(anonymous.errors?.[0].message).toBe("Sign in to continue.");

    const { client, user } = await registered();
    const result = await client.gql(SUBMIT, { input: APPLICATION });
    expect(result.data?.submitResellerApplication.application).toMatchObject({ status: "SUBMITTED", vatNumber: "NL853247123B01", website: "https://dub.example/", country: "NL" });
    expect(await t.prisma.emailOutbox.count({ where: { to: STUDIO, text: { contains: user.email } } })).toBe(1);
    expect(await t.prisma.emailOutbox.count({ where: { to: user.email, subject: { contains: "application" } } })).toBe(1);
    expect((await client.gql(MINE)).data).toMatchObject({ myResellerApplication: { status: "SUBMITTED", rejectionReason: null }, myReseller: null });
  });

  it("refuses a second open application, and an administrator's", async () => {
    const { client } = await applied();
    const again = await client.gql(SUBMIT, { input: APPLICATION });
    expect(again.data?.submitResellerApplication).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input"] }] });
    expect(again.data?.submitResellerApplication.message).toMatch(/already waiting/);
    const byAdmin = await admin.gql(SUBMIT, { input: APPLICATION });
    expect(byAdmin.data?.submitResellerApplication.message).toMatch(/staff/);
  });

  it("names a bad VAT number, country and website by field", async () => {
    const { client } = await registered();
    const result = await client.gql(SUBMIT, { input: { ...APPLICATION, vatNumber: "DE123456789", country: "ZZ", website: "not a site", salesChannels: " " } });
    expect(fieldPaths(result.data?.submitResellerApplication)).toEqual(["input.country", "input.website", "input.salesChannels"]);
    const vat = await client.gql(SUBMIT, { input: { ...APPLICATION, vatNumber: "DE123456789" } });
    expect(fieldPaths(vat.data?.submitResellerApplication)).toEqual(["input.vatNumber"]);
  });
});

describe("the studio's decision", () => {
  it("is not for customers, nor is another customer's application", async () => {
    const { applicationId } = await applied();
    const other = await registered();
    const denied = await other.client.gql(DECIDE, { input: { applicationId, decision: "APPROVE", wholesaleDiscountBasisPoints: 2000, commissionRateBasisPoints: 500 } });
    expect(denied.errors?.[0].message).toMatch(/permission/i);
    const peek = await other.client.gql(`query($id: ID!) { node(id: $id) { id ... on ResellerApplication { companyName } } }`, { id: applicationId });
    expect(peek.data?.node ?? null).toBeNull();
    const list = await other.client.gql(MANAGE_APPLICATIONS);
    expect(list.errors?.[0].message).toMatch(/permission/i);
    expect((await other.client.gql(MANAGE_RESELLERS)).errors?.[0].message).toMatch(/permission/i);
  });

  it("approves with terms: RESELLER role, a Reseller row and a company, e-mail and audit", async () => {
    const { client, user, applicationId } = await applied();
    const waiting = await admin.gql(MANAGE_APPLICATIONS, { filter: { filters: "status~SUBMITTED" } });
    expect(waiting.data?.manageResellerApplications.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(applicationId);

    const tooMuch = await admin.gql(DECIDE, { input: { applicationId, decision: "APPROVE", wholesaleDiscountBasisPoints: 5001, commissionRateBasisPoints: 3001 } });
    expect(fieldPaths(tooMuch.data?.decideResellerApplication)).toEqual(["input.wholesaleDiscountBasisPoints", "input.commissionRateBasisPoints"]);

    const result = await admin.gql(DECIDE, { input: { applicationId, decision: "APPROVE", wholesaleDiscountBasisPoints: 2500, commissionRateBasisPoints: 500 } });
    expect(result.data?.decideResellerApplication.application).toMatchObject({ status: "APPROVED", company: { name: "Dub & Co", vatNumber: "NL853247123B01" } });
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { reseller: true, company: true } });
    expect(after.role).toBe("RESELLER");
    expect(after.reseller).toMatchObject({ wholesaleDiscountBasisPoints: 2500, commissionRateBasisPoints: 500, suspendedAt: null });
    expect(after.company?.name).toBe("Dub & Co");
    expect(await t.prisma.emailOutbox.count({ where: { to: user.email, subject: "Welcome to the reseller programme" } })).toBe(1);
    const row = await t.prisma.resellerApplication.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.companyId).toBe(after.company?.id);
    expect(await t.prisma.auditLog.count({ where: { action: "resellerApplication.approved", entityId: row.id } })).toBe(1);
    expect((await client.gql(MINE)).data?.myReseller).toMatchObject({ wholesaleDiscountBasisPoints: 2500, commissionRateBasisPoints: 500, suspended: false });

    const twice = await admin.gql(DECIDE, { input: { applicationId, decision: "REJECT", reason: "Changed our mind" } });
    expect(twice.data?.decideResellerApplication.message).toMatch(/Only a submitted application/);
    const again = await client.gql(SUBMIT, { input: APPLICATION });
    expect(again.data?.submitResellerApplication.message).toMatch(/already a reseller/);
  });

  it("rejects with a required reason the applicant reads, who may then apply again", async () => {
    const { client, user, applicationId } = await applied();
    const noReason = await admin.gql(DECIDE, { input: { applicationId, decision: "REJECT", reason: " " } });
    expect(fieldPaths(noReason.data?.decideResellerApplication)).toEqual(["input.reason"]);
    const result = await admin.gql(DECIDE, { input: { applicationId, decision: "REJECT", reason: "We only work with agencies in the EU." } });
    expect(result.data?.decideResellerApplication.application).toMatchObject({ status: "REJECTED", rejectionReason: "We only work with agencies in the EU." });
    expect((await client.gql(MINE)).data?.myResellerApplication).toMatchObject({ status: "REJECTED", rejectionReason: "We only work with agencies in the EU." });
    expect(await t.prisma.emailOutbox.count({ where: { to: user.email, text: { contains: "We only work with agencies in the EU." } } })).toBe(1);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("CUSTOMER");
    expect((await client.gql(SUBMIT, { input: APPLICATION })).data?.submitResellerApplication.__typename).toBe("ResellerApplicationPayload");
  });
});

describe("managing resellers", () => {
  it("edits the terms and suspends with a reason, for administrators only", async () => {
    const { client, user, applicationId } = await applied();
    await admin.gql(DECIDE, { input: { applicationId, decision: "APPROVE", wholesaleDiscountBasisPoints: 2000, commissionRateBasisPoints: 0 } });
    const resellerId = (await client.gql(MINE)).data?.myReseller.id as string;

    const denied = await client.gql(TERMS, { input: { resellerId, wholesaleDiscountBasisPoints: 5000, commissionRateBasisPoints: 3000 } });
    expect(denied.errors?.[0].message).toMatch(/permission/i);
    expect((await client.gql(SUSPEND, { input: { resellerId, suspended: false, reason: "x" } })).errors?.[0].message).toMatch(/permission/i);

    const bad = await admin.gql(TERMS, { input: { resellerId, wholesaleDiscountBasisPoints: -1, commissionRateBasisPoints: 100 } });
    expect(fieldPaths(bad.data?.updateResellerTerms)).toEqual(["input.wholesaleDiscountBasisPoints"]);
    const terms = await admin.gql(TERMS, { input: { resellerId, wholesaleDiscountBasisPoints: 3000, commissionRateBasisPoints: 1000, payoutDetails: "NL91 ABNA 0417 1643 00" } });
    expect(terms.data?.updateResellerTerms.reseller).toEqual({ wholesaleDiscountBasisPoints: 3000, commissionRateBasisPoints: 1000, payoutDetails: "NL91 ABNA 0417 1643 00" });

    const listed = await admin.gql(MANAGE_RESELLERS);
    expect(listed.data?.manageResellers.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(resellerId);

    const noReason = await admin.gql(SUSPEND, { input: { resellerId, suspended: true, reason: "" } });
    expect(fieldPaths(noReason.data?.setResellerSuspended)).toEqual(["input.reason"]);
    const suspended = await admin.gql(SUSPEND, { input: { resellerId, suspended: true, reason: "Unpaid invoices" } });
    expect(suspended.data?.setResellerSuspended.reseller).toEqual({ suspended: true, suspensionReason: "Unpaid invoices", suspendedBy: { email: TEST_ADMIN.email } });
    expect((await client.gql(MINE)).data?.myReseller).toMatchObject({ suspended: true, suspensionReason: "Unpaid invoices" });
    const reactivated = await admin.gql(SUSPEND, { input: { resellerId, suspended: false, reason: "Paid" } });
    expect(reactivated.data?.setResellerSuspended.reseller).toMatchObject({ suspended: false, suspensionReason: null });
    expect(await t.prisma.auditLog.count({ where: { entityId: (await t.prisma.reseller.findUniqueOrThrow({ where: { userId: user.id } })).id, action: { in: ["reseller.termsUpdated", "reseller.suspended", "reseller.reactivated"] } } })).toBe(3);
  });
});

describe("a reseller's billing country", () => {
  const QUOTE = `query($draft: OrderDraftInput!) { quote(draft: $draft) { __typename ... on Quote { country taxRateName subtotal taxTotal total reverseCharge } } }`;
  const SAVE = `mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ${FIELDS} ... on OrderPayload { order { billingCountry subtotal taxTotal total } } } }`;
  const draft = async () => ({
    service: "telephone-voice-prompts",
    language: "en-GB",
    voiceId: Buffer.from(`Voice:${(await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } })).id}`).toString("base64"),
    items: [{ name: "welcome", text: "Thank you for calling Dub and Co, please hold." }],
    fileFormats: ["MULAW_8K_WAV"],
    rush: false,
  });

  it("cannot be an island picked by mistake for a Dutch VAT number", async () => {
    const { client } = await registered();
    const caribbean = await client.gql(SUBMIT, { input: { ...APPLICATION, country: "BQ" } });
    expect(caribbean.data?.submitResellerApplication.fields).toEqual([
      { path: ["input", "vatNumber"], message: "is a VAT number of an EU member state (NL): the company's country must be that state" },
    ]);
  });

  it("is the Netherlands for a Dutch reseller, whose first order carries Dutch VAT", async () => {
    const { client, user, applicationId } = await applied();
    await admin.gql(DECIDE, { input: { applicationId, decision: "APPROVE", wholesaleDiscountBasisPoints: 0, commissionRateBasisPoints: 0 } });
    const saved = (await client.gql(SAVE, { input: { draft: await draft() } })).data?.saveOrderDraft.order;
    expect(saved.billingCountry).toBe("NL");
    expect(saved.subtotal).toBeGreaterThan(0);
    expect(saved.taxTotal).toBe(Math.round(saved.subtotal * 0.21));
    const quote = (await client.gql(QUOTE, { draft: await draft() })).data?.quote;
    expect(quote).toMatchObject({ country: "NL", taxRateName: "Netherlands VAT (BTW) 21 %", reverseCharge: false, taxTotal: saved.taxTotal });

    // A company entered before countries were checked against VAT numbers: its Dutch number decides.
    const { companyId } = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    await t.prisma.company.update({ where: { id: companyId! }, data: { country: "BQ" } });
    expect((await client.gql(QUOTE, { draft: await draft() })).data?.quote).toMatchObject({ country: "NL", taxRateName: "Netherlands VAT (BTW) 21 %", taxTotal: saved.taxTotal });
    const next = (await client.gql(SAVE, { input: { draft: await draft() } })).data?.saveOrderDraft.order;
    expect(next).toMatchObject({ billingCountry: "NL", taxTotal: saved.taxTotal });
  });
});
