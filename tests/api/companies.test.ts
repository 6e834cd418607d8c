// The studio's companies: the table, editing (VAT number and country checked, each problem named),
// members added and removed, duplicates merged; each denied to customers before it is allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { type Client, startTestAppWithAdmin, type TestApp, toGlobalId } from "./harness.ts";
import { addPayment, orderAwaitingPayment } from "./paymentsFixtures.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const UPDATE = `mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { __typename ... on ValidationError { fields { path message } } ... on CompanyPayload { company { name vatNumber country city } } } }`;
const ADD = `mutation($input: AddCompanyMemberInput!) { addCompanyMember(input: $input) { __typename ... on ValidationError { fields { path message } } ... on CompanyPayload { company { memberCount members { email } } } } }`;
const REMOVE = `mutation($input: RemoveCompanyMemberInput!) { removeCompanyMember(input: $input) { __typename ... on ValidationError { fields { path message } } ... on CompanyPayload { company { memberCount } } } }`;
const MERGE = `mutation($input: MergeCompaniesInput!) { mergeCompanies(input: $input) { __typename ... on ValidationError { fields { path message } } ... on CompanyPayload { company { memberCount orderCount members { email } } } } }`;
const SAVE_OWN = `mutation($input: OwnCompanyInput!) { saveOwnCompany(input: $input) { __typename ... on Error { message } ... on ValidationError { fields { path message } } ... on OwnCompanyPayload { user { company { id name vatNumber country city } } } } }`;
const LEAVE_OWN = `mutation { leaveOwnCompany { __typename ... on Error { message } ... on OwnCompanyPayload { user { company { id } } } } }`;
const LIST = `query($f: ListQuery) { manageCompanies(first: 20, filter: $f) { totalCount edges { node { id name vatNumber country memberCount orderCount } } } }`;

async function company(name: string, data: { vatNumber?: string; country?: string } = {}) {
  const row = await t.prisma.company.create({ data: { name, ...data } });
  return { row, id: toGlobalId("Company", row.id) };
}

