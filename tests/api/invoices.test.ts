// Invoices and credit notes on a real database: issued when an order is paid and when a refund
// succeeds, numbered without gaps under concurrency and rollback, e-mailed, listed on the order,
// and downloaded as a PDF only by those who may see the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice, Order, Payment } from "../../server/db/generated/client.ts";
import { parseInvoiceContent } from "../../server/invoices/invoiceContent.ts";
import { issueInvoice } from "../../server/invoices/issueInvoice.ts";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { transitionOrder } from "../../server/orders/orderStates.ts";
import { handlePaymentEvent } from "../../server/payments/handlePaymentEvent.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { pdfText } from "../pdfText.ts";
import { type Client, startTestAppWithAdmin, type TestApp, toGlobalId } from "./harness.ts";
import { addPayment, intentEvent, orderAwaitingPayment, refundEvent } from "./paymentsFixtures.ts";

let t: TestApp;
let admin: Client;
let base: string;
beforeAll(async () => ({ t, admin, base } = await startTestAppWithAdmin({ http: true })));
afterAll(() => t.close());

const services = () => t.app.services;
const links = () => t.app.services.config;
const year = () => new Date().getUTCFullYear();
const pay = (payment: Payment) => confirmTestCard(services(), { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });

async function customer(name = "Zoë Ångström") {
  const client = await t.registered(name);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email: client.email } });
  return { client, user };
}

/** An order of 100.00 + 21 % Dutch VAT awaiting payment, with its lines and the seeded tax rate. */
async function taxedOrderAwaitingPayment(options: { userId?: string | null } = {}) {
  const { order, payment } = await orderAwaitingPayment(t.prisma, { userId: options.userId ?? null, total: 12100 });
  const netherlands = await t.prisma.taxRate.findUniqueOrThrow({ where: { country_region: { country: "NL", region: "" } } });
  const taxed = await t.prisma.order.update({
    where: { id: order.id },
    data: {
      subtotal: 10000,
      taxTotal: 2100,
      billingCountry: "NL",
      taxRateId: netherlands.id,
      lines: {
        create: [
          { kind: "ITEMS", description: "Telephone voice prompts: 3 prompts of up to 25 words", quantity: 3, unitAmount: 2500, amount: 7500, position: 0 },
          { kind: "RUSH", description: "Rush delivery", quantity: 1, unitAmount: 2500, amount: 2500, position: 1 },
        ],
      },
    },
  });
  return { order: taxed, payment };
}

async function paidTaxedOrder(options: { userId?: string | null } = {}) {
  const { order, payment } = await taxedOrderAwaitingPayment(options);
  await pay(payment);
  const invoice = await t.prisma.invoice.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
  return { order, payment, invoice };
}

const invoicesOf = (orderId: string) => t.prisma.invoice.findMany({ where: { orderId }, orderBy: [{ year: "asc" }, { sequence: "asc" }] });
const emailsAbout = (invoice: Invoice, orderNumber: number) =>
  t.prisma.emailOutbox.findMany({ where: { subject: `${invoice.kind === "INVOICE" ? "Invoice" : "Credit note"} ${invoice.number} for order ${orderNumber}` } });
const receiptsOf = (orderNumber: number) => t.prisma.emailOutbox.findMany({ where: { subject: `Payment received: order ${orderNumber}` } });
const counterOf = async (forYear: number) => (await t.prisma.invoiceCounter.findUnique({ where: { year: forYear } }))?.last ?? 0;

const ORDER_INVOICES = `query($id: ID!) { node(id: $id) { ... on Order { invoices { id number kind total currency issuedAt creditedInvoiceNumber downloadUrl } } } }`;
const GUEST_INVOICES = `query($id: ID!, $key: String!) { orderByAccessKey(id: $id, key: $key) { invoices { number downloadUrl } } }`;

