// Abandoned checkouts on the order desk: unpaid orders (a guest's stored draft, an order awaiting
// payment) listed in their own view and found by the desk's search, the studio's one payment
// reminder, and the automatic reminder after the studio's delay for customers who agreed to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFilterGroups, writeSearch } from "../../client/ui/table/listQueryUrl.ts";
import { ordersListSpec } from "../../client/manage/orders/ordersList.ts";
import type { OrderStatus } from "../../server/db/generated/client.ts";
import { sendDueCheckoutReminders } from "../../server/orders/checkoutReminders.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let serviceId: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  serviceId = (await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } })).id;
});
afterAll(() => t.close());

const ERR = `__typename ... on Error { message }`;

async function placeGuestOrder(reminderConsent?: boolean) {
  const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
  const email = uniqueEmail("abandoned");
  const draft = {
    service: "telephone-voice-prompts",
    language: "en-GB",
    voiceId: toGlobalId("Voice", voice.id),
    items: [{ name: "welcome", text: "Welcome to the studio, please hold the line." }],
    fileFormats: ["MP3"],
    rush: false,
  };
  const res = await t.client().gql(`mutation($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { ${ERR} ... on OrderWithKeyPayload { order { id number } } } }`, {
    input: { draft, email, name: "Abby Abandoned", altcha: await solvedAltcha(), ...(reminderConsent === undefined ? {} : { reminderConsent }) },
  });
  expect(res.data?.placeGuestOrder.__typename, JSON.stringify(res)).toBe("OrderWithKeyPayload");
  const { id, number } = res.data!.placeGuestOrder.order as { id: string; number: number };
  return { id, number, email, rawId: Buffer.from(id, "base64").toString().split(":")[1] };
}

/** An order written straight to the database, last changed `hoursAgo`. */
async function storedOrder(options: { status?: OrderStatus; reminderConsent?: boolean; hoursAgo: number }) {
  const email = uniqueEmail("stored");
  const order = await t.prisma.order.create({
    data: { serviceId, guestEmail: email, status: options.status ?? "DRAFT", reminderConsent: options.reminderConsent ?? true, subtotal: 5000, total: 5000 },
  });
  await t.prisma.order.update({ where: { id: order.id }, data: { updatedAt: new Date(Date.now() - options.hoursAgo * HOUR) } });
  return { ...order, email };
}

const DESK = `query($filter: ListQuery) { manageOrders(first: 100, filter: $filter) { totalCount edges { node { id number status email customerName createdAt reminderConsent } } } }`;
const UNPAID_VIEW = { filters: "status~IN~DRAFT,PENDING_PAYMENT" };
const search = (text: string) => ({ filterGroups: formatFilterGroups(writeSearch([], ordersListSpec.searchFields!, text)) });
const numbersOf = (res: { data?: Record<string, any> }) => (res.data!.manageOrders.edges as { node: { number: number } }[]).map((edge) => edge.node.number);

const SEND = `mutation($input: SendCheckoutReminderInput!) { sendCheckoutReminder(input: $input) { ${ERR} ... on OrderPayload { order { reminderSentAt reminderSentBy { email } reminderRefusal events { type note } } } } }`;

describe("who may see and remind unpaid checkouts", () => {
  it("a visitor and a customer may not list them or send a reminder; an administrator may", async () => {
    const order = await placeGuestOrder(true);
    const customer = await t.registered();
    for (const [client, message] of [
      [t.client(), "Sign in to continue."],
      [customer, "You do not have permission to do this."],
    ] as const) {
      expect((await client.gql(DESK, { filter: UNPAID_VIEW })).errors?.[0].message).toBe(message);
      expect((await client.gql(SEND, { input: { orderId: order.id } })).errors?.[0].message).toBe(message);
    }
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.rawId } })).reminderSentAt).toBeNull();
    const listed = await admin.gql(DESK, { filter: UNPAID_VIEW });
    expect(listed.errors).toBeUndefined();
    expect(numbersOf(listed)).toContain(order.number);
  });
});

