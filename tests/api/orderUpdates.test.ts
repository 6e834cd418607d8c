// Live order updates: the orderUpdated subscription over server-sent events, who may subscribe,
// and events travelling between server instances through Redis.
import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUMED_SUBSCRIPTION_HEADER } from "../../common/subscriptionResume.ts";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { createLiveEvents } from "../../server/realtime/liveEvents.ts";
import { TEST_ADMIN } from "./testConfig.ts";
import { startTestApp, type Client, type EventStream, type TestApp, uniqueEmail } from "./harness.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const SUBSCRIPTION = `subscription OrderUpdated($id: ID!, $key: String) {
  orderUpdated(id: $id, key: $key) { id number status statusLabel }
}`;
const CANCEL = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on OrderPayload { order { status } } } }`;

type Update = { orderUpdated: { id: string; number: number; status: string; statusLabel: string } };

async function newOrder(t: TestApp, owner: { userId?: string; guestEmail?: string }) {
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({ data: { serviceId: service.id, status: "PENDING_PAYMENT", subtotal: 5000, total: 5000, ...owner } });
  return { ...order, globalId: encodeGlobalID("Order", order.id) };
}

/**
 * Publishes the order's news once every 200 ms until the stream hears one: the subscription is
 * then listening (yoga starts it when the stream is first read). At most one such message is
 * ever unanswered, so none is left over for the assertions that follow.
 */
async function untilListening(stream: EventStream<Update>, publish: () => void) {
  for (let attempt = 0; attempt < 50; attempt++) {
    publish();
    const event = await stream.next(200);
    if (event === "timeout") continue;
    if (event === "complete") throw new Error("The subscription ended before it heard anything.");
    expect(event.errors).toBeUndefined();
    return event;
  }
  throw new Error("The subscription never heard the order's news.");
}