describe("the studio's companies", () => {
  it("are listed and edited by administrators only", async () => {
    const acme = await company("Acme Telecom B.V.", { country: "NL" });
    const customer = await t.registered("Carla Customer");
    expect((await customer.gql(LIST, { f: { filters: "name~ILIKE~Acme" } })).errors?.[0].message).toBe("You do not have permission to do this.");
    const denied = await customer.gql(UPDATE, { input: { companyId: acme.id, name: "Taken over" } });
    expect(denied.errors?.[0].message).toBe("You do not have permission to do this.");
    expect((await t.prisma.company.findUniqueOrThrow({ where: { id: acme.row.id } })).name).toBe("Acme Telecom B.V.");

    const list = await admin.gql(LIST, { f: { filters: "name~ILIKE~Acme Telecom" } });
    expect(list.data?.manageCompanies.edges.map((e: { node: { name: string } }) => e.node.name)).toContain("Acme Telecom B.V.");

    const wrong = await admin.gql(UPDATE, { input: { companyId: acme.id, name: " ", vatNumber: "DE123456789", country: "NL" } });
    expect(wrong.data?.updateCompany.fields).toEqual([
      { path: ["input", "name"], message: "is required" },
      { path: ["input", "vatNumber"], message: "must start with NL, the prefix of the company's country" },
    ]);
    const unknownCountry = await admin.gql(UPDATE, { input: { companyId: acme.id, name: "Acme", country: "XX" } });
    expect(unknownCountry.data?.updateCompany.fields).toEqual([{ path: ["input", "country"], message: "must be a two-letter country code (ISO 3166-1)" }]);

    const saved = await admin.gql(UPDATE, { input: { companyId: acme.id, name: "Acme Telecom B.V.", vatNumber: "nl 8532.47.123.b01", country: "nl", city: "Utrecht" } });
    expect(saved.data?.updateCompany.company).toEqual({ name: "Acme Telecom B.V.", vatNumber: "NL853247123B01", country: "NL", city: "Utrecht" });
    expect(await t.prisma.auditLog.count({ where: { action: "company.updated", entityId: acme.row.id } })).toBe(1);
  });

  it("take and lose members by e-mail address", async () => {
    const acme = await company("Acme Members Ltd");
    const customer = await t.registered("Mira Member");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    expect((await admin.gql(ADD, { input: { companyId: acme.id, email: "nobody@example.com" } })).data?.addCompanyMember.fields).toEqual([
      { path: ["input", "email"], message: "is not the address of a customer account" },
    ]);
    const added = await admin.gql(ADD, { input: { companyId: acme.id, email: customer.email.toUpperCase() } });
    expect(added.data?.addCompanyMember.company).toEqual({ memberCount: 1, members: [{ email: customer.email }] });
    expect((await admin.gql(ADD, { input: { companyId: acme.id, email: customer.email } })).data?.addCompanyMember.fields).toEqual([
      { path: ["input", "email"], message: "is already a member of this company" },
    ]);
    const removed = await admin.gql(REMOVE, { input: { companyId: acme.id, userId: toGlobalId("User", user.id) } });
    expect(removed.data?.removeCompanyMember.company).toEqual({ memberCount: 0 });
    expect((await admin.gql(REMOVE, { input: { companyId: acme.id, userId: toGlobalId("User", user.id) } })).data?.removeCompanyMember.fields).toEqual([
      { path: ["input", "userId"], message: "is not a member of this company" },
    ]);
  });

  it("merge duplicates: members and orders move to the one kept, the others are archived", async () => {
    const kept = await company("Globex Corporation");
    const duplicate = await company("Globex Corp.");
    const member = await t.registered("Gina Globex");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: member.email } });
    await t.prisma.user.update({ where: { id: user.id }, data: { companyId: duplicate.row.id } });
    const { order } = await orderAwaitingPayment(t.prisma, { userId: user.id });
    await t.prisma.order.update({ where: { id: order.id }, data: { companyId: duplicate.row.id } });

    expect((await admin.gql(MERGE, { input: { companyId: kept.id, duplicateIds: [kept.id] } })).data?.mergeCompanies.fields).toEqual([
      { path: ["input", "duplicateIds"], message: "must not include the company kept" },
    ]);
    const merged = await admin.gql(MERGE, { input: { companyId: kept.id, duplicateIds: [duplicate.id] } });
    expect(merged.data?.mergeCompanies.company).toEqual({ memberCount: 1, orderCount: 1, members: [{ email: member.email }] });
    expect((await t.prisma.company.findUniqueOrThrow({ where: { id: duplicate.row.id } })).archivedAt).not.toBeNull();
    const list = await admin.gql(LIST, { f: { filters: "name~ILIKE~Globex" } });
    expect(list.data?.manageCompanies.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(["Globex Corporation"]);
    expect((await admin.gql(MERGE, { input: { companyId: kept.id, duplicateIds: [duplicate.id] } })).data?.mergeCompanies.fields).toEqual([
      { path: ["input", "duplicateIds"], message: "names a company that does not exist or was merged already" },
    ]);
  });
});

describe("a customer's own company", () => {
  it("is refused signed out, checked field by field, created with them as its member, edited, and left", async () => {
    const anonymous = await t.client().gql(SAVE_OWN, { input: { name: "Nobody B.V." } });
    expect(anonymous.errors?.[0].message).toBe("Sign in to continue.");
    expect(await t.prisma.company.count({ where: { name: "Nobody B.V." } })).toBe(0);

    const buyer = await t.registered("Olaf Owner");
    const wrong = await buyer.gql(SAVE_OWN, { input: { name: " ", vatNumber: "DE123456789", country: "AT" } });
    expect(wrong.data?.saveOwnCompany.fields.map((f: { path: string[] }) => f.path.join("."))).toEqual(["input.name", "input.vatNumber"]);

    const created = await buyer.gql(SAVE_OWN, { input: { name: "Alpenton GmbH", vatNumber: "ATU 12345678", country: "AT", city: "Wien" } });
    const mine = created.data?.saveOwnCompany.user.company;
    expect(mine).toMatchObject({ name: "Alpenton GmbH", vatNumber: "ATU12345678", country: "AT", city: "Wien" });
    const edited = await buyer.gql(SAVE_OWN, { input: { name: "Alpenton Audio GmbH", vatNumber: "ATU12345678", country: "AT" } });
    expect(edited.data?.saveOwnCompany.user.company).toMatchObject({ id: mine.id, name: "Alpenton Audio GmbH", city: null });
    expect(await t.prisma.auditLog.count({ where: { action: { in: ["company.created", "company.updated"] }, actorEmail: buyer.email } })).toBe(2);

    const left = await buyer.gql(LEAVE_OWN);
    expect(left.data?.leaveOwnCompany.user.company).toBeNull();
    expect(await t.prisma.company.findUniqueOrThrow({ where: { id: Buffer.from(mine.id, "base64").toString().split(":")[1] } })).toMatchObject({ name: "Alpenton Audio GmbH", archivedAt: null });
  });

  it("is not for the studio's administrators, and a reseller cannot leave theirs", async () => {
    const byAdmin = await admin.gql(SAVE_OWN, { input: { name: "Studio B.V." } });
    expect(byAdmin.data?.saveOwnCompany).toMatchObject({ __typename: "PermissionError" });
    const reseller = await t.registered("Rik Reseller");
    await reseller.gql(SAVE_OWN, { input: { name: "Resale B.V.", country: "NL" } });
    await t.prisma.user.update({ where: { email: reseller.email }, data: { role: "RESELLER" } });
    expect((await reseller.gql(LEAVE_OWN)).data?.leaveOwnCompany).toMatchObject({ __typename: "PermissionError", message: expect.stringContaining("reseller account") });
  });
});

