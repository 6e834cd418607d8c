// The studio's staff roles: an administrator makes a person a producer or an accountant (audited);
// a producer works the order desk, production and the inbox but is refused the money (an order's
// payments, refunds and invoices among it), the users and the settings; an accountant handles the money but is refused production, the users and the
// settings. Each area is refused first, then allowed (the generated tests in permissions.test.ts
// cover every root field; these read the answers).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { orderAwaitingPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let base: string;
let producer: Client;
let accountant: Client;

const REFUSED = "You do not have permission to do this.";
const SET_ROLE = `mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename ... on UserPayload { user { role } } ... on Error { message } } }`;
const MOVE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on Error { message } ... on OrderPayload { order { status } } } }`;

async function register(name: string) {
  const client = await t.registered(name);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email: client.email } });
  return { client, id: toGlobalId("User", user.id), email: client.email };
}

/** A registered person an administrator gave `role`, through the API. */
async function staffMember(name: string, role: "PRODUCER" | "ACCOUNTANT") {
  const person = await register(name);
  const result = await admin.gql(SET_ROLE, { input: { userId: person.id, role } });
  expect(result.data?.setUserRole).toEqual({ __typename: "UserPayload", user: { role } });
  return person;
}

const download = (path: string, client: Client) => fetch(`${base}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
const refusal = (response: { errors?: { message: string }[] }) => response.errors?.[0]?.message ?? null;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  base = await t.httpBase();
  producer = (await staffMember("Paula", "PRODUCER")).client;
  accountant = (await staffMember("Arne", "ACCOUNTANT")).client;
});
afterAll(() => t.close());

describe("making a person staff", () => {
  it("an administrator sets a producer's and an accountant's role, audited; they sign in as such", async () => {
    const person = await register("Pia");
    const refused = await producer.gql(SET_ROLE, { input: { userId: person.id, role: "PRODUCER" } });
    expect(refusal(refused)).toBe(REFUSED);
    const refusedToAccountant = await accountant.gql(SET_ROLE, { input: { userId: person.id, role: "ACCOUNTANT" } });
    expect(refusal(refusedToAccountant)).toBe(REFUSED);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: person.email } })).role).toBe("CUSTOMER");

    expect((await admin.gql(SET_ROLE, { input: { userId: person.id, role: "PRODUCER" } })).data?.setUserRole.user).toEqual({ role: "PRODUCER" });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "user.role_changed", metadata: { path: ["email"], equals: person.email } }, orderBy: { createdAt: "desc" } });
    expect(audit.metadata).toMatchObject({ from: "CUSTOMER", to: "PRODUCER" });
    expect((await person.client.gql(`{ viewer { role } }`)).data?.viewer).toEqual({ role: "PRODUCER" });

    expect((await admin.gql(SET_ROLE, { input: { userId: person.id, role: "ACCOUNTANT" } })).data?.setUserRole.user).toEqual({ role: "ACCOUNTANT" });
    const again = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "user.role_changed", metadata: { path: ["email"], equals: person.email } }, orderBy: { createdAt: "desc" } });
    expect(again.metadata).toMatchObject({ from: "PRODUCER", to: "ACCOUNTANT" });
  });

  it("the only administrator cannot take their own role away", async () => {
    const me = await admin.gql(`{ viewer { id } }`);
    for (const role of ["PRODUCER", "ACCOUNTANT"]) {
      const result = await admin.gql(SET_ROLE, { input: { userId: me.data?.viewer.id, role } });
      expect(result.data?.setUserRole.__typename).toBe("PermissionError");
    }
    expect((await admin.gql(`{ viewer { role } }`)).data?.viewer).toEqual({ role: "ADMIN" });
  });
});

