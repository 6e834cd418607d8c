// The conversation on an order: who may read and write it (strangers, other customers and other
// resellers first, then its parties), the e-mail to the other side, and the live update.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { type Client, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const ERR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const SEND = `mutation($input: SendOrderMessageInput!) { sendOrderMessage(input: $input) { ${ERR} ... on SendOrderMessagePayload { orderMessage { id authorName fromStudio body } } } }`;
const MESSAGES = `query($id: ID!) { node(id: $id) { ... on Order { messages { totalCount edges { node { authorName fromStudio body } } } } } }`;
const GUEST_MESSAGES = `query($id: ID!, $key: String!) { orderByAccessKey(id: $id, key: $key) { messages { edges { node { authorName fromStudio body } } } } }`;
const MESSAGE_NODE = `query($id: ID!) { node(id: $id) { ... on OrderMessage { body } } }`;
const SUBSCRIPTION = `subscription($id: ID!, $key: String) { orderUpdated(id: $id, key: $key) { messages { edges { node { body } } } } }`;

let t: TestApp;
let admin: Client;
let customer: Client & { email: string };
let otherCustomer: Client & { email: string };
let reseller: Client & { email: string };
let otherReseller: Client & { email: string };

const userIdOf = async (email: string) => (await t.prisma.user.findUniqueOrThrow({ where: { email } })).id;

async function newOrder(owner: { userId?: string; resellerUserId?: string; guestEmail?: string; guestName?: string }) {
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({ data: { serviceId: service.id, status: "PAID", subtotal: 5000, total: 5000, ...owner } });
  return { ...order, globalId: encodeGlobalID("Order", order.id) };
}

async function asReseller(name: string) {
  const client = await t.registered(name);
  await t.prisma.user.update({ where: { email: client.email }, data: { role: "RESELLER" } });
  return client;
}

const emailsTo = (to: string) => t.prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  customer = await t.registered("Carla Customer");
  otherCustomer = await t.registered("Otto Other");
  reseller = await asReseller("Rita Reseller");
  otherReseller = await asReseller("Rolf Rival");
});
afterAll(() => t.close());

