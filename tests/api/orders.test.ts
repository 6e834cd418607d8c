// Ordering through the API as the wizards and payment pages do: live quotes, signed-in drafts,
// guests' orders with their private link, discount codes, tax by country, paying with the test
// gateway's cards, and the guarantees around it (no double charge, expiry, access).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_ORDER_LINK_HOLD_MINUTES } from "../../server/email/orderEmails.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let voiceId: string;
let trackId: string;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  t = await startTestApp();
  const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
  voiceId = gid("Voice", voice.id);
  const track = await t.prisma.soundtrackTrack.findFirstOrThrow({ where: { slug: "calm-corporate" } });
  trackId = gid("SoundtrackTrack", track.id);
});
afterAll(() => t.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function promptsDraft(overrides: Record<string, unknown> = {}) {
  return {
    service: "telephone-voice-prompts",
    language: "en-GB",
    voiceId,
    items: [
      { name: "welcome", text: words(20) },
      { name: "main-menu", text: words(30) },
    ],
    fileFormats: ["MULAW_8K_WAV", "MP3"],
    rush: false,
    ...overrides,
  };
}

const ERR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const REFUSED = `... on DiscountRefusedError { reason }`;
const ORDER = `id number status subtotal discountTotal taxTotal total currency discountCode taxRateName payable lines { kind quantity amount }`;

const QUOTE = `query($draft: OrderDraftInput!, $code: String, $country: String) {
  quote(draft: $draft, discountCode: $code, country: $country) {
    __typename
    ... on Quote { subtotal discountTotal taxTotal total currency taxRateName wordCount estimatedDurationSeconds wordsPerMinute turnaroundDays discountRefusal { reason message } lines { kind description quantity unitAmount amount } items { name wordCount } }
    ${ERR}
  }
}`;

async function customer() {
  const client = t.client();
  const email = uniqueEmail("buyer");
  await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Bea Buyer", email, password: "buyer password 1", altcha: await solvedAltcha() },
  });
  return Object.assign(client, { email });
}

async function placeGuest(client: Client, draft = promptsDraft(), email = uniqueEmail("guest")) {
  const res = await client.gql(
    `mutation($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { __typename ... on OrderWithKeyPayload { accessKey order { ${ORDER} } } ${ERR} } }`,
    { input: { draft, email, name: "Gus Guest", altcha: await solvedAltcha() } },
  );
  expect(res.errors).toBeUndefined();
  const result = res.data!.placeGuestOrder;
  expect(result.__typename).toBe("OrderWithKeyPayload");
  return { order: result.order, key: result.accessKey as string, email };
}

