// Read plans answer the hot list pages (the payments table, the order desk, a reseller's orders by
// API token) without the executor, and must answer exactly as the executor does: every case here
// is sent twice, as the client sends it and with a directive the plan does not compile (so the
// executor answers), and the two answers must be the same JSON. Refusals are the executor's own.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ManageOrdersRouteQuery from "../../client/__generated__/ManageOrdersRouteQuery.graphql.ts";
import PaymentsRouteQuery from "../../client/__generated__/PaymentsRouteQuery.graphql.ts";
import { Kind, type OperationDefinitionNode, parse } from "graphql";
import { schema } from "../../server/schema/index.ts";
import { compileReadPlan } from "../../server/schema/readPlan/compileReadPlan.ts";
import { readPlanCounts } from "../../server/schema/readPlan/readPlanPlugin.ts";
import { STUDIOFRONT_ORDERS } from "../bench/peer/compare.ts";
import { RESELLER_ORDERS_DOCUMENT } from "../bench/rawHandlers.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";
import { captureLogs } from "./logCapture.ts";
import { graphqlOperationDuration } from "../../server/operations/metrics.ts";

function documentOf(artifact: { params: { name: string; id?: string | null; text?: string | null } }): string {
  if (artifact.params.text) return artifact.params.text;
  const persisted = JSON.parse(readFileSync(new URL("../../client/__generated__/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
  return persisted[artifact.params.id!];
}

const PAYMENTS = documentOf(PaymentsRouteQuery);
const ORDER_DESK = documentOf(ManageOrdersRouteQuery);

/**
 * The same document with a directive on the operation's first selection, which keeps the plan
 * from answering it; written into the text in place, so that errors keep their locations.
 */
function executorOnly(document: string): string {
  const operation = parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const first = operation.selectionSet.selections[0];
  const at = first.kind === Kind.FRAGMENT_SPREAD || !first.selectionSet ? first.loc!.end : first.selectionSet.loc!.start;
  return `${document.slice(0, at)} @include(if: true) ${document.slice(at)}`;
}

const persistedQueries = Object.values(
  JSON.parse(readFileSync(new URL("../../client/__generated__/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>,
).filter((document) => document.startsWith("query "));

/** The client's query documents a read plan answers at least in part, whose variables are a list page's at most. */
const plannedListPages = persistedQueries.filter((document) => {
  const parsed = parse(document);
  const operation = parsed.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  const required = (operation.variableDefinitions ?? []).filter((variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue);
  return compileReadPlan(schema, parsed, undefined) !== null && required.every((variable) => variable.variable.name.value === "first");
});

let t: TestApp;
let admin: Client;
let producer: Client;
let accountant: Client;
let customer: Client;
let resellerApi: Client;

const token = () => randomBytes(6).toString("hex");

async function person(role: "CUSTOMER" | "PRODUCER" | "ACCOUNTANT" | "RESELLER") {
  const client = t.client();
  const email = uniqueEmail(role.toLowerCase());
  const registered = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: `Plan ${role}`, email, password: "plan test password", altcha: await solvedAltcha() },
  });
  expect(registered.data?.register.__typename).toBe("ViewerPayload");
  const user = await t.prisma.user.update({ where: { email }, data: { role } });
  return { client, user };
}

/** Sends `document` as the client does and as only the executor answers it; both answers must match. */
async function answeredAlike(client: Client, document: string, variables: Record<string, unknown>, send: "gql" | "document" = "gql") {
  const before = { ...readPlanCounts };
  const planned = await client[send](document, variables);
  const executed = await client[send](executorOnly(document), variables);
  expect(executorOnly(document)).not.toBe(document);
  expect(planned).toEqual(executed);
  return { answer: planned, planned: readPlanCounts.planned - before.planned };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  producer = (await person("PRODUCER")).client;
  accountant = (await person("ACCOUNTANT")).client;
  const buyer = await person("CUSTOMER");
  customer = buyer.client;
  const reseller = await person("RESELLER");
  await t.prisma.reseller.create({ data: { userId: reseller.user.id } });
  const created = await reseller.client.gql(`mutation { createApiToken(input: { name: "Plan test" }) { __typename ... on CreatedApiTokenPayload { token } } }`);
  resellerApi = t.client();
  resellerApi.token = created.data!.createApiToken.token;

  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const voice = await t.prisma.voice.findFirstOrThrow({ where: { archivedAt: null } });
  // Orders of every kind a table shows: guests' and customers', for a reseller's client, with and
  // without a voice, flagged, reminded, archived, and drafts the desk leaves out by default.
  const statuses = ["PAID", "IN_PRODUCTION", "DELIVERED", "PENDING_PAYMENT", "DRAFT"] as const;
  for (let i = 0; i < 30; i++) {
    const order = await t.prisma.order.create({
      data: {
        serviceId: service.id,
        voiceId: i % 3 ? voice.id : null,
        userId: i % 2 ? buyer.user.id : null,
        resellerUserId: i % 5 === 1 ? reseller.user.id : null,
        guestEmail: i % 2 ? null : `plan.guest.${i}.${token()}@example.com`,
        guestName: i % 2 ? null : `Guest ${i}`,
        status: statuses[i % statuses.length],
        rush: i % 4 === 0,
        flagReason: i % 7 === 0 ? "Script needs a pronunciation check" : null,
        flaggedAt: i % 7 === 0 ? new Date() : null,
        reminderSentAt: i % 6 === 0 ? new Date(Date.UTC(2026, 10, 1 + i)) : null,
        subtotal: 4000 + i * 100,
        total: 4000 + i * 100,
        currency: "EUR",
        placedAt: statuses[i % statuses.length] === "DRAFT" ? null : new Date(Date.UTC(2026, 10, 1, i)),
        paidAt: i % 5 < 3 ? new Date(Date.UTC(2026, 10, 2, i)) : null,
        dueAt: i % 2 ? new Date(Date.UTC(2026, 10, 9, i)) : null,
        archivedAt: i === 29 ? new Date() : null,
      },
    });
    await t.prisma.payment.create({
      data: {
        orderId: order.id,
        provider: i % 2 ? "STRIPE" : "TEST",
        providerReference: i % 3 ? `pi_plan_${token()}` : null,
        idempotencyKey: `plan:${token()}`,
        amount: order.total,
        refundedAmount: i % 4 === 0 ? 1000 : 0,
        currency: "EUR",
        status: i % 6 === 5 ? "FAILED" : "SUCCEEDED",
        failureMessage: i % 6 === 5 ? "Your card was declined." : null,
        archivedAt: i === 28 ? new Date() : null,
      },
    });
  }
});
afterAll(() => t.close());

describe("every page of the client a plan answers", () => {
  it("is a known set that holds the hot lists", () => {
    const names = plannedListPages.map((document) => /^query (\w+)/.exec(document)![1]);
    expect(names).toEqual(expect.arrayContaining(["PaymentsRouteQuery", "ManageOrdersRouteQuery", "OrderHistoryRouteQuery", "UsersRouteQuery", "OutboxRouteQuery", "RootQuery", "ServicesRouteQuery"]));
  });

  it("answers as the executor does for every role, signed out included", async () => {
    for (const document of plannedListPages) {
      for (const client of [admin, producer, accountant, customer, t.client()]) {
        const planned = await client.gql(document, { first: 20 });
        const executed = await client.gql(executorOnly(document), { first: 20 });
        expect(planned, `${/^query (\w+)/.exec(document)![1]}`).toEqual(executed);
      }
    }
  });
});

describe("the administrators' payments table", () => {
  it("is refused to a producer and to a customer as the executor refuses it", async () => {
    for (const client of [producer, customer]) {
      const { answer, planned } = await answeredAlike(client, PAYMENTS, { first: 20 });
      expect(answer.errors?.[0]?.message).toBeTruthy();
      expect(planned).toBe(0);
    }
  });

  it.each([
    ["the first page", { first: 20 }],
    ["a small page", { first: 5 }],
    ["a filter and a sort through the order", { first: 10, filter: { filters: "status~SUCCEEDED", orderBy: "orderNumber~DESC" } }],
    ["a range and a second page", { first: 4, filter: { filters: "amount~BETWEEN~4500,6500", orderBy: "amount~ASC", offset: 4 } }],
    ["a search of the reference", { first: 20, filter: { filters: "providerReference~ILIKE~pi_plan" } }],
  ])("answers %s by its plan, as the executor does", async (_case, variables) => {
    for (const client of [admin, accountant]) {
      const { answer, planned } = await answeredAlike(client, PAYMENTS, variables);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.managePayments.edges.length).toBeGreaterThan(0);
      expect(planned).toBe(1);
    }
  });

  it("reads, with its total, in one statement the columns its fields ask for: no payment's client secret, no order's dates", async () => {
    const { result, statements } = await t.statements.during(() => admin.gql(PAYMENTS, { first: 20 }));
    expect(result.errors).toBeUndefined();
    const page = statements.filter((sql) => sql.includes('FROM "Payment"'));
    expect(page, statements.join("\n")).toHaveLength(1);
    expect(page[0]).toMatch(/count\(\*\)/);
    expect(page[0]).toMatch(/"amount"/);
    expect(page[0]).toMatch(/"number"/);
    for (const column of ["clientSecret", "idempotencyKey", "cardFingerprint", "placedAt", "paidAt", "dueAt"]) expect(page[0]).not.toContain(`"${column}"`);
    // The order desk asks for those dates, and reads them.
    const desk = await t.statements.during(() => admin.gql(ORDER_DESK, { first: 20 }));
    expect(desk.statements.find((sql) => sql.includes('FROM "Order"'))).toMatch(/"paidAt"[\s\S]*"dueAt"|"dueAt"[\s\S]*"paidAt"/);
  });

  it("answers a list's total alone, and its rows' typenames alone, by its plan", async () => {
    for (const document of [`query PaymentsTotal { managePayments(first: 5) { totalCount } }`, `query PaymentTypes { managePayments(first: 5) { totalCount edges { node { __typename } } } }`]) {
      const { answer, planned } = await answeredAlike(admin, document, {});
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.managePayments.totalCount).toBeGreaterThan(0);
      expect(planned).toBe(1);
    }
  });

  it("leaves a list query it cannot run to the executor's error", async () => {
    const { answer, planned } = await answeredAlike(admin, PAYMENTS, { first: 20, filter: { filters: "secret~x" } });
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_LIST_QUERY");
    expect(planned).toBe(0);
  });
});

describe("the order desk", () => {
  it("is answered by its plan as a whole, its filter choices included", () => {
    expect(compileReadPlan(schema, parse(ORDER_DESK), "ManageOrdersRouteQuery")?.executorDocument).toBeNull();
  });

  it("is refused to a customer as the executor refuses it", async () => {
    const { answer, planned } = await answeredAlike(customer, ORDER_DESK, { first: 20 });
    expect(answer.errors?.[0]?.message).toBeTruthy();
    expect(planned).toBe(0);
  });

  it.each([
    ["the first page", { first: 20 }],
    ["unpaid checkouts", { first: 20, filter: { filters: "status~IN~DRAFT,PENDING_PAYMENT" } }],
    ["flagged rush orders by number", { first: 20, filter: { filters: "rush~true", orderBy: "number~ASC" } }],
  ])("answers %s by its plan beside the filter choices, as the executor does", async (_case, variables) => {
    for (const client of [admin, producer, accountant]) {
      const { answer, planned } = await answeredAlike(client, ORDER_DESK, variables);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.orderDeskChoices.services.length).toBeGreaterThan(0);
      expect(answer.data?.manageOrders.edges.length).toBeGreaterThan(0);
      expect(planned).toBe(1);
    }
  });
});