describe("the order desk", () => {
  it("lists a guest's stored draft in the unpaid view with its contact and age, and not among the placed orders", async () => {
    const order = await placeGuestOrder(true);
    const unpaid = await admin.gql(DESK, { filter: UNPAID_VIEW });
    const row = (unpaid.data!.manageOrders.edges as { node: Record<string, unknown> }[]).find((edge) => edge.node.number === order.number)!.node;
    expect(row).toMatchObject({ status: "DRAFT", email: order.email, customerName: "Abby Abandoned", reminderConsent: true });
    expect(Date.now() - new Date(row.createdAt as string).getTime()).toBeLessThan(HOUR);
    expect(numbersOf(await admin.gql(DESK, {}))).not.toContain(order.number);
    expect(numbersOf(await admin.gql(DESK, { filter: { filters: "status~PENDING_PAYMENT" } }))).not.toContain(order.number);
  });

  it("finds an unpaid order by its number and by its e-mail address through the search box", async () => {
    const order = await placeGuestOrder();
    expect(numbersOf(await admin.gql(DESK, { filter: search(String(order.number)) }))).toEqual([order.number]);
    expect(numbersOf(await admin.gql(DESK, { filter: search(order.email) }))).toEqual([order.number]);
    expect(numbersOf(await admin.gql(DESK, { filter: search(order.email.toUpperCase()) }))).toEqual([order.number]);
  });

  it("records no consent unless the guest ticked the box", async () => {
    const order = await placeGuestOrder();
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.rawId } })).reminderConsent).toBe(false);
  });
});

describe("the studio's reminder", () => {
  it("e-mails the link to pay once, keeps the draft's expiry, and is written to the timeline and the audit log", async () => {
    const order = await placeGuestOrder(false);
    const before = await t.prisma.order.findUniqueOrThrow({ where: { id: order.rawId } });
    const sent = await admin.gql(SEND, { input: { orderId: order.id } });
    expect(sent.errors).toBeUndefined();
    const payload = sent.data!.sendCheckoutReminder;
    expect(payload.__typename).toBe("OrderPayload");
    expect(payload.order.reminderSentBy).toEqual({ email: TEST_ADMIN.email });
    expect(payload.order.reminderRefusal).toMatch(/^A reminder of order \d+ was already sent on /);
    expect(payload.order.events.at(-1)).toEqual({ type: "PAYMENT_REMINDER", note: "Payment reminder e-mailed by the studio" });

    const emails = await t.prisma.emailOutbox.findMany({ where: { to: order.email, subject: { contains: "waiting for payment" } } });
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toMatch(new RegExp(`^Your order ${order.number} at .+ is waiting for payment$`));
    expect(emails[0].text).toContain(`/order/guest-payment/${order.rawId}?key=`);
    expect(emails[0].text).toContain("Hello Abby Abandoned,");

    const after = await t.prisma.order.findUniqueOrThrow({ where: { id: order.rawId } });
    expect(after.updatedAt).toEqual(before.updatedAt);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "order.payment_reminder_sent", entityId: order.rawId } });
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, metadata: { number: order.number, automatic: false } });

    const again = await admin.gql(SEND, { input: { orderId: order.id } });
    expect(again.data!.sendCheckoutReminder.__typename).toBe("CheckoutReminderRefusedError");
    expect(again.data!.sendCheckoutReminder.message).toMatch(/already sent/);
    expect(await t.prisma.emailOutbox.count({ where: { to: order.email, subject: { contains: "waiting for payment" } } })).toBe(1);
  });

  it("is refused for a paid, a cancelled and an expired order, naming why", async () => {
    const paid = await storedOrder({ status: "PAID", hoursAgo: 1 });
    const cancelled = await storedOrder({ status: "CANCELLED", hoursAgo: 1 });
    const expired = await storedOrder({ status: "DRAFT", hoursAgo: 31 * 24 });
    const messages = [];
    for (const order of [paid, cancelled, expired]) {
      const res = await admin.gql(SEND, { input: { orderId: toGlobalId("Order", order.id) } });
      expect(res.data!.sendCheckoutReminder.__typename).toBe("CheckoutReminderRefusedError");
      messages.push(res.data!.sendCheckoutReminder.message);
    }
    expect(messages).toEqual([
      `Order ${paid.number} is paid: only unpaid orders are reminded.`,
      `Order ${cancelled.number} is cancelled: only unpaid orders are reminded.`,
      expect.stringMatching(new RegExp(`^Order ${expired.number} expired on .*: it can no longer be paid\\.$`)),
    ]);
  });
});