const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { __typename ... on PaymentActionRequired { clientSecret provider payment { id amount status } order { ${ORDER} } } ${ERR} ${REFUSED} } }`;
const CONFIRM = `mutation($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { __typename ... on ConfirmTestPaymentPayload { order { ${ORDER} paidAt dueAt } payment { status amount } } ${ERR} } }`;
const card = (cardNumber: string) => ({ cardNumber, expiry: "12/34", cvc: "123" });

describe("quote", () => {
  it("prices prompts from the catalogue with Dutch VAT, word count and spoken duration", async () => {
    const res = await t.client().gql(QUOTE, { draft: promptsDraft(), country: "NL" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.quote).toMatchObject({
      __typename: "Quote",
      // 2 prompts × €29.00, 5 words beyond 25 × €0.60.
      subtotal: 6100,
      taxTotal: 1281,
      total: 7381,
      currency: "EUR",
      taxRateName: "Netherlands VAT (BTW) 21 %",
      wordCount: 50,
      wordsPerMinute: 150,
      estimatedDurationSeconds: 20,
      turnaroundDays: 2,
    });
    expect(res.data!.quote.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ["ITEMS", 5800],
      ["EXTRA_WORDS", 300],
    ]);
  });

  it("without a country uses the studio's; a country without a rate charges no tax", async () => {
    const nl = await t.client().gql(QUOTE, { draft: promptsDraft() });
    expect(nl.data!.quote.taxTotal).toBe(1281);
    const jp = await t.client().gql(QUOTE, { draft: promptsDraft(), country: "JP" });
    expect(jp.data!.quote).toMatchObject({ taxTotal: 0, total: 6100, taxRateName: null });
  });

  it("prices an on-hold plan and tells why a code does not apply", async () => {
    const draft = { service: "message-on-hold", bundle: "on-hold-starter", trackId, language: "en-GB", voiceId, items: [{ name: "Welcome", text: words(40) }], fileFormats: ["MP3"], rush: true };
    const res = await t.client().gql(QUOTE, { draft, country: "DE", code: "NO-SUCH-CODE" });
    expect(res.data!.quote).toMatchObject({ subtotal: 17900 + 4900, discountTotal: 0, turnaroundDays: 1, discountRefusal: { reason: "UNKNOWN_CODE" } });
  });

  it("names the field of a draft it cannot price", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ service: "commercial-recording" }, "draft.service"],
      [{ service: "no-such-service" }, "draft.service"],
      [{ language: "de-DE" }, "draft.voiceId"],
      [{ items: [{ name: "x", text: "y".repeat(3001) }] }, "draft.items.0.text"],
    ];
    for (const [override, path] of cases) {
      const res = await t.client().gql(QUOTE, { draft: promptsDraft(override) });
      expect(res.errors).toBeUndefined();
      expect(res.data!.quote.__typename).toBe("ValidationError");
      expect(res.data!.quote.fields.map((f: { path: string[] }) => f.path.join("."))).toContain(path);
    }
  });
});

describe("signed-in drafts", () => {
  it("saves a draft on the server, finds it again and keeps it private", async () => {
    const buyer = await customer();
    const save = `mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { __typename ... on OrderPayload { order { ${ORDER} items { name wordCount } } } ${ERR} } }`;
    const first = await buyer.gql(save, { input: { draft: promptsDraft({ items: [{ name: "welcome", text: words(10) }] }) } });
    const order = first.data!.saveOrderDraft.order;
    expect(order).toMatchObject({ status: "DRAFT", subtotal: 2900, payable: true });
    const second = await buyer.gql(save, { input: { orderId: order.id, draft: promptsDraft() } });
    expect(second.data!.saveOrderDraft.order).toMatchObject({ id: order.id, subtotal: 6100 });

    const found = await buyer.gql(`{ viewer { orderDraft(service: "telephone-voice-prompts") { id items { name } } payableOrder { id } } }`);
    expect(found.data!.viewer.orderDraft).toEqual({ id: order.id, items: [{ name: "welcome" }, { name: "main-menu" }] });
    expect(found.data!.viewer.payableOrder.id).toBe(order.id);

    const stranger = await customer();
    const peek = await stranger.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: order.id });
    expect(peek.data!.node).toBeNull();
    const steal = await stranger.gql(save, { input: { orderId: order.id, draft: promptsDraft() } });
    expect(steal.data!.saveOrderDraft.__typename).toBe("NotFoundError");
    const anonymous = await t.client().gql(save, { input: { draft: promptsDraft() } });
    expect(anonymous.errors?.[0].message).toBe("Sign in to continue.");
  });
});

describe("guest checkout with the test gateway", () => {
  it("places, declines, then pays once, with a private link and e-mails", async () => {
    const guest = t.client();
    const { order, key, email } = await placeGuest(guest);
    expect(order).toMatchObject({ status: "DRAFT", total: 7381 });
    const link = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(link.text).toContain(`/order/guest-payment/${(await t.prisma.order.findFirstOrThrow({ where: { number: order.number } })).id}?key=${key}`);

    const stranger = t.client();
    expect((await stranger.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: order.id })).data!.node).toBeNull();
    expect((await stranger.gql(`query($id: ID!, $key: String!) { orderByAccessKey(id: $id, key: $key) { id } }`, { id: order.id, key: "wrong" })).data!.orderByAccessKey).toBeNull();
    const opened = await stranger.gql(`query($id: ID!, $key: String!) { orderByAccessKey(id: $id, key: $key) { number status } }`, { id: order.id, key });
    expect(opened.data!.orderByAccessKey).toEqual({ number: order.number, status: "DRAFT" });
    const noKey = await stranger.gql(START, { input: { order: { orderId: order.id } } });
    expect(noKey.data!.startPayment.__typename).toBe("PermissionError");

    const access = { orderId: order.id, key };
    const started = await stranger.gql(START, { input: { order: access, billingCountry: "BE" } });
    expect(started.errors).toBeUndefined();
    const action = started.data!.startPayment;
    expect(action).toMatchObject({ __typename: "PaymentActionRequired", provider: "TEST", order: { status: "PENDING_PAYMENT", total: 7381, taxRateName: "Belgium VAT (BTW/TVA) 21 %" } });
    expect(action.clientSecret).toMatch(/^pi_test_/);

    // A double click or a reload answers the same open payment.
    const again = await stranger.gql(START, { input: { order: access } });
    expect(again.data!.startPayment.payment.id).toBe(action.payment.id);

    const declined = await stranger.gql(CONFIRM, { input: { order: access, paymentId: action.payment.id, ...card("4000 0000 0000 0002") } });
    expect(declined.data!.confirmTestPayment).toMatchObject({ __typename: "PaymentDeclinedError", message: "Your card was declined." });
    const still = await stranger.gql(`query($id: ID!, $key: String!) { orderByAccessKey(id: $id, key: $key) { status payable } }`, { id: order.id, key });
    expect(still.data!.orderByAccessKey).toEqual({ status: "PENDING_PAYMENT", payable: true });

    // The declined payment is still open: the customer tries another card on it.
    const retry = await stranger.gql(START, { input: { order: access } });
    const retryPayment = retry.data!.startPayment.payment;
    expect(retryPayment.id).toBe(action.payment.id);
    const paid = await stranger.gql(CONFIRM, { input: { order: access, paymentId: retryPayment.id, ...card("4242424242424242") } });
    expect(paid.data!.confirmTestPayment).toMatchObject({ __typename: "ConfirmTestPaymentPayload", order: { status: "PAID" }, payment: { status: "SUCCEEDED", amount: 7381 } });
    expect(paid.data!.confirmTestPayment.order.dueAt).not.toBeNull();

    // Confirming again charges nothing more.
    const twice = await stranger.gql(CONFIRM, { input: { order: access, paymentId: retryPayment.id, ...card("4242424242424242") } });
    expect(twice.data!.confirmTestPayment.__typename).toBe("ConfirmTestPaymentPayload");
    const id = (await t.prisma.order.findFirstOrThrow({ where: { number: order.number } })).id;
    expect(await t.prisma.payment.count({ where: { orderId: id, status: "SUCCEEDED" } })).toBe(1);
    const changes = await t.prisma.orderEvent.findMany({ where: { orderId: id, type: "STATUS_CHANGED" }, orderBy: { createdAt: "asc" } });
    expect(changes.map((e) => `${e.fromStatus}→${e.toStatus}`)).toEqual(["DRAFT→PENDING_PAYMENT", "PENDING_PAYMENT→PAID"]);
    // One e-mail for the purchase: the receipt carries the private link and the invoice, so the
    // order link held since the order was placed is withdrawn unsent.
    const emails = await t.prisma.emailOutbox.findMany({ where: { subject: { contains: ` ${order.number}` } }, orderBy: { createdAt: "asc" } });
    expect(emails.map((e) => [e.to, e.subject])).toEqual(
      expect.arrayContaining([
        [email, `Payment received: order ${order.number}`],
        ["studio@studiofront.example", `New paid order ${order.number}: Telephone voice prompts`],
      ]),
    );
    expect(emails).toHaveLength(2);
    const receipt = emails.find((e) => e.to === email)!;
    expect(receipt.text).toContain(`/order/guest-payment/${id}?key=`);
    expect(receipt.text).toMatch(new RegExp(`Invoice \\d{4}-\\d{6} \\(PDF\\): http://\\S+/api/invoices/[0-9a-f-]{36}\\.pdf\\?key=`));

    const after = await stranger.gql(START, { input: { order: access } });
    expect(after.data!.startPayment).toMatchObject({ __typename: "OrderNotPayableError", message: `Order ${order.number} is already paid.` });
  });

  it("holds a guest's private link a while before sending it, so paying first withdraws it", async () => {
    const placedAt = Date.now();
    const { order, key, email } = await placeGuest(t.client());
    const { id } = await t.prisma.order.findFirstOrThrow({ where: { number: order.number } });
    const [held, ...more] = await t.prisma.emailOutbox.findMany({ where: { to: email } });
    expect(more).toEqual([]);
    expect(held).toMatchObject({ subject: `Your order ${order.number} at Studiofront Demo Studio`, status: "PENDING", orderId: id });
    expect(held.text).toContain(`/order/guest-payment/${id}?key=${key}`);
    expect(held.sendAfter!.getTime() - placedAt).toBeGreaterThanOrEqual(GUEST_ORDER_LINK_HOLD_MINUTES * 60_000);
    expect(held.sendAfter!.getTime() - Date.now()).toBeLessThanOrEqual(GUEST_ORDER_LINK_HOLD_MINUTES * 60_000);
  });

  it("opens one payment when many starts arrive at once", async () => {
    const guest = t.client();
    const { order, key } = await placeGuest(guest);
    const results = await Promise.all(Array.from({ length: 5 }, () => guest.gql(START, { input: { order: { orderId: order.id, key } } })));
    const ids = new Set(results.map((r) => r.data!.startPayment.payment.id));
    expect(ids.size).toBe(1);
  });

  it("refuses to pay an expired draft", async () => {
    const guest = t.client();
    const { order, key } = await placeGuest(guest);
    await t.prisma.order.update({ where: { number: order.number }, data: { updatedAt: new Date("2026-01-01T00:00:00Z") } });
    const res = await guest.gql(START, { input: { order: { orderId: order.id, key } } });
    expect(res.data!.startPayment).toMatchObject({ __typename: "OrderExpiredError", message: expect.stringContaining("This draft expired on 31 January 2026") });
  });

  it("refuses an incomplete draft with the wizard's messages", async () => {
    const res = await t.client().gql(`mutation($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { ${ERR} } }`, {
      input: { draft: promptsDraft({ voiceId: null, fileFormats: [], items: [{ name: "bad name!", text: "" }] }), email: uniqueEmail(), altcha: await solvedAltcha() },
    });
    const fields = Object.fromEntries(res.data!.placeGuestOrder.fields.map((f: { path: string[]; message: string }) => [f.path.join("."), f.message]));
    expect(fields).toMatchObject({
      "draft.voiceId": "Choose a voice.",
      "draft.fileFormats": "Choose at least one file format.",
      "draft.items.0.name": "must contain only letters, digits, hyphens and underscores, and start with a letter or digit",
      "draft.items.0.text": "should not be empty",
    });
  });
});

