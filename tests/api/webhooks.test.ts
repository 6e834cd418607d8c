// Resellers' outgoing webhooks against a real database and a local receiver (node:http on a random
// port) that checks every signature with verifyWebhookSignature: an order's change and its files
// reach the reseller signed; a failing receiver is retried on the backoff schedule (driven with a
// fake clock) until it answers or the delivery fails; test events; redelivery; the rules on
// endpoints; and who is refused.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../server/accounts/apiTokens.ts";
import { deliverWebhook, dueWebhookDeliveries, sendDueWebhooks } from "../../server/webhooks/webhookDeliveries.ts";
import { queueTestEvent } from "../../server/webhooks/webhookEvents.ts";
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "../../server/webhooks/webhookRules.ts";
import type { Resolve } from "../../server/webhooks/webhookAddresses.ts";
import type { WebhookRequest } from "../../server/webhooks/webhookPost.ts";
import { verifyWebhookSignature } from "../../server/webhooks/webhookSignature.ts";
import { type Client, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { orderAwaitingPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

// ---- The receiver ------------------------------------------------------------------------------

type Received = { path: string; body: string; signature: string | undefined; event: { id: string; type: string; createdAt: string; data: Record<string, any> }; verified: boolean };

let receiver: Server;
let receiverBase = "";
const received: Received[] = [];
/** Per path: the secret to verify with, the statuses to answer in turn (the last one repeats), and the clock to verify at. */
const routes = new Map<string, { secret: string; statuses: number[]; now?: Date }>();

function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const body = Buffer.concat(chunks).toString("utf8");
      const route = routes.get(path);
      const signature = req.headers["studiofront-signature"] as string | undefined;
      const verified = !!route && verifyWebhookSignature(route.secret, body, signature, { now: route.now }).ok;
      received.push({ path, body, signature, event: JSON.parse(body), verified });
      const status = route ? (route.statuses.length > 1 ? route.statuses.shift()! : (route.statuses[0] ?? 200)) : 404;
      res.writeHead(verified ? status : 400, { "content-type": "text/plain" });
      res.end(verified ? `answered ${status}` : "bad signature");
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, "127.0.0.1", () => {
      receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const receivedAt = (path: string) => received.filter((r) => r.path === path);

/**
 * Waits for what an order change sent: its announcement nudges the sweep without waiting for the
 * job to be queued, so the sweep is sent here too (a delivery already attempted is skipped).
 */
async function sweepAndDrain() {
  await sendDueWebhooks(t.app.services);
  await t.app.services.jobs.drain();
}

// ---- The app and its people --------------------------------------------------------------------

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  await startReceiver();
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function reseller() {
  const client = await t.registered("Rhea Reseller");
  const user = await t.prisma.user.update({ where: { email: client.email }, data: { role: "RESELLER" } });
  const row = await t.prisma.reseller.create({ data: { userId: user.id } });
  return { client, user, resellerId: row.id };
}

const ERR = `__typename ... on Error { message }`;
const ERRV = `${ERR} ... on ValidationError { fields { path message } }`;
const ENDPOINT = `id url description enabled`;
const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { ${ERRV} ... on WebhookSecretPayload { secret endpoint { ${ENDPOINT} } } } }`;
const UPDATE = `mutation($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { ${ERRV} ... on WebhookEndpointPayload { endpoint { ${ENDPOINT} } } } }`;
const DELETE = `mutation($input: DeleteWebhookEndpointInput!) { deleteWebhookEndpoint(input: $input) { ${ERR} ... on DeletedWebhookEndpointPayload { deletedId } } }`;
const ROLL = `mutation($input: RollWebhookSecretInput!) { rollWebhookSecret(input: $input) { ${ERR} ... on WebhookSecretPayload { secret endpoint { ${ENDPOINT} } } } }`;
const TEST = `mutation($input: SendTestWebhookEventInput!) { sendTestWebhookEvent(input: $input) { ${ERR} ... on WebhookDeliveryPayload { delivery { id eventId eventType status } } } }`;
const REDELIVER = `mutation($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { ${ERRV} ... on WebhookDeliveryPayload { delivery { id eventId status attempts } } } }`;
const LOG = `{ viewer { webhookEndpoints { id url deliveries(first: 10) { edges { node { id eventType status attempts responseStatus responseBody nextAttemptAt deliveredAt } } } } } }`;
const STATUS = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { ${ERRV} } }`;

const rawId = (globalId: string) => Buffer.from(globalId, "base64").toString("utf8").split(":")[1];

/** An endpoint of `owner` at a new path of the receiver that answers `statuses` in turn. */
async function endpoint(owner: Client, statuses: number[] = [200], description = "Order system") {
  const path = `/hooks/${randomUUID()}`;
  const result = await owner.gql(CREATE, { input: { url: `${receiverBase}${path}`, description } });
  const created = result.data?.createWebhookEndpoint;
  expect(created?.__typename, JSON.stringify(result)).toBe("WebhookSecretPayload");
  routes.set(path, { secret: created.secret, statuses: [...statuses] });
  return { path, id: created.endpoint.id as string, secret: created.secret as string };
}

describe("order events", () => {
  it("an order's status change reaches its customer's and its reseller's endpoints, signed", async () => {
    const { client, user } = await reseller();
    const own = await endpoint(client);
    const placedFor = await t.prisma.company.create({ data: { name: "Client & Co" } });
    const { order } = await orderAwaitingPayment(t.prisma, { userId: user.id, status: "PAID" });
    const customer = await t.registered();
    const customerId = (await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } })).id;
    const { order: forClient } = await orderAwaitingPayment(t.prisma, { userId: customerId, status: "PAID" });
    await t.prisma.order.update({ where: { id: forClient.id }, data: { resellerUserId: user.id, clientCompanyId: placedFor.id } });

    for (const id of [order.id, forClient.id]) {
      const moved = await admin.gql(STATUS, { input: { orderId: toGlobalId("Order", id), status: "IN_PRODUCTION" } });
      expect(moved.data?.changeOrderStatus.__typename).toBe("OrderPayload");
    }
    await sweepAndDrain();

    const events = receivedAt(own.path);
    expect(events.every((e) => e.verified && /^t=\d+,v1=[0-9a-f]{64}$/.test(e.signature ?? ""))).toBe(true);
    expect(events.map((e) => e.event.data).sort((a, b) => a.order.number - b.order.number)).toEqual(
      [
        { order: { id: toGlobalId("Order", order.id), number: order.number, total: 5000, currency: "EUR", clientCompany: null }, from: "PAID", to: "IN_PRODUCTION" },
        { order: { id: toGlobalId("Order", forClient.id), number: forClient.number, total: 5000, currency: "EUR", clientCompany: "Client & Co" }, from: "PAID", to: "IN_PRODUCTION" },
      ].sort((a, b) => a.order.number - b.order.number),
    );
    expect(events.map((e) => e.event.type)).toEqual(["order.status_changed", "order.status_changed"]);
    const log = (await client.gql(LOG)).data?.viewer.webhookEndpoints[0].deliveries.edges.map((e: any) => e.node);
    expect(log).toHaveLength(2);
    expect(log.every((d: any) => d.status === "SUCCEEDED" && d.attempts === 1 && d.responseStatus === 200 && d.responseBody === "answered 200" && d.nextAttemptAt === null)).toBe(true);
  });

  it("delivering an order sends order.files_ready with the download links", async () => {
    const { client, user } = await reseller();
    const own = await endpoint(client);
    const { order } = await orderAwaitingPayment(t.prisma, { userId: user.id, status: "IN_PRODUCTION" });
    await t.prisma.order.update({ where: { id: order.id }, data: { items: [] } });
    const file = await t.prisma.storedFile.create({ data: { kind: "DELIVERABLE", name: "welcome.mp3", mediaType: "audio/mpeg", size: 3, sha256: "x", storageKey: `test/${randomUUID()}` } });
    const deliverable = await t.prisma.deliverable.create({ data: { orderId: order.id, format: "MP3", version: 1, fileName: "programme.mp3", status: "READY", fileId: file.id } });

    const moved = await admin.gql(STATUS, { input: { orderId: toGlobalId("Order", order.id), status: "DELIVERED" } });
    expect(moved.data?.changeOrderStatus.__typename, JSON.stringify(moved)).toBe("OrderPayload");
    await sweepAndDrain();

    const events = receivedAt(own.path);
    expect(events.map((e) => e.event.type).sort()).toEqual(["order.files_ready", "order.status_changed"]);
    expect(events.every((e) => e.verified)).toBe(true);
    const ready = events.find((e) => e.event.type === "order.files_ready")!.event.data;
    const base = t.app.services.config.publicUrl;
    expect(ready).toEqual({
      order: expect.objectContaining({ id: toGlobalId("Order", order.id), number: order.number }),
      zipUrl: `${base}/api/orders/${order.id}/files.zip`,
      files: [{ id: toGlobalId("Deliverable", deliverable.id), itemIndex: null, format: "MP3", fileName: "programme.mp3", version: 1, url: `${base}/api/deliverables/${deliverable.id}?download` }],
    });
  });

  it("a disabled endpoint receives nothing; orders of other people reach nobody", async () => {
    const { client, user } = await reseller();
    const off = await endpoint(client);
    const updated = await client.gql(UPDATE, { input: { endpointId: off.id, enabled: false } });
    expect(updated.data?.updateWebhookEndpoint.endpoint.enabled).toBe(false);
    const { order } = await orderAwaitingPayment(t.prisma, { userId: user.id, status: "PAID" });
    await admin.gql(STATUS, { input: { orderId: toGlobalId("Order", order.id), status: "IN_PRODUCTION" } });
    await sweepAndDrain();
    expect(receivedAt(off.path)).toEqual([]);
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: rawId(off.id) } })).toBe(0);
  });
});