describe("the invoice of a paid order", () => {
  it("is issued once when the order is paid, with the order's lines, tax and totals, and e-mailed to the customer", async () => {
    const { client, user } = await customer();
    const { order, payment } = await taxedOrderAwaitingPayment({ userId: user.id });
    const before = await counterOf(year());
    await pay(payment);

    const [invoice, ...others] = await invoicesOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: "INVOICE", total: 12100, currency: "EUR", year: year(), sequence: before + 1, refundId: null });
    expect(invoice.number).toBe(`${year()}-${String(before + 1).padStart(6, "0")}`);
    const content = parseInvoiceContent(invoice.content);
    expect(content).toMatchObject({
      kind: "INVOICE",
      number: invoice.number,
      orderNumber: order.number,
      currency: "EUR",
      seller: { name: "Studiofront Demo Studio", address: "Voorbeeldstraat 12, 3511 AB Utrecht, Netherlands", country: "NL" },
      buyer: { name: "Zoë Ångström", email: user.email, companyName: null, country: "NL" },
      lines: [
        { description: "Telephone voice prompts: 3 prompts of up to 25 words", quantity: 3, unitAmount: 2500, amount: 7500 },
        { description: "Rush delivery", quantity: 1, unitAmount: 2500, amount: 2500 },
      ],
      subtotal: 10000,
      discount: null,
      taxInclusive: false,
      taxes: [{ name: "Netherlands VAT (BTW) 21 %", rateBasisPoints: 2100, taxableAmount: 10000, amount: 2100 }],
      taxTotal: 2100,
      total: 12100,
      payment: { references: [payment.providerReference] },
      coveredPaymentIds: [payment.id],
    });
    const paidAt = (await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paidAt!;
    expect(content.payment?.at).toBe(paidAt.toISOString());

    // The receipt carries it: one e-mail for the purchase, none of the invoice's own.
    expect(await emailsAbout(invoice, order.number)).toEqual([]);
    const [email, ...moreEmails] = await receiptsOf(order.number);
    expect(moreEmails).toEqual([]);
    expect(email.to).toBe(user.email);
    expect(email.text).toContain(`Invoice ${invoice.number} (PDF): http://studiofront.test/api/invoices/${invoice.id}.pdf\n`);

    // A repeated confirmation, or issuing again, changes nothing.
    await pay(payment);
    expect((await t.prisma.$transaction((tx) => issueInvoice(tx, order.id))).id).toBe(invoice.id);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await receiptsOf(order.number)).toHaveLength(1);
    expect(await counterOf(year())).toBe(before + 1);

    const listed = await client.gql(ORDER_INVOICES, { id: toGlobalId("Order", order.id) });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.node.invoices).toEqual([
      {
        id: toGlobalId("Invoice", invoice.id),
        number: invoice.number,
        kind: "INVOICE",
        total: 12100,
        currency: "EUR",
        issuedAt: invoice.issuedAt.toISOString(),
        creditedInvoiceNumber: null,
        downloadUrl: `/api/invoices/${invoice.id}.pdf`,
      },
    ]);
  });

  it("sends a guest the download link with the order's key, and lists it with the key for whoever opened the order by it", async () => {
    const { order, invoice } = await paidTaxedOrder();
    const key = orderAccessKey(links().sessionSecret, order.id);
    const [email] = await receiptsOf(order.number);
    expect(email.to).toBe(order.guestEmail);
    expect(email.text).toContain("Hello Gus Guest,");
    expect(email.text).toContain(`Invoice ${invoice.number} (PDF): http://studiofront.test/api/invoices/${invoice.id}.pdf?key=${key}`);

    const opened = await t.client().gql(GUEST_INVOICES, { id: toGlobalId("Order", order.id), key });
    expect(opened.data!.orderByAccessKey.invoices).toEqual([{ number: invoice.number, downloadUrl: `/api/invoices/${invoice.id}.pdf?key=${key}` }]);
  });

  it("is issued at zero for an order its discount covers", async () => {
    const { order } = await orderAwaitingPayment(t.prisma, { total: 0 });
    await t.prisma.order.update({ where: { id: order.id }, data: { subtotal: 5000, discountTotal: 5000 } });
    await t.prisma.$transaction((tx) => transitionOrder(tx, { orderId: order.id, from: "PENDING_PAYMENT", to: "PAID", actor: { userId: null }, links: links() }));
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ kind: "INVOICE", total: 0 });
    expect(parseInvoiceContent(invoice.content)).toMatchObject({ subtotal: 5000, discount: { amount: 5000 }, total: 0, payment: null });
  });

  it("numbers ten orders paid at once consecutively, without gaps or duplicates", async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => orderAwaitingPayment(t.prisma, { total: 2500 })));
    const before = await counterOf(year());
    await Promise.all(orders.map(({ payment }) => pay(payment)));

    const invoices = await t.prisma.invoice.findMany({ where: { orderId: { in: orders.map(({ order }) => order.id) } } });
    expect(invoices).toHaveLength(10);
    expect(invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, index) => before + index + 1));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(10);
    expect(await counterOf(year())).toBe(before + 10);
  });

  it("gives the number back when the transaction that issued it rolls back", async () => {
    const { order } = await orderAwaitingPayment(t.prisma, { status: "PAID" });
    await t.prisma.order.update({ where: { id: order.id }, data: { paidAt: new Date() } });
    const before = await counterOf(year());
    class RolledBack extends Error {}
    let numberTaken: string | null = null;
    await expect(
      t.prisma.$transaction(async (tx) => {
        numberTaken = (await issueInvoice(tx, order.id)).number;
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(numberTaken).toBe(`${year()}-${String(before + 1).padStart(6, "0")}`);
    expect(await invoicesOf(order.id)).toEqual([]);
    expect(await counterOf(year())).toBe(before);
    expect(await t.prisma.emailOutbox.count({ where: { subject: { startsWith: `Invoice ${numberTaken}` } } })).toBe(0);

    const issued = await t.prisma.$transaction((tx) => issueInvoice(tx, order.id));
    expect(issued.number).toBe(numberTaken);
  });

  it("refuses an order that is not paid", async () => {
    const { order } = await orderAwaitingPayment(t.prisma);
    const before = await counterOf(year());
    await expect(t.prisma.$transaction((tx) => issueInvoice(tx, order.id))).rejects.toThrow(`Order ${order.number} is not paid, so it cannot be invoiced.`);
    expect(await counterOf(year())).toBe(before);
  });
});

const REFUND = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename ... on RefundPaymentPayload { refund { id status } } } }`;
const refund = async (payment: Payment, amount: number) => {
  const result = await admin.gql(REFUND, { input: { paymentId: toGlobalId("Payment", payment.id), amount } });
  expect(result.data!.refundPayment.refund).toMatchObject({ status: "SUCCEEDED" });
  return result.data!.refundPayment.refund.id as string;
};

describe("credit notes", () => {
  it("credit each successful refund against the invoice with a negative total and its share of the tax, and are e-mailed", async () => {
    const { user, client } = await customer("Ana Núñez");
    const { order, payment, invoice } = await paidTaxedOrder({ userId: user.id });

    await refund(payment, 5000);
    const [, first] = await invoicesOf(order.id);
    expect(first).toMatchObject({ kind: "CREDIT_NOTE", total: -5000, currency: "EUR", year: invoice.year, sequence: expect.any(Number) });
    expect(first.sequence).toBeGreaterThan(invoice.sequence);
    const refundRow = await t.prisma.refund.findUniqueOrThrow({ where: { id: first.refundId! } });
    expect(refundRow).toMatchObject({ paymentId: payment.id, amount: 5000, status: "SUCCEEDED" });
    // 50.00 of 121.00 carries 50 × 21/121 = 8.677… → 8.68 of tax.
    expect(parseInvoiceContent(first.content)).toMatchObject({
      kind: "CREDIT_NOTE",
      creditedInvoiceNumber: invoice.number,
      buyer: { name: "Ana Núñez", email: user.email },
      lines: [{ description: `Refund for order ${order.number} (invoice ${invoice.number})`, quantity: 1, amount: -4132 }],
      subtotal: -4132,
      taxes: [{ name: "Netherlands VAT (BTW) 21 %", rateBasisPoints: 2100, taxableAmount: -4132, amount: -868 }],
      taxTotal: -868,
      total: -5000,
      payment: { references: [refundRow.providerReference] },
    });
    const [email] = await emailsAbout(first, order.number);
    expect(email.to).toBe(user.email);
    expect(email.text).toContain(`We issued credit note ${first.number} for the refund of €50.00 for order ${order.number}; it credits invoice ${invoice.number}.`);
    expect(email.text).toContain(`http://studiofront.test/api/invoices/${first.id}.pdf`);

    await refund(payment, 7100);
    const [, , second] = await invoicesOf(order.id);
    expect(second).toMatchObject({ kind: "CREDIT_NOTE", total: -7100 });
    expect(parseInvoiceContent(second.content).taxTotal).toBe(-1232);

    const listed = await client.gql(ORDER_INVOICES, { id: toGlobalId("Order", order.id) });
    expect(listed.data!.node.invoices.map((row: { kind: string; total: number; creditedInvoiceNumber: string | null }) => [row.kind, row.total, row.creditedInvoiceNumber])).toEqual([
      ["INVOICE", 12100, null],
      ["CREDIT_NOTE", -5000, invoice.number],
      ["CREDIT_NOTE", -7100, invoice.number],
    ]);
  });

  it("wait for a refund the provider is still settling, and are issued once when it succeeds", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 8000 });
    await handlePaymentEvent(services(), "TEST", intentEvent("payment_intent.succeeded", payment));
    await handlePaymentEvent(services(), "TEST", refundEvent("refund.created", payment, { id: "re_settling", amount: 3000, status: "pending" }));
    expect((await invoicesOf(order.id)).map((row) => row.kind)).toEqual(["INVOICE"]);

    const succeeded = refundEvent("refund.updated", payment, { id: "re_settling", amount: 3000, status: "succeeded" });
    await handlePaymentEvent(services(), "TEST", succeeded);
    await handlePaymentEvent(services(), "TEST", { ...succeeded, id: `${succeeded.id}_again` });
    const [, creditNote, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({ kind: "CREDIT_NOTE", total: -3000 });
    expect(parseInvoiceContent(creditNote.content).payment?.references).toEqual(["re_settling"]);
  });

  it("are not issued for a refund of money the invoice did not cover", async () => {
    const { order, invoice } = await paidTaxedOrder();
    // A second payment that succeeds after the order was paid: kept on record and flagged, not invoiced.
    const extra = await addPayment(t.prisma, order as Order);
    await pay(extra);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).flaggedAt).toBeInstanceOf(Date);
    expect(parseInvoiceContent(invoice.content).coveredPaymentIds).not.toContain(extra.id);

    await refund(extra, 12100);
    expect((await invoicesOf(order.id)).map((row) => row.kind)).toEqual(["INVOICE"]);
  });
});