describe("discount codes at checkout", () => {
  async function createCode(input: Record<string, unknown>) {
    const admin = await t.signedIn(TEST_ADMIN);
    const res = await admin.gql(`mutation($input: CreateDiscountInput!) { createDiscount(input: $input) { __typename ${ERR} } }`, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createDiscount.__typename).not.toMatch(/Error$/);
  }
  const APPLY = `mutation($input: ApplyDiscountCodeInput!) { applyDiscountCode(input: $input) { __typename ... on OrderPayload { order { ${ORDER} } } ${ERR} ${REFUSED} } }`;

  it("applies a percent code before tax and refuses unknown codes next to the field", async () => {
    await createCode({ code: "SPRING10", kind: "PERCENT", percentBasisPoints: 1000 });
    const buyer = await customer();
    const draft = await buyer.gql(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ... on OrderPayload { order { id } } } }`, { input: { draft: promptsDraft() } });
    const orderId = draft.data!.saveOrderDraft.order.id;
    const unknown = await buyer.gql(APPLY, { input: { order: { orderId }, code: "nope" } });
    expect(unknown.data!.applyDiscountCode).toMatchObject({ __typename: "DiscountRefusedError", reason: "UNKNOWN_CODE", message: "This code does not exist." });
    const applied = await buyer.gql(APPLY, { input: { order: { orderId }, code: " spring10 " } });
    // 6100 − 610 = 5490; 21 % of 5490 = 1152.9 → 1153.
    expect(applied.data!.applyDiscountCode.order).toMatchObject({ discountCode: "SPRING10", subtotal: 6100, discountTotal: 610, taxTotal: 1153, total: 6643 });
  });

  it("counts a code limited to one use once, however many customers pay at the same time", async () => {
    await createCode({ code: "ONLYONE", kind: "FIXED", amount: 1000, maxRedemptions: 1 });
    const guests = await Promise.all(Array.from({ length: 50 }, async () => {
      const guest = t.client();
      const placed = await placeGuest(guest);
      const access = { orderId: placed.order.id, key: placed.key };
      const applied = await guest.gql(APPLY, { input: { order: access, code: "ONLYONE" } });
      expect(applied.data!.applyDiscountCode.__typename).toBe("OrderPayload");
      return { guest, access };
    }));
    const results = await Promise.all(guests.map(({ guest, access }) => guest.gql(START, { input: { order: access } })));
    const outcomes = results.map((r) => r.data!.startPayment.__typename);
    expect(outcomes.filter((o) => o === "PaymentActionRequired")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "DiscountRefusedError")).toHaveLength(49);
    const code = await t.prisma.discount.findUniqueOrThrow({ where: { code: "ONLYONE" } });
    expect(code.redemptionCount).toBe(1);
    expect(await t.prisma.discountRedemption.count({ where: { discountId: code.id } })).toBe(1);
  });
});

describe("/payment lookup", () => {
  const FIND = `mutation($input: FindPayableOrderInput!) { findPayableOrder(input: $input) { __typename ... on PayableOrderPayload { number serviceName total currency message } ${ERR} } }`;
  const lookupMail = (email: string) => t.prisma.emailOutbox.findFirst({ where: { to: email, subject: { startsWith: "Pay for your order" } }, orderBy: { createdAt: "desc" } });

  it("finds an unpaid order by number and e-mail only, says what is to be paid and e-mails the link", async () => {
    const guest = t.client();
    const { order, key, email } = await placeGuest(guest);
    await guest.gql(START, { input: { order: { orderId: order.id, key } } });
    const other = t.client();
    const wrong = await other.gql(FIND, { input: { number: order.number, email: "someone.else@example.com", altcha: await solvedAltcha() } });
    expect(wrong.data!.findPayableOrder).toMatchObject({ __typename: "NotFoundError", message: "We found no unpaid order with this number and e-mail address." });
    const found = await other.gql(FIND, { input: { number: order.number, email: email.toUpperCase(), altcha: await solvedAltcha() } });
    expect(found.data!.findPayableOrder).toMatchObject({ __typename: "PayableOrderPayload", number: order.number, serviceName: "Telephone voice prompts", total: order.total, currency: "EUR" });
    expect(JSON.stringify(found)).not.toContain(key);
    expect((await lookupMail(email))?.text).toContain(`/order/guest-payment/${Buffer.from(order.id, "base64").toString().split(":")[1]}?key=${key}`);
    const bot = await other.gql(FIND, { input: { number: order.number, email } });
    expect(bot.data!.findPayableOrder.__typename).toBe("BotCheckError");

    // A guest's order is found before its payment started too (it was e-mailed as soon as it was saved).
    const unstarted = await placeGuest(t.client());
    const early = await other.gql(FIND, { input: { number: unstarted.order.number, email: unstarted.email, altcha: await solvedAltcha() } });
    expect(early.data!.findPayableOrder).toMatchObject({ __typename: "PayableOrderPayload", number: unstarted.order.number });
    expect((await lookupMail(unstarted.email))?.text).toContain(`?key=${unstarted.key}`);
  });

  it("never opens a registered customer's order to the one who asks: no key, no script, no access", async () => {
    const buyer = await customer();
    const saved = await buyer.gql(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ... on OrderPayload { order { id number } } } }`, { input: { draft: promptsDraft() } });
    const order = saved.data!.saveOrderDraft.order;
    await buyer.gql(START, { input: { order: { orderId: order.id } } });
    const stranger = t.client();
    const found = await stranger.gql(FIND, { input: { number: order.number, email: buyer.email, altcha: await solvedAltcha() } });
    expect(found.data!.findPayableOrder).toMatchObject({ __typename: "PayableOrderPayload", number: order.number });
    expect(JSON.stringify(found)).not.toMatch(/word0|key|guest-payment/);
    // The answer has no way to the order: its fields are not in the schema, and the request was granted nothing.
    const asked = await stranger.gql(`mutation($input: FindPayableOrderInput!) { findPayableOrder(input: $input) { ... on PayableOrderPayload { accessKey } } }`, { input: { number: order.number, email: buyer.email, altcha: await solvedAltcha() } });
    expect(asked.errors?.[0].message).toMatch(/Cannot query field "accessKey"/);
    const node = await stranger.gql(`query($id: ID!) { node(id: $id) { ... on Order { items { text } } } }`, { id: order.id });
    expect(node.data?.node ?? null).toBeNull();
    // The account's address gets the link, which asks to sign in.
    const mail = await lookupMail(buyer.email);
    expect(mail?.text).toContain(`/order/payment/${Buffer.from(order.id, "base64").toString().split(":")[1]}`);
    expect(mail?.text).not.toContain("key=");
  });
});