describe("retries", () => {
  it("a receiver answering 500 is tried again after the backoff with the same event, and then succeeds", async () => {
    const { client } = await reseller();
    const flaky = await endpoint(client, [500, 200]);
    const sent = await client.gql(TEST, { input: { endpointId: flaky.id } });
    expect(sent.data?.sendTestWebhookEvent.delivery).toMatchObject({ eventType: "test.ping" });
    await t.app.services.jobs.drain();

    const deliveryId = rawId(sent.data?.sendTestWebhookEvent.delivery.id);
    const first = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(first).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: 500, responseBody: "answered 500" });
    const wait = first.nextAttemptAt!.getTime() - first.lastAttemptAt!.getTime();
    expect(wait).toBe(RETRY_DELAYS_SECONDS[0] * 1000);

    // Not due before its time: neither the sweep nor a job sends it.
    expect(await dueWebhookDeliveries(t.prisma)).not.toContain(deliveryId);
    expect(await deliverWebhook(t.app.services, deliveryId)).toBe("skipped");
    const later = new Date(first.nextAttemptAt!.getTime() + 1000);
    expect(await dueWebhookDeliveries(t.prisma, later)).toContain(deliveryId);
    routes.get(flaky.path)!.now = later;
    expect(await deliverWebhook(t.app.services, deliveryId, { now: later })).toBe("succeeded");

    const events = receivedAt(flaky.path);
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.verified)).toBe(true);
    expect(events[0].event.id).toBe(events[1].event.id);
    expect(events[0].body).toBe(events[1].body);
    expect(await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({ status: "SUCCEEDED", attempts: 2, responseStatus: 200, nextAttemptAt: null });
  });

  it("fails after the last attempt; redelivering sends the same event again as a new delivery", async () => {
    const { client } = await reseller();
    const down = await endpoint(client, [503]);
    const sent = await client.gql(TEST, { input: { endpointId: down.id } });
    await t.app.services.jobs.drain();
    const deliveryId = rawId(sent.data?.sendTestWebhookEvent.delivery.id);

    const tooEarly = await client.gql(REDELIVER, { input: { deliveryId: sent.data?.sendTestWebhookEvent.delivery.id } });
    expect(tooEarly.data?.redeliverWebhook).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "deliveryId"], message: "Only a failed delivery can be sent again." }] });

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const row = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
      expect(row).toMatchObject({ status: "PENDING", attempts: attempt - 1 });
      const at = new Date(row.nextAttemptAt!.getTime() + 1);
      routes.get(down.path)!.now = at;
      expect(await deliverWebhook(t.app.services, deliveryId, { now: at })).toBe(attempt === MAX_ATTEMPTS ? "failed" : "retrying");
    }
    expect(await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS, responseStatus: 503, nextAttemptAt: null });
    expect(receivedAt(down.path)).toHaveLength(MAX_ATTEMPTS);

    const route = routes.get(down.path)!;
    route.statuses = [200];
    route.now = undefined;
    const again = await client.gql(REDELIVER, { input: { deliveryId: sent.data?.sendTestWebhookEvent.delivery.id } });
    expect(again.data?.redeliverWebhook.delivery).toMatchObject({ eventId: sent.data?.sendTestWebhookEvent.delivery.eventId });
    await t.app.services.jobs.drain();
    expect(await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: rawId(again.data?.redeliverWebhook.delivery.id) } })).toMatchObject({ status: "SUCCEEDED", attempts: 1 });
    const events = receivedAt(down.path);
    expect(new Set(events.map((e) => e.event.id)).size).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { action: "webhookDelivery.redelivered", entityId: rawId(down.id) } })).toBe(1);
  });

  it("a network error or a redirect is a failed attempt, recorded", async () => {
    const { client } = await reseller();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const created = await client.gql(CREATE, { input: { url: `http://127.0.0.1:${port}/gone` } });
    const redirecting = await endpoint(client, [302]);
    for (const id of [created.data?.createWebhookEndpoint.endpoint.id, redirecting.id]) await client.gql(TEST, { input: { endpointId: id } });
    await t.app.services.jobs.drain();
    const rows = await t.prisma.webhookDelivery.findMany({ where: { endpointId: { in: [rawId(created.data?.createWebhookEndpoint.endpoint.id), rawId(redirecting.id)] } } });
    const byUrl = (suffix: string) => rows.find((row) => row.endpointId === rawId(suffix === "gone" ? created.data?.createWebhookEndpoint.endpoint.id : redirecting.id))!;
    expect(byUrl("gone")).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: null, responseBody: "Network error: ECONNREFUSED" });
    expect(byUrl("redirect")).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: 302 });
  });

  it("is not sent, in production, to this server or to any address that is not global unicast", async () => {
    const { client } = await reseller();
    const inside = await endpoint(client);
    const endpointId = rawId(inside.id);
    // Each written without its job, so that this attempt is the only one.
    const attempt = async (url: string, resolved: string) => {
      await t.prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { url } });
      const deliveryId = await t.prisma.$transaction((tx) => queueTestEvent(tx, endpointId));
      const resolve = (async () => [{ address: resolved, family: resolved.includes(":") ? 6 : 4 }]) as Resolve;
      expect(await deliverWebhook(t.app.services, deliveryId, { publicOnly: true, resolve }), url).toBe("retrying");
      return (await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).responseBody;
    };
    const port = new URL(receiverBase).port;
    expect(await attempt(`${receiverBase}${inside.path}`, "127.0.0.1")).toBe("Not sent: 127.0.0.1 is not a public address.");
    expect(await attempt(`https://${new URL(t.app.services.config.publicUrl).hostname}/hooks`, "93.184.216.34")).toBe("Not sent: studiofront.test is this server.");
    for (const address of ["[64:ff9b::7f00:1]", "[2002:7f00:1::]", "[::7f00:1]", "198.18.0.1", "224.0.0.1", "255.255.255.255", "192.0.0.1"]) {
      expect(await attempt(`http://${address}:${port}${inside.path}`, "93.184.216.34")).toBe(`Not sent: ${address} is not a public address.`);
    }
    for (const address of ["64:ff9b::7f00:1", "2002:7f00:1::", "::7f00:1", "198.18.0.1", "224.0.0.1", "255.255.255.255", "192.0.0.1", "::ffff:127.0.0.1"]) {
      expect(await attempt(`http://hooks.example.test:${port}${inside.path}`, address)).toBe(`Not sent: hooks.example.test resolves to ${address}, which is not a public address.`);
    }
    expect(routes.get(inside.path)!.statuses).toEqual([200]);
    expect(receivedAt(inside.path)).toEqual([]);
  });

  it("connects to the address its name resolved to once: a name that answers public, then 127.0.0.1, never reaches 127.0.0.1", async () => {
    const { client } = await reseller();
    const rebound = await endpoint(client);
    const endpointId = rawId(rebound.id);
    // `.test` names never resolve through DNS: only the stand-in resolver below answers them.
    await t.prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { url: `http://rebind.example.test:${new URL(receiverBase).port}${rebound.path}` } });
    const answers = ["8.8.8.8", "127.0.0.1"];
    const lookups: string[] = [];
    const rebinding = (async (hostname: string) => {
      lookups.push(hostname);
      const address = answers.length > 1 ? answers.shift()! : answers[0];
      return [{ address, family: 4 }];
    }) as Resolve;
    const deliveryId = await t.prisma.$transaction((tx) => queueTestEvent(tx, endpointId));
    expect(await deliverWebhook(t.app.services, deliveryId, { publicOnly: true, resolve: rebinding })).toBe("retrying");
    expect(lookups).toEqual(["rebind.example.test"]);
    expect(receivedAt(rebound.path)).toEqual([]);
    expect((await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).responseBody).toMatch(/^(Network error: |No answer within)/);

    // Outside production the same name, resolved once to this machine, is delivered there: the address, not the name, is what is connected to.
    const local = await t.prisma.$transaction((tx) => queueTestEvent(tx, endpointId));
    expect(await deliverWebhook(t.app.services, local, { resolve: (async () => [{ address: "127.0.0.1", family: 4 }]) as Resolve })).toBe("succeeded");
    expect(receivedAt(rebound.path).map((r) => r.verified)).toEqual([true]);
  });
});