describe("orders with their payments (a to-many relation, in one statement with the page)", () => {
  it("answers the studio's orders list with customers and payments, a producer's without payments, as the executor does", async () => {
    for (const client of [admin, producer, accountant]) {
      const { answer, planned } = await answeredAlike(client, STUDIOFRONT_ORDERS, {}, "gql");
      expect(answer.errors).toBeUndefined();
      const payments = answer.data?.manageOrders.edges.flatMap((edge: { node: { payments: unknown[] } }) => edge.node.payments);
      expect(payments.length > 0).toBe(client !== producer);
      expect(planned).toBe(1);
    }
  });

  it("answers a customer's orders with their payments", async () => {
    const document = `query MinePaid { viewer { orders(first: 10) { totalCount edges { node { number payments { amount status createdAt refundableAmount } } } } } }`;
    const { answer, planned } = await answeredAlike(customer, document, {});
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer.orders.edges.some((edge: { node: { payments: unknown[] } }) => edge.node.payments.length > 0)).toBe(true);
    expect(planned).toBe(1);
  });

  it("leaves relations of a to-many relation's rows to the executor", async () => {
    const document = `query MinePaidWithOrder { viewer { orders(first: 10) { totalCount edges { node { number payments { amount order { number } } } } } } }`;
    const { answer, planned } = await answeredAlike(customer, document, {});
    expect(answer.errors).toBeUndefined();
    expect(planned).toBe(0);
  });
});