describe("EU reverse charge", () => {
  it("bills a German business without VAT, says so on the quote, the order and the invoice; a Dutch one pays VAT", async () => {
    const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
    const draft = {
      service: "telephone-voice-prompts",
      language: "en-GB",
      voiceId: toGlobalId("Voice", voice.id),
      items: [{ name: "welcome", text: "Thank you for calling Müller Telefonie. Please hold the line." }],
      fileFormats: ["MP3"],
      rush: false,
    };
    const SAVE = `mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { __typename ... on OrderPayload { order { id subtotal taxTotal total taxRateName reverseCharge billingCountry } } } }`;
    const QUOTE = `query($draft: OrderDraftInput!) { quote(draft: $draft) { ... on Quote { taxTotal taxRateName reverseCharge country } } }`;

    // A business customer gives their company on their profile.
    async function businessCustomer(companyData: { name: string; vatNumber: string; country: string }) {
      const buyer = await t.registered("Bea Business");
      expect((await buyer.gql(SAVE_OWN, { input: companyData })).data?.saveOwnCompany.__typename).toBe("OwnCompanyPayload");
      return buyer;
    }

    const german = await businessCustomer({ name: "Müller Telefonie GmbH", vatNumber: "DE123456789", country: "DE" });
    expect((await german.gql(QUOTE, { draft })).data?.quote).toEqual({ taxTotal: 0, taxRateName: null, reverseCharge: true, country: "DE" });
    const saved = (await german.gql(SAVE, { input: { draft } })).data?.saveOrderDraft.order;
    expect(saved).toMatchObject({ taxTotal: 0, taxRateName: null, reverseCharge: true, billingCountry: "DE" });
    expect(saved.total).toBe(saved.subtotal);

    const orderId = Buffer.from(saved.id, "base64").toString().split(":")[1];
    await t.prisma.order.update({ where: { id: orderId }, data: { status: "PENDING_PAYMENT", placedAt: new Date() } });
    const payment = await addPayment(t.prisma, await t.prisma.order.findUniqueOrThrow({ where: { id: orderId } }));
    await confirmTestCard(t.app.services, { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
    const invoice = await t.prisma.invoice.findFirstOrThrow({ where: { orderId } });
    expect(invoice.content).toMatchObject({ reverseCharge: true, taxTotal: 0, taxes: [], buyer: { companyName: "Müller Telefonie GmbH", companyVatNumber: "DE123456789", country: "DE" } });

    const dutch = await businessCustomer({ name: "Bakker Bellen B.V.", vatNumber: "NL853247123B01", country: "NL" });
    const home = (await dutch.gql(SAVE, { input: { draft } })).data?.saveOrderDraft.order;
    expect(home).toMatchObject({ reverseCharge: false, billingCountry: "NL", taxRateName: "Netherlands VAT (BTW) 21 %" });
    expect(home.taxTotal).toBeGreaterThan(0);
  });
});
