// How many SQL statements a page's query costs (Saleor's count_queries): the administrators'
// users, payments, orders and outbox tables and a customer's order page, sent exactly as the browser client sends
// them (the Relay artifacts' documents). A page costs the same whatever the number of rows, and the
// target is three statements: one to authenticate, one to count, one for the rows with their
// relations.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AccountOrderRouteQuery from "../../client/__generated__/AccountOrderRouteQuery.graphql.ts";
import ManageDashboardRouteQuery from "../../client/__generated__/ManageDashboardRouteQuery.graphql.ts";
import ManageOrderRouteQuery from "../../client/__generated__/ManageOrderRouteQuery.graphql.ts";
import ManageOrdersRouteQuery from "../../client/__generated__/ManageOrdersRouteQuery.graphql.ts";
import OutboxRouteQuery from "../../client/__generated__/OutboxRouteQuery.graphql.ts";
import PaymentRouteQuery from "../../client/__generated__/PaymentRouteQuery.graphql.ts";
import PaymentsRouteQuery from "../../client/__generated__/PaymentsRouteQuery.graphql.ts";
import UsersRouteQuery from "../../client/__generated__/UsersRouteQuery.graphql.ts";
import { ordersListSpec, QUICK_VIEWS } from "../../client/manage/orders/ordersList.ts";
import { outboxListSpec } from "../../client/manage/outbox/outboxList.ts";
import { filteredListPath, ORDERS_PATH, OUTBOX_PATH } from "../../client/manage/paths.ts";
import { paymentsListSpec, PAYMENTS_PATH } from "../../client/manage/payments/paymentsList.ts";
import { usersListSpec } from "../../client/manage/users/usersList.ts";
import { listVariablesFromUrl } from "../../client/ui/table/listQueryUrl.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { orderAwaitingPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const TARGET = 3;

/** The order desk's "Unpaid checkouts" quick view, as its button puts it in the URL. */
const UNPAID_CHECKOUTS_PATH = filteredListPath(ORDERS_PATH, QUICK_VIEWS.find((view) => view.key === "unpaid")!.conditions(new Date()))!;