describe("who may read and write an order's messages", () => {
  it("refuses a visitor, another customer and another reseller, and a wrong key", async () => {
    const order = await newOrder({ userId: await userIdOf(customer.email) });
    const input = { orderId: order.globalId, body: "Let me in" };
    expect((await t.client().gql(SEND, { input })).data!.sendOrderMessage).toMatchObject({ __typename: "PermissionError" });
    expect((await t.client().gql(SEND, { input: { ...input, key: "not-the-key" } })).data!.sendOrderMessage).toMatchObject({ __typename: "NotFoundError" });
    expect((await otherCustomer.gql(SEND, { input })).data!.sendOrderMessage).toMatchObject({ __typename: "NotFoundError" });
    expect((await otherReseller.gql(SEND, { input })).data!.sendOrderMessage).toMatchObject({ __typename: "NotFoundError" });
    expect(await t.prisma.orderMessage.count({ where: { orderId: order.id } })).toBe(0);

    const sent = await customer.gql(SEND, { input: { orderId: order.globalId, body: "Only for the studio" } });
    const messageId = sent.data!.sendOrderMessage.orderMessage.id;
    for (const stranger of [t.client(), otherCustomer, otherReseller]) {
      expect((await stranger.gql(MESSAGES, { id: order.globalId })).data?.node ?? null).toBeNull();
      expect((await stranger.gql(MESSAGE_NODE, { id: messageId })).data?.node ?? null).toBeNull();
    }
    expect((await t.client().gql(GUEST_MESSAGES, { id: order.globalId, key: "not-the-key" })).data!.orderByAccessKey).toBeNull();
  });

  it("lets the customer write to the studio, who is e-mailed a link to the order, and the studio answer by e-mail", async () => {
    const order = await newOrder({ userId: await userIdOf(customer.email) });
    const sent = await customer.gql(SEND, { input: { orderId: order.globalId, body: "  How do you pronounce Nguyen?  " } });
    expect(sent.data!.sendOrderMessage).toMatchObject({ __typename: "SendOrderMessagePayload", orderMessage: { authorName: "Carla Customer", fromStudio: false, body: "How do you pronounce Nguyen?" } });
    const studioMail = (await emailsTo("studio@studiofront.example")).find((email) => email.subject === `New message on order ${order.number}`);
    expect(studioMail?.text).toContain("How do you pronounce Nguyen?");
    expect(studioMail?.text).toContain(`http://studiofront.test/manage/orders/${order.id}`);

    const answered = await admin.gql(SEND, { input: { orderId: order.globalId, body: "Send us a recording, please." } });
    expect(answered.data!.sendOrderMessage).toMatchObject({ orderMessage: { authorName: "Studio", fromStudio: true } });
    const [customerMail] = await emailsTo(customer.email);
    expect(customerMail.subject).toMatch(new RegExp(`^A message from .+ about order ${order.number}$`));
    expect(customerMail.text).toContain("Send us a recording, please.");
    expect(customerMail.text).toContain(`http://studiofront.test/account/order/history/${order.id}`);

    for (const party of [customer, admin]) {
      const read = await party.gql(MESSAGES, { id: order.globalId });
      expect(read.data!.node.messages).toEqual({
        totalCount: 2,
        edges: [
          { node: { authorName: "Carla Customer", fromStudio: false, body: "How do you pronounce Nguyen?" } },
          { node: { authorName: "Studio", fromStudio: true, body: "Send us a recording, please." } },
        ],
      });
    }
  });

  it("lets a guest with the order's key write and read; the studio's answer e-mails the guest their private link", async () => {
    const guestEmail = uniqueEmail("guest");
    const order = await newOrder({ guestEmail, guestName: "Gina Guest" });
    const key = orderAccessKey(t.app.services.config.sessionSecret, order.id);
    const sent = await t.client().gql(SEND, { input: { orderId: order.globalId, key, body: "Is the tone friendly?" } });
    expect(sent.data!.sendOrderMessage).toMatchObject({ orderMessage: { authorName: "Gina Guest", fromStudio: false } });
    await admin.gql(SEND, { input: { orderId: order.globalId, body: "Yes, very." } });
    const [mail] = await emailsTo(guestEmail);
    expect(mail.text).toContain(`http://studiofront.test/order/guest-payment/${order.id}?key=${key}`);
    const read = await t.client().gql(GUEST_MESSAGES, { id: order.globalId, key });
    expect(read.data!.orderByAccessKey.messages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual(["Is the tone friendly?", "Yes, very."]);
  });

  it("lets a reseller write on its client's order with its API token", async () => {
    const resellerId = await userIdOf(reseller.email);
    const order = await newOrder({ userId: resellerId, resellerUserId: resellerId });
    const created = await reseller.gql(`mutation { createApiToken(input: { name: "Messages" }) { ${ERR} ... on CreatedApiTokenPayload { token } } }`);
    const api = t.client();
    api.token = created.data!.createApiToken.token;
    const sent = await api.document(SEND, { input: { orderId: order.globalId, body: "Our client asks for a slower read." } });
    expect(sent.data!.sendOrderMessage).toMatchObject({ orderMessage: { authorName: "Rita Reseller", fromStudio: false } });
    const read = await api.document(MESSAGES, { id: order.globalId });
    expect(read.data!.node.messages.totalCount).toBe(1);
  });
});

describe("a message's text", () => {
  it("is required and at most 5000 characters, each refusal naming the field", async () => {
    const order = await newOrder({ userId: await userIdOf(customer.email) });
    const empty = await customer.gql(SEND, { input: { orderId: order.globalId, body: "   " } });
    expect(empty.data!.sendOrderMessage).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "body"], message: "should not be empty" }] });
    const long = await customer.gql(SEND, { input: { orderId: order.globalId, body: "a".repeat(5001) } });
    expect(long.data!.sendOrderMessage).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "body"], message: "must be shorter than or equal to 5000 characters" }] });
  });
});