describe("the automatic reminder", () => {
  it("goes once, after the studio's delay, only to customers who agreed, never for paid, cancelled or expired orders", async () => {
    const due = await storedOrder({ hoursAgo: 25 });
    const dueAwaitingPayment = await storedOrder({ status: "PENDING_PAYMENT", hoursAgo: 30 });
    const tooRecent = await storedOrder({ hoursAgo: 23 });
    const noConsent = await storedOrder({ hoursAgo: 25, reminderConsent: false });
    const paid = await storedOrder({ status: "PAID", hoursAgo: 25 });
    const cancelled = await storedOrder({ status: "CANCELLED", hoursAgo: 25 });
    const expired = await storedOrder({ hoursAgo: 31 * 24 });
    const remindedAt = async (order: { id: string }) => (await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).reminderSentAt;

    // Through the queue, as the schedule sends it.
    await t.app.services.jobs.send("remind-unpaid-checkouts", {});
    await t.app.services.jobs.drain();
    expect(await remindedAt(due)).toBeInstanceOf(Date);
    expect(await remindedAt(dueAwaitingPayment)).toBeInstanceOf(Date);
    for (const order of [tooRecent, noConsent, paid, cancelled, expired]) expect(await remindedAt(order)).toBeNull();

    const event = await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: due.id, type: "PAYMENT_REMINDER" } });
    expect(event).toMatchObject({ actorId: null, note: "Payment reminder e-mailed automatically" });
    expect(await t.prisma.auditLog.count({ where: { action: "order.payment_reminder_sent", entityId: due.id, actorId: null } })).toBe(1);

    // An hour later the recent one is due too; the others are not reminded a second time.
    expect(await sendDueCheckoutReminders(t.app.services, new Date(Date.now() + 2 * HOUR))).toBe(1);
    expect(await remindedAt(tooRecent)).toBeInstanceOf(Date);
    for (const order of [due, dueAwaitingPayment, tooRecent]) {
      expect(await t.prisma.emailOutbox.count({ where: { to: order.email, subject: { contains: "waiting for payment" } } })).toBe(1);
    }
    for (const order of [noConsent, paid, cancelled, expired]) expect(await t.prisma.emailOutbox.count({ where: { to: order.email } })).toBe(0);
  });

  it("goes to a signed-in customer who agreed in their profile, and not to one who did not", async () => {
    const agreeing = await t.registered("Rita Reminded");
    const PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${ERR} ... on UserPayload { user { remindUnpaidOrders } } } }`;
    const agreed = await agreeing.gql(PROFILE, { input: { name: "Rita Reminded", email: agreeing.email, remindUnpaidOrders: true } });
    expect(agreed.data!.updateProfile).toEqual({ __typename: "UserPayload", user: { remindUnpaidOrders: true } });
    // Saving the profile without the field leaves the consent as it is.
    const kept = await agreeing.gql(PROFILE, { input: { name: "Rita R. Reminded", email: agreeing.email } });
    expect(kept.data!.updateProfile.user).toEqual({ remindUnpaidOrders: true });
    const silent = await t.registered("Sam Silent");
    const orderOf = async (client: { email: string }) => {
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: client.email } });
      const order = await t.prisma.order.create({ data: { serviceId, userId: user.id, status: "DRAFT", reminderConsent: false, subtotal: 5000, total: 5000 } });
      await t.prisma.order.update({ where: { id: order.id }, data: { updatedAt: new Date(Date.now() - 25 * HOUR) } });
      return order;
    };
    const [remindable, notRemindable] = [await orderOf(agreeing), await orderOf(silent)];
    const desk = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Order { reminderConsent } } }`, { id: toGlobalId("Order", remindable.id) });
    expect(desk.data!.node).toEqual({ reminderConsent: true });

    await sendDueCheckoutReminders(t.app.services);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: remindable.id } })).reminderSentAt).toBeInstanceOf(Date);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: notRemindable.id } })).reminderSentAt).toBeNull();
    expect(await t.prisma.emailOutbox.count({ where: { to: agreeing.email, subject: { contains: "waiting for payment" } } })).toBe(1);
    expect(await t.prisma.emailOutbox.count({ where: { to: silent.email, subject: { contains: "waiting for payment" } } })).toBe(0);
  });

  it("is off when the studio sets the delay to 0", async () => {
    const res = await admin.gql(`mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { __typename ... on AdminSettings { checkoutReminderHours } } }`, {
      input: { checkoutReminderHours: 0 },
    });
    expect(res.data!.updateSettings).toEqual({ __typename: "AdminSettings", checkoutReminderHours: 0 });
    const order = await storedOrder({ hoursAgo: 48 });
    expect(await sendDueCheckoutReminders(t.app.services)).toBe(0);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).reminderSentAt).toBeNull();
    const refused = await admin.gql(`mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { __typename ... on ValidationError { fields { path message } } } }`, {
      input: { checkoutReminderHours: -1 },
    });
    expect(refused.data!.updateSettings.fields).toEqual([{ path: ["input", "checkoutReminderHours"], message: "must not be less than 0" }]);
  });
});