describe("a producer", () => {
  it("is refused the money, the users and the settings", async () => {
    for (const query of [`{ managePayments(first: 1) { totalCount } }`, `{ manageTaxRates(first: 1) { edges { cursor } } }`, `{ managePayouts(first: 1) { totalCount } }`, `{ manageDiscounts(first: 1) { totalCount } }`, `{ users(first: 1) { totalCount } }`, `{ studioSettings { __typename } }`]) {
      expect(refusal(await producer.gql(query)), query).toBe(REFUSED);
    }
    const dashboard = await producer.gql(`{ dashboard { series { revenue } } }`);
    expect(refusal(dashboard)).toBe(REFUSED);
    expect((await download("/api/tax/oss.csv?quarter=2031-Q2", producer)).status).toBe(403);
  });

  it("sees no order's money: its payments and invoices are not listed, not found by id, and the invoice's PDF is not sent", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma);
    await confirmTestCard(t.app.services, { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
    const invoice = await t.prisma.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    const MONEY = `query($order: ID!, $payment: ID!, $invoice: ID!) {
      order: node(id: $order) { ... on Order { number payments { id } invoices { id } } }
      payment: node(id: $payment) { id }
      invoice: node(id: $invoice) { id }
    }`;
    const ids = { order: toGlobalId("Order", order.id), payment: toGlobalId("Payment", payment.id), invoice: toGlobalId("Invoice", invoice.id) };

    const refused = await producer.gql(MONEY, ids);
    expect(refused.data?.order).toEqual({ number: order.number, payments: [], invoices: [] });
    expect(refused.data?.payment ?? null).toBeNull();
    expect(refused.data?.invoice ?? null).toBeNull();
    expect((await download(`/api/invoices/${invoice.id}.pdf`, producer)).status).toBe(404);

    const allowed = await accountant.gql(MONEY, ids);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data).toEqual({ order: { number: order.number, payments: [{ id: ids.payment }], invoices: [{ id: ids.invoice }] }, payment: { id: ids.payment }, invoice: { id: ids.invoice } });
    expect((await download(`/api/invoices/${invoice.id}.pdf`, accountant)).status).toBe(200);
  });

  it("works the order desk, production and the inbox, with the dashboard's work figures", async () => {
    const { order } = await orderAwaitingPayment(t.prisma, { status: "PAID" });
    const orderId = toGlobalId("Order", order.id);
    expect((await producer.gql(`{ manageOrders(first: 1) { totalCount } }`)).errors).toBeUndefined();
    expect((await producer.gql(`{ contactMessages(first: 1) { totalCount } }`)).errors).toBeUndefined();
    const desk = await producer.gql(`query($id: ID!) { node(id: $id) { ... on Order { nextStatuses reminderRefusal } } }`, { id: orderId });
    expect(desk.data?.node.nextStatuses).toContain("IN_PRODUCTION");
    expect(desk.data?.node.reminderRefusal).toMatch(/accountants/);
    expect((await producer.gql(MOVE, { input: { orderId, status: "IN_PRODUCTION" } })).data?.changeOrderStatus).toEqual({ __typename: "OrderPayload", order: { status: "IN_PRODUCTION" } });
    const dashboard = await producer.gql(`{ dashboard { dueToday unhandledMessages ordersByStatus { status } } }`);
    expect(dashboard.errors).toBeUndefined();
  });
});

describe("an accountant", () => {
  it("is refused production, the inbox, the users and the settings", async () => {
    const { order } = await orderAwaitingPayment(t.prisma, { status: "PAID" });
    const orderId = toGlobalId("Order", order.id);
    expect(refusal(await accountant.gql(MOVE, { input: { orderId, status: "IN_PRODUCTION" } }))).toBe(REFUSED);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    for (const query of [`{ contactMessages(first: 1) { totalCount } }`, `{ users(first: 1) { totalCount } }`, `{ studioSettings { __typename } }`]) {
      expect(refusal(await accountant.gql(query)), query).toBe(REFUSED);
    }
    const desk = await accountant.gql(`query($id: ID!) { node(id: $id) { ... on Order { nextStatuses } } }`, { id: orderId });
    expect(desk.data?.node.nextStatuses).toEqual([]);
  });

  it("handles payments, tax, payouts and the money figures, and reads the order desk", async () => {
    for (const query of [`{ managePayments(first: 1) { totalCount } }`, `{ manageTaxRates(first: 1) { edges { cursor } } }`, `{ managePayouts(first: 1) { totalCount } }`, `{ manageOrders(first: 1) { totalCount } }`]) {
      expect((await accountant.gql(query)).errors, query).toBeUndefined();
    }
    const dashboard = await accountant.gql(`{ dashboard { series { revenue } requestedPayouts } }`);
    expect(dashboard.errors).toBeUndefined();
    const csv = await download("/api/tax/oss.csv?quarter=2031-Q2", accountant);
    expect(csv.status).toBe(200);
  });
});