describe("GET /api/invoices/{id}.pdf", () => {
  const download = (path: string, client?: Client, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...(init.headers as Record<string, string>) } });

  it("answers 404 to everyone who may not see the order, exactly as for an unknown invoice", async () => {
    const owner = await customer();
    const { invoice } = await paidTaxedOrder({ userId: owner.user.id });
    const guestOrder = await paidTaxedOrder();
    const guestKey = orderAccessKey(links().sessionSecret, guestOrder.order.id);
    const other = (await customer("Otto Other")).client;

    const refused = [
      await download(`/api/invoices/${invoice.id}.pdf`),
      await download(`/api/invoices/${invoice.id}.pdf`, other),
      await download(`/api/invoices/${invoice.id}.pdf?key=${guestKey}`),
      await download(`/api/invoices/${guestOrder.invoice.id}.pdf`, other),
      await download(`/api/invoices/${guestOrder.invoice.id}.pdf?key=wrong-key`),
      // The key with its last character changed (to another one: a key may end in "x").
      await download(`/api/invoices/${guestOrder.invoice.id}.pdf?key=${guestKey.slice(0, -1)}${guestKey.endsWith("x") ? "y" : "x"}`),
      await download(`/api/invoices/99999999-9999-4999-8999-999999999999.pdf`, admin),
      await download(`/api/invoices/not-an-id.pdf`, admin),
      await download(`/api/invoices/${invoice.id}`, owner.client),
    ];
    for (const response of refused) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
    const post = await download(`/api/invoices/${invoice.id}.pdf`, owner.client, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const badToken = await download(`/api/invoices/${invoice.id}.pdf`, undefined, { headers: { authorization: "Bearer sf_not_a_token" } });
    expect(badToken.status).toBe(401);
  });

  it("serves the PDF to the order's customer, its reseller, an administrator and a holder of its key", async () => {
    const owner = await customer();
    const reseller = await customer("Rita Reseller");
    const { order, invoice } = await paidTaxedOrder({ userId: owner.user.id });
    await t.prisma.order.update({ where: { id: order.id }, data: { resellerUserId: reseller.user.id } });
    const guestOrder = await paidTaxedOrder();
    const guestKey = orderAccessKey(links().sessionSecret, guestOrder.order.id);

    for (const [path, client, document] of [
      [`/api/invoices/${invoice.id}.pdf`, owner.client, invoice],
      [`/api/invoices/${invoice.id}.pdf`, reseller.client, invoice],
      [`/api/invoices/${invoice.id}.pdf`, admin, invoice],
      [`/api/invoices/${guestOrder.invoice.id}.pdf?key=${guestKey}`, undefined, guestOrder.invoice],
    ] as const) {
      const response = await download(path, client);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${document.number}.pdf"`);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(Number(response.headers.get("content-length"))).toBe(body.length);
      const text = pdfText(body);
      expect(text).toContain(document.number);
      expect(text).toContain("€121.00");
    }
    const head = await download(`/api/invoices/${invoice.id}.pdf`, owner.client, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
  });

  it("names a credit note's file as one", async () => {
    const owner = await customer();
    const { order, payment } = await paidTaxedOrder({ userId: owner.user.id });
    await refund(payment, 1000);
    const [, creditNote] = await invoicesOf(order.id);
    const response = await download(`/api/invoices/${creditNote.id}.pdf`, owner.client);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="credit-note-${creditNote.number}.pdf"`);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("Credit note");
    expect(text).toContain("-€10.00");
  });

  it("keeps invoices from the API for those who may not see their order", async () => {
    const owner = await customer();
    const { invoice } = await paidTaxedOrder({ userId: owner.user.id });
    const NODE = `query($id: ID!) { node(id: $id) { ... on Invoice { number } } }`;
    const id = toGlobalId("Invoice", invoice.id);
    expect((await (await customer("Otto Other")).client.gql(NODE, { id })).data?.node ?? null).toBeNull();
    expect((await t.client().gql(NODE, { id })).data?.node ?? null).toBeNull();
    expect((await owner.client.gql(NODE, { id })).data!.node).toEqual({ number: invoice.number });
    expect((await admin.gql(NODE, { id })).data!.node).toEqual({ number: invoice.number });
  });
});