describe("attachments", () => {
  const SEND_FILES = `mutation($input: SendOrderMessageInput!) { sendOrderMessage(input: $input) { ${ERR} ... on SendOrderMessagePayload { orderMessage { attachments { name mediaType size url } } } } }`;
  const recording = () => new File([new Uint8Array([73, 68, 51, 4, 0, 0, 1, 2, 3])], "nguyen.mp3", { type: "audio/mpeg" });
  const names = () => new File(["Nguyen: win, like 'when'"], "names.txt", { type: "text/plain" });
  const withFiles = (orderId: string, count: number, key?: string) => ({ input: { orderId, key, body: "How it is said", attachments: Array.from({ length: count }, () => null) } });

  it("are refused, before a file is read, to a visitor without the key, another customer and another reseller", async () => {
    const order = await newOrder({ userId: await userIdOf(customer.email) });
    const storedBefore = await t.prisma.storedFile.count();
    const anonymous = await t.client().upload(SEND_FILES, withFiles(order.globalId, 1), { "input.attachments.0": recording() });
    expect(anonymous).toEqual({ errors: [expect.objectContaining({ message: "Sign in, or open the private link we e-mailed you, to see this order.", extensions: { code: "FORBIDDEN" } })] });
    for (const [stranger, key] of [[otherCustomer], [otherReseller], [t.client(), "not-the-key"]] as const) {
      const refused = await stranger.upload(SEND_FILES, withFiles(order.globalId, 1, key), { "input.attachments.0": recording() });
      expect(refused).toEqual({ errors: [expect.objectContaining({ message: "This order does not exist.", extensions: { code: "NOT_FOUND" } })] });
    }
    expect(await t.prisma.storedFile.count()).toBe(storedBefore);
    expect(await t.prisma.orderMessage.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("take a recording and a document, named in the studio's e-mail and downloadable by the order's parties only", async () => {
    const guestEmail = uniqueEmail("guest");
    const order = await newOrder({ guestEmail, guestName: "Gina Guest" });
    const key = orderAccessKey(t.app.services.config.sessionSecret, order.id);
    const sent = await t.client().upload(SEND_FILES, withFiles(order.globalId, 2, key), { "input.attachments.0": recording(), "input.attachments.1": names() });
    const attachments = sent.data!.sendOrderMessage.orderMessage.attachments;
    expect(attachments).toMatchObject([
      { name: "nguyen.mp3", mediaType: "audio/mpeg", size: 9 },
      { name: "names.txt", mediaType: "text/plain", size: 24 },
    ]);
    const mail = (await emailsTo("studio@studiofront.example")).find((email) => email.subject === `New message on order ${order.number}`);
    expect(mail?.text).toContain("Attached: nguyen.mp3, names.txt");

    const base = await t.httpBase();
    const fetchAs = (client: Client | null, query = "") => fetch(`${base}${attachments[1].url}${query}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
    for (const [who, response] of [
      ["visitor", await fetchAs(null)],
      ["wrong key", await fetchAs(null, "?key=not-the-key")],
      ["another customer", await fetchAs(otherCustomer, "")],
      ["another reseller", await fetchAs(otherReseller, "")],
    ] as const) {
      expect(response.status, who).toBe(404);
    }
    const asGuest = await fetchAs(null, `?key=${key}&download`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.headers.get("content-disposition")).toContain("names.txt");
    expect(await asGuest.text()).toBe("Nguyen: win, like 'when'");
    expect((await fetchAs(admin)).status).toBe(200);
  });

  it("are checked by the upload rules, each refusal naming its file", async () => {
    const order = await newOrder({ userId: await userIdOf(customer.email) });
    const program = new File(["MZ"], "setup.exe", { type: "application/octet-stream" });
    const refused = await customer.upload(SEND_FILES, withFiles(order.globalId, 2), { "input.attachments.0": names(), "input.attachments.1": program });
    expect(refused.data!.sendOrderMessage).toMatchObject({
      __typename: "ValidationError",
      fields: [{ path: ["input", "attachments", "1"], message: expect.stringMatching(/^must be one of the following types: mp3, wav, ogg, m4a, pdf, doc, docx, odt, rtf, txt$/) }],
    });
    expect(await t.prisma.orderMessage.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("live pages", () => {
  it("hear of a new message through orderUpdated", async () => {
    const order = await newOrder({ userId: await userIdOf(customer.email) });
    const stream = await customer.subscribe(SUBSCRIPTION, { id: order.globalId });
    // The subscription starts listening once its stream is first read; send until it hears one.
    let heard: Awaited<ReturnType<typeof stream.next>> = "timeout";
    for (let attempt = 0; heard === "timeout" && attempt < 20; attempt++) {
      await admin.gql(SEND, { input: { orderId: order.globalId, body: `Update ${attempt}` } });
      heard = await stream.next(300);
    }
    expect(heard).toMatchObject({ data: { orderUpdated: { messages: { edges: expect.arrayContaining([{ node: { body: "Update 0" } }]) } } } });
    await stream.close();
  });
});