describe("the orderUpdated subscription", () => {
  let t: TestApp;
  let customer: Client & { email: string };
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.registered();
    admin = await t.signedIn(TEST_ADMIN);
  });
  afterAll(() => t.close());

  const userIdOf = async (email: string) => (await t.prisma.user.findUniqueOrThrow({ where: { email } })).id;

  it("sends the customer their order, read afresh, each time it changes, and nothing before", async () => {
    const order = await newOrder(t, { userId: await userIdOf(customer.email) });
    const stream = await customer.subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
    expect(await stream.next(600)).toBe("timeout");

    const first = await untilListening(stream, () => t.app.services.events.orderChanged(order.id));
    expect(first.data?.orderUpdated).toEqual({ id: order.globalId, number: order.number, status: "PENDING_PAYMENT", statusLabel: "Awaiting payment" });

    const cancelled = await admin.gql(CANCEL, { input: { orderId: order.globalId, status: "CANCELLED", note: "Customer asked by phone" } });
    expect(cancelled.data?.changeOrderStatus).toEqual({ __typename: "OrderPayload", order: { status: "CANCELLED" } });
    const next = await stream.next();
    expect(next).toMatchObject({ data: { orderUpdated: { id: order.globalId, status: "CANCELLED", statusLabel: "Cancelled" } } });
    expect(await stream.next(300)).toBe("timeout");
    await stream.close();
  });

  it("over HTTP, tells of a change a request made only once that request's answer has been sent", async () => {
    const follower = await t.registered("Fiona Follower");
    const producer = await t.signedIn(TEST_ADMIN);
    follower.httpBase = producer.httpBase = await t.httpBase();
    const order = await newOrder(t, { userId: await userIdOf(follower.email) });
    const stream = await follower.subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
    await untilListening(stream, () => t.app.services.events.orderChanged(order.id));

    let heard = false;
    const next = stream.next().then((event) => {
      heard = true;
      return event;
    });
    // The page that changed the order applies the answer's read first, then the news' newer one.
    const cancelled = await producer.gql(CANCEL, { input: { orderId: order.globalId, status: "CANCELLED", note: "Customer asked by phone" } });
    const heardBeforeAnswer = heard;
    expect(cancelled.data?.changeOrderStatus).toEqual({ __typename: "OrderPayload", order: { status: "CANCELLED" } });
    expect(heardBeforeAnswer).toBe(false);
    expect(await next).toMatchObject({ data: { orderUpdated: { id: order.globalId, status: "CANCELLED" } } });
    expect(await stream.next(300)).toBe("timeout");
    await stream.close();
  });

  it("sends the order at once to a subscription opened again after a lost connection, then its changes", async () => {
    const returning = await t.registered("Rita Returning");
    const order = await newOrder(t, { userId: await userIdOf(returning.email) });
    // Cancelled while the page's connection was down.
    await t.prisma.order.update({ where: { id: order.id }, data: { status: "CANCELLED" } });
    returning.extraHeaders = { [RESUMED_SUBSCRIPTION_HEADER]: "1" };
    const stream = await returning.subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
    expect(await stream.next()).toMatchObject({ data: { orderUpdated: { id: order.globalId, status: "CANCELLED", statusLabel: "Cancelled" } } });
    await t.prisma.order.update({ where: { id: order.id }, data: { status: "PENDING_PAYMENT" } });
    t.app.services.events.orderChanged(order.id);
    expect(await stream.next()).toMatchObject({ data: { orderUpdated: { status: "PENDING_PAYMENT" } } });
    await stream.close();

    const stranger = await t.registered("Stella Elsewhere");
    stranger.extraHeaders = { [RESUMED_SUBSCRIPTION_HEADER]: "1" };
    const refused = await stranger.subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
    expect(await refused.next()).toMatchObject({ errors: [{ extensions: { code: "NOT_FOUND" } }] });
  });

  it("refuses a customer the order of another, and a visitor without the key", async () => {
    const order = await newOrder(t, { userId: await userIdOf(customer.email) });
    const stranger = await t.registered("Stella Stranger");
    const refused = await stranger.subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
    expect(await refused.next()).toMatchObject({ errors: [{ message: "This order does not exist.", extensions: { code: "NOT_FOUND" } }] });
    expect(await refused.next()).toBe("complete");

    const visitor = await t.client().subscribe<Update>(SUBSCRIPTION, { id: order.globalId, key: "not-the-key" });
    expect(await visitor.next()).toMatchObject({ errors: [{ extensions: { code: "NOT_FOUND" } }] });
    const anonymous = await t.client().subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
    expect(await anonymous.next()).toMatchObject({ errors: [{ extensions: { code: "FORBIDDEN" } }] });
  });

  it("lets a guest with the order's private key follow it", async () => {
    const order = await newOrder(t, { guestEmail: uniqueEmail("guest") });
    const key = orderAccessKey(t.app.services.config.sessionSecret, order.id);
    const stream = await t.client().subscribe<Update>(SUBSCRIPTION, { id: order.globalId, key });
    const event = await untilListening(stream, () => t.app.services.events.orderChanged(order.id));
    expect(event.data?.orderUpdated).toMatchObject({ id: order.globalId, status: "PENDING_PAYMENT" });
    await stream.close();
  });

  it("runs only as a persisted operation for a browser session, within the request limits", async () => {
    const order = await newOrder(t, { userId: await userIdOf(customer.email) });
    const document = await customer.document(SUBSCRIPTION, { id: order.globalId });
    expect(document.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_ONLY");

    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: number`).join(" ");
    const costly = await customer.subscribe(`subscription($id: ID!) { orderUpdated(id: $id) { ${aliases} } }`, { id: order.globalId });
    expect(await costly.next()).toMatchObject({ errors: [{ extensions: { code: "QUERY_TOO_COMPLEX" } }] });
  });
});

/** Opens `count` streams of `subscribe()`, publishes until each has heard the order's news, then reads what they heard meanwhile. */
async function listeningStreams(count: number, subscribe: () => Promise<EventStream<Update>>, publish: () => void) {
  const streams = await Promise.all(Array.from({ length: count }, subscribe));
  let deaf = streams;
  for (let attempt = 0; deaf.length > 0 && attempt < 50; attempt++) {
    publish();
    const heard = await Promise.all(deaf.map((stream) => stream.next(200)));
    for (const event of heard) if (typeof event === "object") expect(event.errors).toBeUndefined();
    deaf = deaf.filter((_, index) => heard[index] === "timeout");
  }
  expect(deaf).toHaveLength(0);
  await Promise.all(streams.map(async (stream) => {
    while ((await stream.next(100)) !== "timeout");
  }));
  return streams;
}

describe("many followers of one order", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const guestOrder = async () => {
    const order = await newOrder(t, { guestEmail: uniqueEmail("guest") });
    return { ...order, key: orderAccessKey(t.app.services.config.sessionSecret, order.id) };
  };
  const orderReads = (statements: string[]) => statements.filter((sql) => /FROM "public"\."Order"/.test(sql));

  it("twenty guests following one order through its link each hear its change, and once they left a change reads nothing", async () => {
    const order = await guestOrder();
    const publish = () => t.app.services.events.orderChanged(order.id);
    const streams = await listeningStreams(20, () => t.client().subscribe<Update>(SUBSCRIPTION, { id: order.globalId, key: order.key }), publish);
    publish();
    for (const stream of streams) expect(await stream.next()).toMatchObject({ data: { orderUpdated: { id: order.globalId, status: "PENDING_PAYMENT" } } });

    await Promise.all(streams.map((stream) => stream.close()));
    const { statements } = await t.statements.during(async () => {
      publish();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(orderReads(statements)).toEqual([]);
  });

  it("an administrator and a guest following one order with the same operation are each answered as themselves", async () => {
    const order = await guestOrder();
    const admin = await t.signedIn(TEST_ADMIN);
    const adminId = (await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } })).id;
    const withNotes = `subscription OrderUpdatedWithNotes($id: ID!, $key: String) { orderUpdated(id: $id, key: $key) { id status notes { body } } }`;
    const variables = { id: order.globalId, key: order.key };
    const publish = () => t.app.services.events.orderChanged(order.id);
    const guestStream = await t.client().subscribe(withNotes, variables);
    const adminStream = await admin.subscribe(withNotes, variables);
    // The guest is answered an error for the notes from the start: listening is hearing anything.
    for (const stream of [guestStream, adminStream]) {
      let attempts = 0;
      for (; attempts < 50; attempts++) {
        publish();
        if ((await stream.next(200)) !== "timeout") break;
      }
      expect(attempts).toBeLessThan(50);
    }
    for (const stream of [guestStream, adminStream]) while ((await stream.next(100)) !== "timeout");

    await t.prisma.orderNote.create({ data: { orderId: order.id, authorId: adminId, body: "Studio only: the client is a friend of the voice." } });
    publish();
    const [guestSaw, adminSaw] = [await guestStream.next(), await adminStream.next()];
    expect(adminSaw).toMatchObject({ data: { orderUpdated: { id: order.globalId, notes: [{ body: "Studio only: the client is a friend of the voice." }] } } });
    expect(guestSaw).toMatchObject({ errors: [{ path: ["orderUpdated", "notes"] }] });
    expect(JSON.stringify(guestSaw)).not.toContain("friend of the voice");
    await Promise.all([guestStream.close(), adminStream.close()]);
  });
});

describe("with REDIS_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { redisUrl: REDIS_URL } });
  });
  afterAll(() => t.close());

  it("an order's news published by another instance reaches a subscriber of this one", async () => {
    const owner = await t.registered();
    const order = await newOrder(t, { userId: (await t.prisma.user.findUniqueOrThrow({ where: { email: owner.email } })).id });
    const otherInstance = await createLiveEvents({ redisUrl: REDIS_URL });
    try {
      const stream = await owner.subscribe<Update>(SUBSCRIPTION, { id: order.globalId });
      const event = await untilListening(stream, () => otherInstance.orderChanged(order.id));
      expect(event.data?.orderUpdated).toMatchObject({ id: order.globalId, status: "PENDING_PAYMENT" });
      await stream.close();
    } finally {
      await otherInstance.close();
    }
  });

  it("two sets of live events on one Redis: what one publishes, the other's subscribers hear, for their order only", async () => {
    const publisher = await createLiveEvents({ redisUrl: REDIS_URL });
    const subscriber = await createLiveEvents({ redisUrl: REDIS_URL });
    try {
      const watched = randomUUID();
      const changes = subscriber.orderChanges(watched);
      const heard = changes.next();
      let received: IteratorResult<{ orderId: string }> | undefined;
      void heard.then((result) => (received = result));
      for (let attempt = 0; attempt < 50 && !received; attempt++) {
        publisher.orderChanged(randomUUID());
        publisher.orderChanged(watched);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received).toEqual({ done: false, value: { orderId: watched } });
      await changes.return?.();
    } finally {
      await Promise.all([publisher.close(), subscriber.close()]);
    }
  });
});
