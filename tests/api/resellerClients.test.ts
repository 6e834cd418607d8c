// A reseller ordering for their clients through the API: clients added and edited (refused to
// customers, other resellers and suspended resellers), the wholesale discount priced by the server
// as its own line, orders placed for a client and kept the reseller's, and private label: the
// client hears from the studio only when the reseller turned that on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let voiceId: string;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  t = await startTestApp();
  voiceId = gid("Voice", (await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } })).id);
});
afterAll(() => t.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const draft = () => ({
  service: "telephone-voice-prompts",
  language: "en-GB",
  voiceId,
  items: [
    { name: "welcome", text: words(20) },
    { name: "main-menu", text: words(30) },
  ],
  fileFormats: ["MULAW_8K_WAV"],
  rush: false,
});

const ERR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const CLIENT = `id name country contactName contactEmail emailContact`;
const CREATE = `mutation($input: ResellerClientInput!) { createResellerClient(input: $input) { ${ERR} ... on ResellerClientPayload { client { ${CLIENT} } } } }`;
const UPDATE = `mutation($input: UpdateResellerClientInput!) { updateResellerClient(input: $input) { ${ERR} ... on ResellerClientPayload { client { ${CLIENT} } } } }`;
const LINES = `subtotal taxTotal total lines { kind description amount }`;
const QUOTE = `query($draft: OrderDraftInput!) { quote(draft: $draft, country: "NL") { ${ERR} ... on Quote { ${LINES} } } }`;
const SAVE = `mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ${ERR} ... on OrderPayload { order { id number status ${LINES} clientCompany { name } } } } }`;
const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { ${ERR} ... on PaymentActionRequired { payment { id } } } }`;
const CONFIRM = `mutation($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { ${ERR} ... on ConfirmTestPaymentPayload { order { status } } } }`;
const MY_CLIENTS = `{ myReseller { clients { ${CLIENT} clientOrderCount clientOrders { number clientCompany { name } } } } }`;

const fieldPaths = (result: { fields?: { path: string[] }[] }) => (result.fields ?? []).map((f) => f.path.join("."));

async function customer(): Promise<Client & { email: string; userId: string }> {
  const client = t.client();
  const email = uniqueEmail("partner");
  const res = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Rick Reseller", email, password: "reseller password", altcha: await solvedAltcha() },
  });
  expect(res.data?.register.__typename).toBe("ViewerPayload");
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
  return Object.assign(client, { email, userId: user.id });
}

/** An approved reseller with 20 % wholesale, their own company in the Netherlands. */
async function reseller() {
  const client = await customer();
  const company = await t.prisma.company.create({ data: { name: "Dial Tone Resale BV", country: "NL" } });
  await t.prisma.user.update({ where: { id: client.userId }, data: { role: "RESELLER", companyId: company.id } });
  const record = await t.prisma.reseller.create({ data: { userId: client.userId, wholesaleDiscountBasisPoints: 2000 } });
  return Object.assign(client, { resellerId: record.id });
}

async function addClient(owner: Client, input: Record<string, unknown> = {}) {
  const res = await owner.gql(CREATE, { input: { name: "Bakery Janssen", country: "NL", contactName: "Els Janssen", contactEmail: uniqueEmail("els"), ...input } });
  expect(res.data?.createResellerClient.__typename).toBe("ResellerClientPayload");
  return res.data!.createResellerClient.client as { id: string; name: string; contactEmail: string };
}

async function payOrder(owner: Client, orderId: string) {
  const started = await owner.gql(START, { input: { order: { orderId } } });
  expect(started.data?.startPayment.__typename).toBe("PaymentActionRequired");
  const paid = await owner.gql(CONFIRM, { input: { order: { orderId }, paymentId: started.data!.startPayment.payment.id, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } });
  expect(paid.data?.confirmTestPayment).toMatchObject({ __typename: "ConfirmTestPaymentPayload", order: { status: "PAID" } });
}

describe("clients", () => {
  it("are refused signed out and to customers, then added by a reseller with every bad field named", async () => {
    const anonymous = await t.client().gql(CREATE, { input: { name: "Nope" } });
    expect(anonymous.data?.createResellerClient ?? null).toBeNull();
    expect(anonymous.errors?.[0].message).toBe("Sign in to continue.");
    const plain = await customer();
    const byCustomer = await plain.gql(CREATE, { input: { name: "Nope" } });
    expect(byCustomer.data?.createResellerClient ?? null).toBeNull();
    expect(byCustomer.errors).toHaveLength(1);
    expect(await t.prisma.company.count({ where: { name: "Nope" } })).toBe(0);

    const owner = await reseller();
    const bad = await owner.gql(CREATE, { input: { name: " ", country: "ZZ", contactEmail: "not an address", emailContact: true } });
    expect(fieldPaths(bad.data!.createResellerClient)).toEqual(["input.name", "input.country", "input.contactEmail"]);
    const noAddress = await owner.gql(CREATE, { input: { name: "Bakery", emailContact: true } });
    expect(noAddress.data!.createResellerClient.fields).toEqual([{ path: ["input", "contactEmail"], message: "is required when the studio may write to the client" }]);

    const client = await addClient(owner, { contactEmail: "Els.Janssen@Example.com" });
    expect(client).toMatchObject({ name: "Bakery Janssen", country: "NL", contactName: "Els Janssen", contactEmail: "els.janssen@example.com", emailContact: false });
    expect((await owner.gql(MY_CLIENTS)).data!.myReseller.clients).toEqual([expect.objectContaining({ id: client.id, clientOrderCount: 0, clientOrders: [] })]);
    expect(await t.prisma.auditLog.count({ where: { action: "reseller.client_created", entityId: Buffer.from(client.id, "base64").toString().split(":")[1] } })).toBe(1);
  });

  it("are another reseller's to see or change only by their own reseller", async () => {
    const owner = await reseller();
    const other = await reseller();
    const client = await addClient(owner);
    expect((await other.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: client.id })).data!.node).toBeNull();
    const changed = await other.gql(UPDATE, { input: { clientId: client.id, client: { name: "Taken over" } } });
    expect(changed.data!.updateResellerClient).toEqual({ __typename: "NotFoundError", message: "This client does not exist." });
    const mine = await owner.gql(UPDATE, { input: { clientId: client.id, client: { name: "Bakery Janssen & Zn", country: "BE", contactEmail: client.contactEmail, emailContact: true } } });
    expect(mine.data!.updateResellerClient.client).toMatchObject({ name: "Bakery Janssen & Zn", country: "BE", emailContact: true });
  });
});

describe("ordering for a client", () => {
  it("prices a reseller's orders with the wholesale discount as its own line; a customer's without", async () => {
    const customerQuote = await (await customer()).gql(QUOTE, { draft: draft() });
    // 2 prompts × €29.00 and 5 words beyond 25 × €0.60, Dutch VAT.
    expect(customerQuote.data!.quote).toMatchObject({ subtotal: 6100, total: 7381 });
    expect(customerQuote.data!.quote.lines.map((l: { kind: string }) => l.kind)).not.toContain("WHOLESALE");

    const owner = await reseller();
    const quote = await owner.gql(QUOTE, { draft: draft() });
    expect(quote.data!.quote.lines.at(-1)).toEqual({ kind: "WHOLESALE", description: "Wholesale discount (20 %)", amount: -1220 });
    expect(quote.data!.quote).toMatchObject({ subtotal: 4880, taxTotal: 1025, total: 5905 });
  });

  it("keeps a client's order the reseller's, refuses someone else's client and a customer choosing one", async () => {
    const owner = await reseller();
    const other = await reseller();
    const client = await addClient(owner);
    const othersClient = await addClient(other);

    const refused = await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: othersClient.id } });
    expect(fieldPaths(refused.data!.saveOrderDraft)).toEqual(["input.clientCompanyId"]);
    const plain = await customer();
    const byCustomer = await plain.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } });
    expect(byCustomer.data!.saveOrderDraft).toMatchObject({ __typename: "PermissionError", message: "Only approved resellers order for clients." });
    expect(await t.prisma.order.count({ where: { userId: plain.userId } })).toBe(0);

    const saved = await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } });
    const order = saved.data!.saveOrderDraft.order;
    expect(order).toMatchObject({ status: "DRAFT", subtotal: 4880, total: 5905, clientCompany: { name: "Bakery Janssen" } });
    expect(order.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([["ITEMS", 5800], ["EXTRA_WORDS", 300], ["WHOLESALE", -1220]]);
    // The client's members (if it had any) and other resellers do not see the order; its own reseller does.
    expect((await other.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: order.id })).data!.node).toBeNull();

    await payOrder(owner, order.id);
    const clients = (await owner.gql(MY_CLIENTS)).data!.myReseller.clients;
    expect(clients[0]).toMatchObject({ clientOrderCount: 1, clientOrders: [{ number: order.number, clientCompany: { name: "Bakery Janssen" } }] });
    // The studio's company page counts what the reseller placed for the client, as the reseller's page does,
    // and both count an order billed to the client itself.
    const admin = await t.signedIn(TEST_ADMIN);
    const studioCount = async () =>
      (await admin.gql(`query($id: ID!) { node(id: $id) { ... on Company { orderCount clientOrderCount orders { number } } } }`, { id: client.id })).data!.node;
    expect(await studioCount()).toEqual({ orderCount: 1, clientOrderCount: 1, orders: [{ number: order.number }] });
    const second = (await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } })).data!.saveOrderDraft.order;
    await payOrder(owner, second.id);
    await t.prisma.order.update({ where: { number: second.number }, data: { clientCompanyId: null, companyId: Buffer.from(client.id, "base64").toString().split(":")[1] } });
    expect((await studioCount()).orderCount).toBe(2);
    expect((await studioCount()).clientOrderCount).toBe(2);
    expect((await owner.gql(MY_CLIENTS)).data!.myReseller.clients[0].clientOrderCount).toBe(2);
    const stored = await t.prisma.order.findUniqueOrThrow({ where: { number: order.number }, include: { invoices: true } });
    expect(stored).toMatchObject({ resellerUserId: owner.userId, userId: owner.userId });
    expect(stored.invoices).toHaveLength(1);
  });

  it("moves an unpaid order to a client and back at the payment step, never a paid one", async () => {
    const owner = await reseller();
    const client = await addClient(owner);
    const order = (await owner.gql(SAVE, { input: { draft: draft() } })).data!.saveOrderDraft.order;
    expect(order).toMatchObject({ clientCompany: null, total: 5905 });
    const SET = `mutation($input: SetOrderClientInput!) { setOrderClient(input: $input) { ${ERR} ... on OrderPayload { order { total clientCompany { name } } } } }`;
    const set = await owner.gql(SET, { input: { orderId: order.id, clientCompanyId: client.id } });
    expect(set.data!.setOrderClient.order).toEqual({ total: 5905, clientCompany: { name: "Bakery Janssen" } });
    const unset = await owner.gql(SET, { input: { orderId: order.id, clientCompanyId: null } });
    expect(unset.data!.setOrderClient.order.clientCompany).toBeNull();
    await payOrder(owner, order.id);
    const late = await owner.gql(SET, { input: { orderId: order.id, clientCompanyId: client.id } });
    expect(late.data!.setOrderClient).toEqual({ __typename: "OrderNotPayableError", message: `Order ${order.number} is already paid.` });
  });

  it("writes to the client only when the reseller asks (private label)", async () => {
    const owner = await reseller();
    const client = await addClient(owner);
    const first = (await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } })).data!.saveOrderDraft.order;
    await payOrder(owner, first.id);
    expect(await t.prisma.emailOutbox.count({ where: { to: owner.email, subject: `Payment received: order ${first.number}` } })).toBe(1);
    expect(await t.prisma.emailOutbox.count({ where: { to: client.contactEmail } })).toBe(0);

    await owner.gql(UPDATE, { input: { clientId: client.id, client: { name: client.name, contactEmail: client.contactEmail, emailContact: true } } });
    const second = (await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } })).data!.saveOrderDraft.order;
    await payOrder(owner, second.id);
    const told = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: client.contactEmail } });
    const orderId = Buffer.from(second.id, "base64").toString().split(":")[1];
    expect(told.subject).toBe(`Order ${second.number} confirmed: Telephone voice prompts`);
    expect(told.text).toContain("Dial Tone Resale BV ordered Telephone voice prompts for Bakery Janssen");
    expect(told.text).toMatch(new RegExp(`/order/guest-payment/${orderId}\\?key=`));
  });

  it("is paused while the reseller is suspended: no client, no wholesale price", async () => {
    const owner = await reseller();
    const client = await addClient(owner);
    await t.prisma.reseller.update({ where: { id: owner.resellerId }, data: { suspendedAt: new Date(), suspensionReason: "Unpaid invoices" } });
    const saved = await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } });
    expect(saved.data!.saveOrderDraft).toMatchObject({ __typename: "PermissionError", message: expect.stringContaining("suspended") });
    const added = await owner.gql(CREATE, { input: { name: "Another bakery" } });
    expect(added.data!.createResellerClient.__typename).toBe("PermissionError");
    const quote = await owner.gql(QUOTE, { draft: draft() });
    expect(quote.data!.quote).toMatchObject({ subtotal: 6100 });
  });
});

describe("the reseller's commission", () => {
  it("is earned when a member of a client company orders on their own, not on the reseller's own orders", async () => {
    const owner = await reseller();
    await t.prisma.reseller.update({ where: { id: owner.resellerId }, data: { commissionRateBasisPoints: 500 } });
    const client = await addClient(owner);
    const clientId = Buffer.from(client.id, "base64").toString().split(":")[1];
    const member = await customer();
    await t.prisma.user.update({ where: { id: member.userId }, data: { companyId: clientId } });

    const own = (await member.gql(SAVE, { input: { draft: draft() } })).data!.saveOrderDraft.order;
    expect(own).toMatchObject({ subtotal: 6100, total: 7381 });
    await payOrder(member, own.id);
    const viaReseller = (await owner.gql(SAVE, { input: { draft: draft(), clientCompanyId: client.id } })).data!.saveOrderDraft.order;
    await payOrder(owner, viaReseller.id);

    const commissions = await t.prisma.commission.findMany({ where: { partnerId: owner.userId }, include: { order: { select: { number: true } } } });
    // 5 % of the member's order net of Dutch VAT (€61.00); nothing on the order the reseller bought at wholesale.
    expect(commissions).toEqual([expect.objectContaining({ source: "RESELLER", status: "PENDING", baseAmount: 6100, rateBasisPoints: 500, amount: 305, order: { number: own.number } })]);
  });
});