describe("a reseller's orders by API token", () => {
  it("answers the integration's own document by its plan, as the executor does", async () => {
    const { answer, planned } = await answeredAlike(resellerApi, RESELLER_ORDERS_DOCUMENT, { first: 20 }, "document");
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer.orders.edges.length).toBeGreaterThan(0);
    expect(planned).toBe(1);
  });

  it("answers a customer's own orders with aliases, fragments and page info", async () => {
    const document = `query Mine($first: Int!) {
      me: viewer { id email ...Orders }
    }
    fragment Orders on User {
      orders(first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { __typename id number status total paidAt dueAt service { name } voice { name } } } }
    }`;
    const { answer, planned } = await answeredAlike(customer, document, { first: 3 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.orders.pageInfo.hasNextPage).toBe(true);
    expect(planned).toBe(1);
  });

  it("answers a signed-out visitor's viewer as null", async () => {
    const { answer, planned } = await answeredAlike(t.client(), `query { viewer { id orders(first: 5) { totalCount edges { node { id } } } } }`, {});
    expect(answer).toEqual({ data: { viewer: null } });
    expect(planned).toBe(1);
  });
});

describe("planned answers over HTTP, without yoga", () => {
  /** The response's headers but those of the moment (its date, its request id). */
  const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !["date", "x-request-id"].includes(name)));

  /** `client` over real HTTP with `headers`; put back as it was afterwards. */
  async function overHttp<T>(client: Client, headers: Record<string, string>, run: () => Promise<T>): Promise<T> {
    client.httpBase = await t.httpBase();
    client.extraHeaders = headers;
    try {
      return await run();
    } finally {
      client.httpBase = null;
      client.extraHeaders = {};
    }
  }

  /**
   * Sends `document` three times over HTTP: once for yoga to parse, validate and plan its text, once
   * more (answered without yoga where it may be), and as only the executor answers it. Answers the
   * last two answers and headers, and how many requests were answered without yoga.
   */
  async function sentThrice(client: Client, document: string, variables: Record<string, unknown>, send: "gql" | "document" = "gql") {
    await client[send](document, variables);
    const before = readPlanCounts.plannedWithoutYoga;
    const planned = await client[send](document, variables);
    const plannedHeaders = headersOf(client.lastResponse!);
    const withoutYoga = readPlanCounts.plannedWithoutYoga - before;
    const executed = await client[send](executorOnly(document), variables);
    return { planned, executed, plannedHeaders, executedHeaders: headersOf(client.lastResponse!), withoutYoga };
  }

  it("answers every planned page as yoga does, headers included, for every role", async () => {
    let withoutYoga = 0;
    for (const document of plannedListPages) {
      for (const client of [admin, producer, accountant, customer, t.client()]) {
        const sent = await overHttp(client, {}, () => sentThrice(client, document, { first: 20 }));
        const name = /^query (\w+)/.exec(document)![1];
        expect(sent.planned, name).toEqual(sent.executed);
        expect(sent.plannedHeaders, name).toEqual(sent.executedHeaders);
        withoutYoga += sent.withoutYoga;
      }
    }
    expect(withoutYoga).toBeGreaterThan(plannedListPages.length);
  });

  it("answers the administrators' payments table and the order desk without yoga", async () => {
    for (const document of [PAYMENTS, ORDER_DESK]) {
      const sent = await overHttp(admin, {}, () => sentThrice(admin, document, { first: 20 }));
      expect(sent.withoutYoga).toBe(1);
      expect(sent.planned.errors).toBeUndefined();
      expect(sent.planned).toEqual(sent.executed);
      // Large enough to be compressed, as fetch asks.
      expect(sent.plannedHeaders["content-encoding"]).toBeTruthy();
      expect(sent.plannedHeaders).toEqual(sent.executedHeaders);
    }
  });

  it("writes the request's log line and the operation's metrics as yoga does", async () => {
    const durations = async () => (await graphqlOperationDuration.get()).values.find((value) => value.metricName?.endsWith("_count") && value.labels.operation === "PaymentsRouteQuery")?.value ?? 0;
    await overHttp(admin, {}, () => admin.gql(PAYMENTS, { first: 20 }));
    const before = { durations: await durations(), planned: readPlanCounts.plannedWithoutYoga };
    const capture = captureLogs();
    try {
      await overHttp(admin, {}, () => admin.gql(PAYMENTS, { first: 20 }));
    } finally {
      capture.restore();
    }
    expect(readPlanCounts.plannedWithoutYoga - before.planned).toBe(1);
    expect(await durations()).toBe(before.durations + 1);
    const adminUser = await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    expect(capture.lines.find((line) => line.path === "/graphql")).toMatchObject({ method: "POST", route: "graphql", status: 200, operationName: "PaymentsRouteQuery", viewerId: adminUser.id });
  });

  it("answers a reseller's integration by its API token without yoga", async () => {
    const sent = await overHttp(resellerApi, {}, () => sentThrice(resellerApi, RESELLER_ORDERS_DOCUMENT, { first: 20 }, "document"));
    expect(sent.withoutYoga).toBe(1);
    expect(sent.planned.data?.viewer.orders.edges.length).toBeGreaterThan(0);
    expect(sent.planned).toEqual(sent.executed);
    expect(sent.plannedHeaders).toEqual(sent.executedHeaders);
  });

  it.each([
    ["the site's own origin", { origin: "http://studiofront.test" }],
    ["another origin", { origin: "https://elsewhere.example" }],
    ["JSON only", { accept: "application/json" }],
    ["any media type", { accept: "*/*" }],
    ["no compression", { "accept-encoding": "identity" }],
  ])("sends the headers yoga sends for %s", async (_case, headers) => {
    const sent = await overHttp(admin, headers, () => sentThrice(admin, PAYMENTS, { first: 20 }));
    expect(sent.withoutYoga).toBe(1);
    expect(sent.planned).toEqual(sent.executed);
    expect(sent.plannedHeaders).toEqual(sent.executedHeaders);
  });

  it("sends an allowed origin its CORS headers, and another origin none", async () => {
    const own = await overHttp(admin, { origin: "http://studiofront.test" }, () => sentThrice(admin, PAYMENTS, { first: 20 }));
    expect(own.plannedHeaders["access-control-allow-origin"]).toBe("http://studiofront.test");
    expect(own.plannedHeaders["access-control-allow-credentials"]).toBe("true");
    const other = await overHttp(admin, { origin: "https://elsewhere.example" }, () => sentThrice(admin, PAYMENTS, { first: 20 }));
    expect(other.plannedHeaders["access-control-allow-origin"]).toBeUndefined();
  });

  it.each([
    ["a producer on the payments table", () => producer, PAYMENTS, "gql", {}],
    ["a customer on the order desk", () => customer, ORDER_DESK, "gql", {}],
    ["a list query it cannot run", () => admin, PAYMENTS, "gql", { filter: { filters: "secret~x" } }],
    ["a document sent with a session cookie", () => admin, PAYMENTS, "document", {}],
    ["text no column can hold", () => admin, PAYMENTS, "gql", { filter: { filters: "providerReference~ILIKE~pi\u0000" } }],
  ] as const)("leaves %s to yoga, with yoga's answer", async (_case, clientOf, document, send, variables) => {
    const client = clientOf();
    const sent = await overHttp(client, {}, () => sentThrice(client, document, { first: 20, ...variables }, send));
    expect(sent.withoutYoga).toBe(0);
    expect(sent.planned).toEqual(sent.executed);
    expect(sent.plannedHeaders).toEqual(sent.executedHeaders);
  });

  it("leaves an unknown API token to yoga's refusal", async () => {
    const stranger = t.client();
    stranger.token = "sf_unknown_token_for_the_plan_test";
    const sent = await overHttp(stranger, {}, () => sentThrice(stranger, RESELLER_ORDERS_DOCUMENT, { first: 20 }, "document"));
    expect(sent.withoutYoga).toBe(0);
    expect(sent.planned.errors?.[0]?.extensions?.code).toBeTruthy();
    expect(sent.planned).toEqual(sent.executed);
  });
});