/** The document of a Relay artifact, as the client sends it (its text, or its persisted id's). */
function documentOf(artifact: { params: { name: string; id?: string | null; text?: string | null } }): string {
  if (artifact.params.text) return artifact.params.text;
  const persisted = JSON.parse(readFileSync(new URL("../../client/__generated__/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
  const text = artifact.params.id ? persisted[artifact.params.id] : undefined;
  if (!text) throw new Error(`No document for ${artifact.params.name}: run npm run relay.`);
  return text;
}

let t: TestApp;
let admin: Client;

/** The statements one request sends, with its response. */
async function measure(client: Client, document: string, variables: Record<string, unknown>) {
  const { result, statements } = await t.statements.during(() => client.gql(document, variables));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return { result, statements };
}

/**
 * What authenticating a request costs beyond the one statement the target allows: a signed-in
 * request that asks for nothing (or only for the viewer, for pages that ask for it too).
 */
async function authenticationExtra(client: Client, document = `query AuthenticationOnly { __typename }`) {
  const { statements } = await measure(client, document, {});
  return Math.max(0, statements.length - 1);
}

const show = (statements: string[]) => statements.map((sql, i) => `${i + 1}. ${sql.slice(0, 160)}`).join("\n");

beforeAll(async () => {
  // As served: the order desk's filter choices come from the public cache after the first request.
  t = await startTestApp({ config: { publicCacheSeconds: 60 } });
  admin = t.client();
  const signIn = await admin.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: TEST_ADMIN });
  expect(signIn.data?.signIn.__typename).toBe("ViewerPayload");
  // More rows than the largest page, so that 20 and 100 rows are full pages.
  const token = () => randomBytes(8).toString("hex");
  await t.prisma.user.createMany({
    data: Array.from({ length: 110 }, (_, i) => ({ email: `counted.${i}.${token()}@example.com`, name: `Counted ${i}`, passwordHash: "x", referralCode: token() })),
  });
  const customers = await t.prisma.user.findMany({ where: { name: { startsWith: "Counted" } }, take: 55, select: { id: true } });
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  // Half of the orders are guests', half customers', so every payment's row shows an e-mail address.
  const orders = await t.prisma.order.createManyAndReturn({
    data: Array.from({ length: 110 }, (_, i) => ({
      serviceId: service.id,
      userId: i % 2 ? customers[i % customers.length].id : null,
      guestEmail: i % 2 ? null : `guest.${i}.${token()}@example.com`,
      guestName: i % 2 ? null : "Gus Guest",
      status: "PAID" as const,
      subtotal: 5000,
      total: 5000,
      currency: "EUR",
      placedAt: new Date(),
    })),
    select: { id: true },
  });
  // Unpaid checkouts (the desk's own view), half drafts, half awaiting payment, some reminded.
  await t.prisma.order.createMany({
    data: Array.from({ length: 110 }, (_, i) => ({
      serviceId: service.id,
      userId: i % 2 ? customers[i % customers.length].id : null,
      guestEmail: i % 2 ? null : `unpaid.${i}.${token()}@example.com`,
      status: i % 2 ? ("DRAFT" as const) : ("PENDING_PAYMENT" as const),
      reminderConsent: i % 3 === 0,
      reminderSentAt: i % 4 === 0 ? new Date() : null,
      subtotal: 5000,
      total: 5000,
      currency: "EUR",
    })),
  });
  await t.prisma.payment.createMany({
    data: orders.map((order) => ({
      orderId: order.id,
      provider: "TEST",
      providerReference: `pi_test_${token()}`,
      idempotencyKey: `test:${randomUUID()}`,
      amount: 5000,
      currency: "EUR",
      status: "SUCCEEDED" as const,
    })),
  });
  await t.prisma.emailOutbox.createMany({
    data: Array.from({ length: 110 }, (_, i) => ({ to: `counted.${i}.${token()}@example.com`, subject: `Counted ${i}`, text: "Hello", status: "KEPT" as const, attempts: 1 })),
  });
});
afterAll(() => t.close());

describe.each([
  { page: "users", path: "/manage/users", artifact: UsersRouteQuery, spec: usersListSpec, field: "users", target: TARGET },
  { page: "payments", path: PAYMENTS_PATH, artifact: PaymentsRouteQuery, spec: paymentsListSpec, field: "managePayments", target: TARGET },
  { page: "orders", path: "/manage/orders", artifact: ManageOrdersRouteQuery, spec: ordersListSpec, field: "manageOrders", target: TARGET },
  { page: "unpaid checkouts", path: UNPAID_CHECKOUTS_PATH, artifact: ManageOrdersRouteQuery, spec: ordersListSpec, field: "manageOrders", target: TARGET },
  { page: "outbox", path: OUTBOX_PATH, artifact: OutboxRouteQuery, spec: outboxListSpec, field: "emailOutbox", target: TARGET },
])("the administrators' $page table", ({ path, artifact, spec, field, target }) => {
  const variables = (first: number) => ({ ...listVariablesFromUrl(path, spec), first });

  it("costs the same statements for 20 and for 100 rows", async () => {
    await measure(admin, documentOf(artifact), variables(20));
    const twenty = await measure(admin, documentOf(artifact), variables(20));
    const hundred = await measure(admin, documentOf(artifact), variables(100));
    expect(twenty.result.data?.[field].edges).toHaveLength(20);
    expect(hundred.result.data?.[field].edges).toHaveLength(100);
    expect(hundred.result.data?.[field].totalCount).toBeGreaterThan(100);
    expect(hundred.statements.length, show(hundred.statements)).toBe(twenty.statements.length);
  });

  it(`costs at most ${target} statements`, async () => {
    const extra = await authenticationExtra(admin);
    const { statements } = await measure(admin, documentOf(artifact), variables(20));
    expect(statements.length, show(statements)).toBeLessThanOrEqual(target + extra);
  });
});

describe("counting statements", () => {
  it("counts what the database is sent: a transaction's BEGIN and COMMIT too, on PGlite and PostgreSQL", async () => {
    const interactive = await t.statements.during(() => t.prisma.$transaction(async (tx) => tx.user.count()));
    expect(interactive.statements.map((sql) => sql.split(" ")[0])).toEqual(["BEGIN", "SELECT", "COMMIT"]);
    // A batch is no cheaper than its statements one by one: it adds BEGIN and COMMIT.
    const batch = await t.statements.during(() => t.prisma.$transaction([t.prisma.user.count(), t.prisma.payment.count()]));
    expect(batch.statements.map((sql) => sql.split(" ")[0])).toEqual(["BEGIN", "SELECT", "SELECT", "COMMIT"]);
  });
});

describe("a list's total", () => {
  it("is counted in the page's own statement, on every page, and only when asked for", async () => {
    const document = documentOf(UsersRouteQuery);
    const total = await t.prisma.user.count();
    const full = await measure(admin, document, { first: 20, filter: { offset: 0 } });
    const last = await measure(admin, document, { first: 20, filter: { offset: total - 5 } });
    const beyond = await measure(admin, document, { first: 20, filter: { offset: total + 5 } });
    expect([full, last, beyond].map(({ result }) => result.data?.users.totalCount)).toEqual([total, total, total]);
    expect(last.result.data?.users.edges).toHaveLength(5);
    expect(last.statements.length, show(last.statements)).toBe(full.statements.length);
    expect(beyond.statements.length).toBe(full.statements.length);
    const withoutTotal = await measure(admin, `query UsersWithoutTotal { users(first: 20) { edges { node { id email } } } }`, {});
    expect(withoutTotal.result.data?.users.edges).toHaveLength(20);
    expect(withoutTotal.statements.some((sql) => /count\(/i.test(sql)), show(withoutTotal.statements)).toBe(false);
    expect(withoutTotal.statements.length).toBe(full.statements.length);
    // The page's window: numbers on PGlite, parameters where statements are prepared (PostgreSQL).
    const window = t.app.database.kind === "postgresql" ? /\bLIMIT \$\d+ OFFSET \$\d+\)/ : /\bLIMIT 21 OFFSET 0\)/;
    expect(full.statements.filter((sql) => /count\(/i.test(sql) && window.test(sql)), show(full.statements)).toHaveLength(1);
  });
});


describe("a customer's order page", () => {
  async function customerWithOrder(size: number) {
    const client = t.client();
    const email = uniqueEmail("counted");
    await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { name: "Cora Counted", email, password: "customer password", altcha: await solvedAltcha() },
    });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    const { order } = await orderAwaitingPayment(t.prisma, { userId: user.id });
    const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
    await t.prisma.order.update({
      where: { id: order.id },
      data: { voiceId: voice.id, items: Array.from({ length: size }, (_, i) => ({ name: `prompt-${i}`, text: "Thank you for calling." })) },
    });
    await t.prisma.orderLine.createMany({ data: Array.from({ length: size }, (_, i) => ({ orderId: order.id, kind: "ITEM", description: `Prompt ${i}`, unitAmount: 100, amount: 100, position: i })) });
    await t.prisma.orderEvent.createMany({ data: Array.from({ length: size }, () => ({ orderId: order.id, type: "NOTE", note: "Counted" })) });
    return { client, variables: { id: toGlobalId("Order", order.id), hasId: true } };
  }

  it("costs the same statements for a small and a large order", async () => {
    const small = await customerWithOrder(1);
    const large = await customerWithOrder(30);
    const one = await measure(small.client, documentOf(PaymentRouteQuery), small.variables);
    const thirty = await measure(large.client, documentOf(PaymentRouteQuery), large.variables);
    expect(thirty.result.data?.node.events).toHaveLength(30);
    expect(thirty.statements.length, show(thirty.statements)).toBe(one.statements.length);
  });

  it(`costs at most ${TARGET} statements`, async () => {
    const { client, variables } = await customerWithOrder(3);
    const extra = await authenticationExtra(client, `query ViewerOnly { viewer { id } }`);
    const { statements } = await measure(client, documentOf(PaymentRouteQuery), variables);
    expect(statements.length, show(statements)).toBeLessThanOrEqual(TARGET + extra);
  });
});