describe("quotes priced by the studio", () => {
  it("an administrator prices a quote request; the customer finds it through /payment and pays it", async () => {
    const admin = await t.signedIn(TEST_ADMIN);
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "commercial-recording" } });
    const email = uniqueEmail("agency");
    const CREATE = `mutation($input: CreateQuotedOrderInput!) { createQuotedOrder(input: $input) { __typename ... on OrderPayload { order { ${ORDER} pricedByStudio } } ${ERR} } }`;
    const input = {
      email,
      name: "Ada Agency",
      serviceId: gid("Service", service.id),
      scope: "30-second radio spot, Dutch, broadcast buyout for one year",
      lines: [
        { description: "Radio spot recording, 30 s", quantity: 1, unitAmount: 24000 },
        { description: "Broadcast buyout, 12 months", quantity: 1, unitAmount: 15000 },
      ],
    };
    const bad = await admin.gql(CREATE, { input: { ...input, lines: [{ description: "", quantity: 0, unitAmount: 100 }] } });
    const fields = Object.fromEntries(bad.data!.createQuotedOrder.fields.map((f: { path: string[]; message: string }) => [f.path.join("."), f.message]));
    expect(fields).toEqual({ "input.lines.0.description": "should not be empty", "input.lines.0.quantity": "must not be less than 1" });
    const customerTry = await (await customer()).gql(CREATE, { input });
    expect(customerTry.errors?.[0].message).toBe("You do not have permission to do this.");

    const created = await admin.gql(CREATE, { input });
    const order = created.data!.createQuotedOrder.order;
    // 390.00 + 21 % VAT.
    expect(order).toMatchObject({ status: "PENDING_PAYMENT", pricedByStudio: true, subtotal: 39000, taxTotal: 8190, total: 47190, lines: [{ kind: "QUOTED", amount: 24000 }, { kind: "QUOTED", amount: 15000 }] });
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe(`Your quote ${order.number} from Studiofront Demo Studio`);
    expect(mail.text).toContain(`/payment with order number ${order.number}`);

    const visitor = t.client();
    const found = await visitor.gql(`mutation($input: FindPayableOrderInput!) { findPayableOrder(input: $input) { ... on PayableOrderPayload { number total } } }`, {
      input: { number: order.number, email, altcha: await solvedAltcha() },
    });
    expect(found.data!.findPayableOrder).toEqual({ number: order.number, total: 47190 });
    // The e-mailed link opens the order's payment page.
    const link = (await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, subject: { startsWith: "Pay for your order" } } })).text;
    const [, rawOrderId, key] = /\/order\/guest-payment\/([0-9a-f-]{36})\?key=([\w-]+)/.exec(link)!;
    const access = { orderId: gid("Order", rawOrderId), key };
    const started = await visitor.gql(START, { input: { order: access } });
    expect(started.data!.startPayment).toMatchObject({ __typename: "PaymentActionRequired", payment: { amount: 47190 } });
    const paid = await visitor.gql(CONFIRM, { input: { order: access, paymentId: started.data!.startPayment.payment.id, ...card("4242 4242 4242 4242") } });
    expect(paid.data!.confirmTestPayment.order.status).toBe("PAID");
  });
});