describe("answers", () => {
  it("keep the start of a long answer, and say when none came in time", async () => {
    const { client } = await reseller();
    const own = await endpoint(client);
    const endpointId = rawId(own.id);
    const delivery = () => t.prisma.webhookDelivery.create({ data: { endpointId, eventId: randomUUID(), eventType: "test.ping", payload: {}, nextAttemptAt: new Date() } });
    const long = await delivery();
    const sent: WebhookRequest[] = [];
    const answering = async (request: WebhookRequest) => {
      sent.push(request);
      return { status: 500, body: "x".repeat(1001) };
    };
    expect(await deliverWebhook(t.app.services, long.id, { post: answering })).toBe("retrying");
    const kept = await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: long.id } });
    expect(kept.responseStatus).toBe(500);
    expect(kept.responseBody).toHaveLength(1001);
    expect(sent[0].url).toBe(`${receiverBase}${own.path}`);
    expect(sent[0].address).toEqual({ address: "127.0.0.1", family: 4 });
    expect(verifyWebhookSignature(own.secret, sent[0].body, sent[0].headers["Studiofront-Signature"]).ok).toBe(true);

    const silent = await delivery();
    const timingOut = async () => ({ status: null, body: "No answer within 10 s." });
    expect(await deliverWebhook(t.app.services, silent.id, { post: timingOut })).toBe("retrying");
    expect(await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: silent.id } })).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: null, responseBody: "No answer within 10 s." });
  });
});