/**
 * The order pages (the studio's and the customer's) read the order with its lines, timeline,
 * payments, files and invoices: a fixed number of statements whatever the order holds. The budget
 * is what the studio's page costs today (authentication; the order with its relations; the
 * settings, once; the current and the delivered files), so a statement per row, or a new one, is
 * seen. The customer's page needs one less (no current files).
 */
describe("the order pages", () => {
  const ORDER_PAGE_BUDGET = 5;

  async function deliveredOrder(size: number) {
    const client = t.client();
    const email = uniqueEmail("counted");
    await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { name: "Cora Counted", email, password: "customer password", altcha: await solvedAltcha() },
    });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
    const { order, payment } = await orderAwaitingPayment(t.prisma, { userId: user.id, status: "DELIVERED" });
    await t.prisma.payment.update({ where: { id: payment.id }, data: { status: "SUCCEEDED" } });
    const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
    await t.prisma.order.update({
      where: { id: order.id },
      data: { voiceId: voice.id, deliveredAt: new Date(), fileFormats: ["MP3"], items: Array.from({ length: size }, (_, i) => ({ name: `prompt-${i}`, text: "Thank you for calling." })) },
    });
    await t.prisma.orderLine.createMany({ data: Array.from({ length: size }, (_, i) => ({ orderId: order.id, kind: "ITEM", description: `Prompt ${i}`, unitAmount: 100, amount: 100, position: i })) });
    await t.prisma.orderEvent.createMany({ data: Array.from({ length: size }, () => ({ orderId: order.id, type: "NOTE", note: "Counted" })) });
    await t.prisma.orderNote.createMany({ data: Array.from({ length: size }, () => ({ orderId: order.id, body: "Counted" })) });
    const master = await t.prisma.storedFile.create({ data: { kind: "MASTER_RECORDING", name: "take.wav", mediaType: "audio/wav", size: 1, sha256: randomBytes(32).toString("hex"), storageKey: `counted/${randomUUID()}.wav` } });
    for (let i = 0; i < size; i++) {
      const recording = await t.prisma.recording.create({ data: { orderId: order.id, itemIndex: i, version: 1, fileId: master.id, durationMs: 3000 } });
      await t.prisma.deliverable.createMany({
        data: [false, true].map((preview) => ({ orderId: order.id, recordingId: recording.id, itemIndex: i, format: preview ? "PCM16_8K_WAV" : "MP3", preview, version: 1, fileName: `prompt-${i}.mp3`, status: "READY" as const, fileId: master.id, deliveredAt: new Date() })),
      });
    }
    await t.prisma.invoice.create({ data: { number: `2098-${randomBytes(4).toString("hex")}`, year: 2098, sequence: Math.floor(Math.random() * 1e9), kind: "INVOICE", orderId: order.id, total: 5000, currency: "EUR", content: {} } });
    return { client, variables: { id: toGlobalId("Order", order.id) } };
  }

  for (const { page, artifact, asStudio } of [
    { page: "the studio's /manage/orders/{id}", artifact: ManageOrderRouteQuery, asStudio: true },
    { page: "the customer's /account/order/history/{id}", artifact: AccountOrderRouteQuery, asStudio: false },
  ]) {
    it(`${page} costs the same statements for a small and a large order, within the budget`, async () => {
      const small = await deliveredOrder(1);
      const large = await deliveredOrder(20);
      const reader = (order: { client: Client }) => (asStudio ? admin : order.client);
      const one = await measure(reader(small), documentOf(artifact), small.variables);
      const twenty = await measure(reader(large), documentOf(artifact), large.variables);
      expect(JSON.stringify(twenty.result.data)).toContain("prompt-19");
      expect(twenty.statements.length, show(twenty.statements)).toBe(one.statements.length);
      const extra = await authenticationExtra(reader(small), `query ViewerOnly { viewer { id } }`);
      expect(twenty.statements.length, show(twenty.statements)).toBeLessThanOrEqual(ORDER_PAGE_BUDGET + extra);
    });
  }
});