describe("order states by hand", () => {
  const CHANGE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on OrderPayload { order { status events { type fromStatus toStatus note } } } ${ERR} ... on IllegalTransitionError { from to } } }`;
  const CANCEL = `mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { __typename ... on OrderPayload { order { status } } ... on Error { message } } }`;

  async function paidGuestOrder() {
    const guest = t.client();
    const { order, key } = await placeGuest(guest);
    const access = { orderId: order.id, key };
    const started = await guest.gql(START, { input: { order: access } });
    await guest.gql(CONFIRM, { input: { order: access, paymentId: started.data!.startPayment.payment.id, ...card("4242424242424242") } });
    return { guest, order, key };
  }

  it("the studio moves a paid order through production; an illegal move is refused in words", async () => {
    const admin = await t.signedIn(TEST_ADMIN);
    const { order } = await paidGuestOrder();
    const production = await admin.gql(CHANGE, { input: { orderId: order.id, status: "IN_PRODUCTION", note: "Booked with Charlotte for Tuesday" } });
    expect(production.data!.changeOrderStatus.order.status).toBe("IN_PRODUCTION");
    const skip = await admin.gql(CHANGE, { input: { orderId: order.id, status: "COMPLETED" } });
    expect(skip.data!.changeOrderStatus).toMatchObject({ __typename: "IllegalTransitionError", message: "An order that is in production cannot become completed.", from: "IN_PRODUCTION", to: "COMPLETED" });
    // Delivering needs the recordings (the whole path is in fulfilment.test.ts).
    const delivered = await admin.gql(CHANGE, { input: { orderId: order.id, status: "DELIVERED" } });
    expect(delivered.data!.changeOrderStatus).toMatchObject({ __typename: "DeliveryNotReadyError", message: expect.stringMatching(/^Upload a master for \d+ more recordings? before delivering/) });
    const cancel = await admin.gql(CHANGE, { input: { orderId: order.id, status: "CANCELLED" } });
    expect(cancel.data!.changeOrderStatus.message).toBe("An order that is in production cannot become cancelled.");
    const reloaded = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Order { events { type fromStatus toStatus note } } } }`, { id: order.id });
    const events = reloaded.data!.node.events.filter((e: { type: string }) => e.type === "STATUS_CHANGED");
    expect(events.map((e: { fromStatus: string; toStatus: string }) => `${e.fromStatus}→${e.toStatus}`)).toEqual(["DRAFT→PENDING_PAYMENT", "PENDING_PAYMENT→PAID", "PAID→IN_PRODUCTION"]);
    expect(events[2].note).toBe("Booked with Charlotte for Tuesday");
    const audit = await t.prisma.auditLog.findMany({ where: { action: "order.status_changed", entityId: (await t.prisma.order.findFirstOrThrow({ where: { number: order.number } })).id } });
    expect(audit).toHaveLength(3);

    const guest = t.client();
    const notAdmin = await guest.gql(CHANGE, { input: { orderId: order.id, status: "COMPLETED" } });
    expect(notAdmin.errors?.[0].message).toBe("Sign in to continue.");
  });

  it("a guest cancels an unpaid order with the private link, not a paid one", async () => {
    const guest = t.client();
    const { order, key } = await placeGuest(guest);
    expect((await guest.gql(CANCEL, { input: { orderId: order.id } })).data!.cancelOrder.__typename).toBe("PermissionError");
    expect((await guest.gql(CANCEL, { input: { orderId: order.id, key } })).data!.cancelOrder.order.status).toBe("CANCELLED");
    const paid = await paidGuestOrder();
    const refused = await paid.guest.gql(CANCEL, { input: { orderId: paid.order.id, key: paid.key } });
    expect(refused.data!.cancelOrder.message).toBe("An order that is paid cannot become cancelled.");
  });
});