describe("the delivery log", () => {
  it("is newest first, 50 at most per page", async () => {
    const { client } = await reseller();
    const own = await endpoint(client);
    const start = Date.now() - 3_600_000;
    await t.prisma.webhookDelivery.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({ endpointId: rawId(own.id), eventId: randomUUID(), eventType: "test.ping", payload: { i }, status: "SUCCEEDED" as const, createdAt: new Date(start + i * 1000) })),
    });
    const page = await client.gql(`query($id: ID!) { node(id: $id) { ... on WebhookEndpoint { deliveries(first: 100) { edges { node { payload } } pageInfo { hasNextPage } } } } }`, { id: own.id });
    const deliveries = page.data?.node.deliveries;
    expect(deliveries.edges).toHaveLength(50);
    expect(deliveries.edges[0].node.payload).toEqual({ i: 54 });
    expect(deliveries.pageInfo.hasNextPage).toBe(true);
  });
});

describe("endpoints", () => {
  it("a test event arrives signed; rolling the secret signs with the new one", async () => {
    const { client } = await reseller();
    const ping = await endpoint(client);
    await client.gql(TEST, { input: { endpointId: ping.id } });
    await t.app.services.jobs.drain();
    const [event] = receivedAt(ping.path);
    expect(event.verified).toBe(true);
    expect(event.event).toMatchObject({ type: "test.ping", data: { message: expect.stringContaining("test event") } });
    expect(new Date(event.event.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const rolled = await client.gql(ROLL, { input: { endpointId: ping.id } });
    const secret = rolled.data?.rollWebhookSecret.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(ping.secret);
    routes.get(ping.path)!.secret = secret;
    await client.gql(TEST, { input: { endpointId: ping.id } });
    await t.app.services.jobs.drain();
    expect(receivedAt(ping.path).map((e) => e.verified)).toEqual([true, true]);
    expect(verifyWebhookSignature(ping.secret, receivedAt(ping.path)[1].body, receivedAt(ping.path)[1].signature).ok).toBe(false);
  });

  it("refuses an http address to a public host, a long description and a sixth endpoint, naming the field", async () => {
    const { client } = await reseller();
    const http = await client.gql(CREATE, { input: { url: "http://hooks.example.com/studio", description: "x".repeat(201) } });
    expect(http.data?.createWebhookEndpoint).toMatchObject({ __typename: "ValidationError" });
    expect(http.data?.createWebhookEndpoint.fields.map((f: { path: string[] }) => f.path.join("."))).toEqual(["input.url", "input.description"]);
    expect(http.data?.createWebhookEndpoint.fields[0].message).toMatch(/^must be an https:\/\/ address/);

    for (let i = 0; i < 5; i++) expect((await client.gql(CREATE, { input: { url: `https://hooks.example.com/${i}` } })).data?.createWebhookEndpoint.__typename).toBe("WebhookSecretPayload");
    const sixth = await client.gql(CREATE, { input: { url: "https://hooks.example.com/6" } });
    expect(sixth.data?.createWebhookEndpoint).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "url"], message: expect.stringContaining("5 webhook endpoints") }] });

    const list = (await client.gql(LOG)).data?.viewer.webhookEndpoints;
    expect(list.map((e: { url: string }) => e.url)).toEqual([0, 1, 2, 3, 4].map((i) => `https://hooks.example.com/${i}`));
    const deleted = await client.gql(DELETE, { input: { endpointId: list[0].id } });
    expect(deleted.data?.deleteWebhookEndpoint).toEqual({ __typename: "DeletedWebhookEndpointPayload", deletedId: list[0].id });
    expect((await client.gql(CREATE, { input: { url: "https://hooks.example.com/6" } })).data?.createWebhookEndpoint.__typename).toBe("WebhookSecretPayload");
    const badUpdate = await client.gql(UPDATE, { input: { endpointId: list[1].id, url: "ftp://hooks.example.com" } });
    expect(badUpdate.data?.updateWebhookEndpoint).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "url"] }] });
  });

  it("is refused to a suspended reseller, a customer and a read-only token; somebody else's endpoint is not found", async () => {
    const { client, resellerId } = await reseller();
    const own = await endpoint(client);
    await t.prisma.reseller.update({ where: { id: resellerId }, data: { suspendedAt: new Date(), suspensionReason: "Unpaid invoices" } });
    for (const [query, input] of [
      [CREATE, { url: "https://hooks.example.com/x" }],
      [TEST, { endpointId: own.id }],
      [ROLL, { endpointId: own.id }],
    ] as const) {
      const refused = await client.gql(query, { input });
      expect(Object.values(refused.data ?? {})[0]).toMatchObject({ __typename: "PermissionError", message: expect.stringContaining("suspended") });
    }
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: rawId(own.id) } })).toBe(0);

    const customer = await t.registered();
    const refused = await customer.gql(CREATE, { input: { url: "https://hooks.example.com/x" } });
    expect(refused.errors?.[0].message).toBe("You do not have permission to do this.");

    const other = await reseller();
    const notMine = await other.client.gql(TEST, { input: { endpointId: own.id } });
    expect(notMine.data?.sendTestWebhookEvent).toMatchObject({ __typename: "NotFoundError" });
    const peek = await other.client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: own.id });
    expect(peek.data?.node ?? null).toBeNull();

    const { token } = await createApiToken(t.prisma, t.app.services.config.sessionSecret, other.user.id, { name: "Reader", readOnly: true });
    const reader = t.client();
    reader.token = token;
    const readOnly = await reader.document(CREATE, { input: { url: "https://hooks.example.com/x" } });
    expect(readOnly.errors?.[0].extensions?.code).toBe("READ_ONLY_TOKEN");
    expect(await t.prisma.webhookEndpoint.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("shows a secret once, in the answer that makes it: nobody reads it afterwards, its owner and administrators alike", async () => {
    const { client, user } = await reseller();
    const created = await endpoint(client);
    expect(created.secret).toMatch(/^whsec_/);
    const seen = await admin.gql(`query($id: ID!) { node(id: $id) { ... on User { webhookEndpoints { url enabled } } } }`, { id: toGlobalId("User", user.id) });
    expect(seen.data?.node.webhookEndpoints).toEqual([{ url: expect.stringContaining(receiverBase), enabled: true }]);
    const reader = t.client();
    reader.token = (await createApiToken(t.prisma, t.app.services.config.sessionSecret, user.id, { name: "Reader", readOnly: true })).token;
    for (const [caller, query] of [
      [client, `{ viewer { webhookEndpoints { secret } } }`],
      [reader, `{ viewer { webhookEndpoints { secret } } }`],
      [admin, `query { node(id: "${created.id}") { ... on WebhookEndpoint { secret } } }`],
    ] as const) {
      const answer = caller === reader ? await caller.document(query) : await caller.gql(query);
      expect(JSON.stringify(answer)).not.toContain(created.secret);
      expect(answer.errors?.[0].message).toMatch(/Cannot query field "secret" on type "WebhookEndpoint"/);
    }
  });
});