/**
 * The dashboard (/manage) answers every figure with aggregates: authentication, the settings (the
 * studio's currency), then one statement each for the series, the single counts, the orders by
 * state and the newest messages, however many orders, payments and messages there are.
 */
describe("the dashboard", () => {
  const DASHBOARD_BUDGET = 6;

  it("costs the same statements before and after more rows, within the budget", async () => {
    // An administrator's dashboard: every part of it (admin, bookkeeping and production figures).
    const variables = { period: "WEEK", timeZone: "Europe/Amsterdam", admin: true, bookkeeping: true, production: true };
    const before = await measure(admin, documentOf(ManageDashboardRouteQuery), variables);
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
    const token = () => randomBytes(6).toString("hex");
    const orders = await t.prisma.order.createManyAndReturn({
      data: Array.from({ length: 60 }, (_, i) => ({
        serviceId: service.id,
        guestEmail: `dashboard.${token()}@example.com`,
        status: (["PAID", "IN_PRODUCTION", "REVISION_REQUESTED", "COMPLETED"] as const)[i % 4],
        total: 2500,
        currency: "EUR",
        placedAt: new Date(),
        paidAt: new Date(Date.now() - i * 86_400_000),
        dueAt: new Date(Date.now() + (i - 30) * 3_600_000),
      })),
      select: { id: true },
    });
    await t.prisma.payment.createMany({
      data: orders.map((order) => ({ orderId: order.id, provider: "TEST", providerReference: `pi_test_${token()}`, idempotencyKey: `test:${randomUUID()}`, amount: 2500, currency: "EUR", status: "SUCCEEDED" as const })),
    });
    await t.prisma.contactMessage.createMany({ data: Array.from({ length: 12 }, (_, i) => ({ kind: "CONTACT" as const, name: `Counted ${i}`, email: `counted.${i}@example.com`, message: "Hello" })) });
    const after = await measure(admin, documentOf(ManageDashboardRouteQuery), variables);
    expect(after.result.data?.dashboard.newestMessages).toHaveLength(5);
    expect(after.statements.length, show(after.statements)).toBe(before.statements.length);
    const extra = await authenticationExtra(admin);
    expect(after.statements.length, show(after.statements)).toBeLessThanOrEqual(DASHBOARD_BUDGET + extra);
  });
});
