// CSV exports of the management tables: refused to visitors and customers first, then each table's
// rows as administrators filter them, streamed a batch at a time.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../common/csv.ts";
import { EXPORT_KINDS } from "../../common/exports.ts";
import { exportQuery } from "../../server/exports/exportQuery.ts";
import { EXPORT_SOURCES } from "../../server/exports/exportSources.ts";
import { EXPORT_BATCH_SIZE, writeExport } from "../../server/exports/exportStream.ts";
import { type Client, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";
import { addPayment, orderAwaitingPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let customer: Client;
let base: string;
beforeAll(async () => {
  ({ t, admin } = await startTestAppWithAdmin());
  customer = await t.registered("Carl Customer");
  base = await t.httpBase();
});
afterAll(() => t.close());

const token = () => randomBytes(5).toString("hex");
const download = (path: string, client?: Client) => fetch(`${base}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });

/** The file's records, header first, as lists of values. */
async function records(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const { records, problems } = parseCsv(await response.text());
  expect(problems).toEqual([]);
  return records.map((record) => record.fields.map((field) => field.value));
}

/** The records as objects keyed by the header's column names. */
async function rowsOf(response: Response): Promise<Record<string, string>[]> {
  const [header, ...rows] = await records(response);
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
}

describe("GET /api/exports/<kind>.csv", () => {
  it("is refused to visitors and customers for every kind", async () => {
    for (const kind of EXPORT_KINDS) {
      expect((await download(`/api/exports/${kind}.csv`)).status).toBe(401);
      const refused = await download(`/api/exports/${kind}.csv`, customer);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: `You may not export ${kind}.` });
    }
    expect((await download("/api/exports/users.csv", admin)).status).toBe(404);
  });

  it("gives administrators the orders the desk's filter lists, in its order, with formula-like text defused", async () => {
    const mark = token();
    const first = (await orderAwaitingPayment(t.prisma, { total: 12345 })).order;
    await t.prisma.order.update({ where: { id: first.id }, data: { guestName: `=Evil ${mark}`, status: "PAID" } });
    const second = (await orderAwaitingPayment(t.prisma, { total: 500 })).order;
    await t.prisma.order.update({ where: { id: second.id }, data: { guestName: `Ann ${mark}` } });
    await orderAwaitingPayment(t.prisma, { total: 700 }); // another customer's: filtered out

    const path = `/api/exports/orders.csv?filters=${encodeURIComponent(`guestName~ILIKE~${mark}`)}&orderBy=total~DESC&page=2`;
    const response = await download(path, admin);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await rowsOf(response);
    expect(rows.map((row) => [row.number, row.status, row.customer_name, row.currency, row.total])).toEqual([
      [String(first.number), "PAID", `'=Evil ${mark}`, "EUR", "123.45"],
      [String(second.number), "PENDING_PAYMENT", `Ann ${mark}`, "EUR", "5.00"],
    ]);
    expect(rows[0].placed_at).toBe(first.placedAt!.toISOString());

    const picked = await rowsOf(await download(`/api/exports/orders.csv?ids=${second.id}`, admin));
    expect(picked.map((row) => row.number)).toEqual([String(second.number)]);
  });

  it("answers a filter that does not read with 400 naming its parameter", async () => {
    const wrongField = await download("/api/exports/orders.csv?filters=nope~1", admin);
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ error: "filters: The following fields are not whitelisted: nope", field: "filters" });
    const wrongOrder = await download("/api/exports/payments.csv?orderBy=amount~UP", admin);
    expect(wrongOrder.status).toBe(400);
    expect((await wrongOrder.json()).field).toBe("orderBy");
    const wrongIds = await download("/api/exports/orders.csv?ids=1,2", admin);
    expect(wrongIds.status).toBe(400);
    expect((await wrongIds.json()).field).toBe("ids");
  });

  it("gives administrators the payments and refunds of the filter", async () => {
    const { order, payment } = await orderAwaitingPayment(t.prisma, { total: 2500 });
    await t.prisma.payment.update({ where: { id: payment.id }, data: { status: "SUCCEEDED", refundedAmount: 1000 } });
    await addPayment(t.prisma, order, { status: "FAILED" });
    const payments = await rowsOf(await download(`/api/exports/payments.csv?filters=${encodeURIComponent(`orderNumber~${order.number},status~SUCCEEDED`)}`, admin));
    expect(payments.map((row) => [row.order_number, row.provider_reference, row.status, row.currency, row.amount, row.refunded_amount])).toEqual([
      [String(order.number), payment.providerReference, "SUCCEEDED", "EUR", "25.00", "10.00"],
    ]);

    const reason = `Too long ${token()}`;
    await t.prisma.refund.create({ data: { paymentId: payment.id, amount: 1000, reason, status: "SUCCEEDED", providerReference: `re_${token()}` } });
    await t.prisma.refund.create({ data: { paymentId: payment.id, amount: 300, reason: `@other ${token()}`, status: "FAILED" } });
    const refunds = await rowsOf(await download(`/api/exports/refunds.csv?filters=${encodeURIComponent(`reason~ILIKE~${reason}`)}`, admin));
    expect(refunds.map((row) => [row.order_number, row.payment_reference, row.status, row.currency, row.amount, row.reason])).toEqual([
      [String(order.number), payment.providerReference, "SUCCEEDED", "EUR", "10.00", reason],
    ]);
  });

  it("gives administrators the invoices of the filter, amounts as issued", async () => {
    const { order } = await orderAwaitingPayment(t.prisma);
    const number = `2032-${token()}`;
    await t.prisma.invoice.create({
      data: {
        number,
        year: 2032,
        sequence: 900_000 + Math.floor(Math.random() * 90_000),
        kind: "INVOICE",
        orderId: order.id,
        total: 12100,
        currency: "EUR",
        issuedAt: new Date("2032-02-03T04:05:06.000Z"),
        content: {
          version: 1, kind: "INVOICE", number, issuedAt: "2032-02-03T04:05:06.000Z", currency: "EUR",
          seller: { name: "Studio", address: "", country: "NL", vatNumber: "NL853247123B01", email: "", phone: "" },
          buyer: { name: "+Bea Buyer", email: null, companyName: "Buyer BV", companyVatNumber: null, country: "NL" },
          orderNumber: order.number, creditedInvoiceNumber: null, lines: [], subtotal: 10000, discount: null, taxInclusive: false,
          taxes: [{ name: "VAT", rateBasisPoints: 2100, taxableAmount: 10000, amount: 2100 }], taxTotal: 2100, reverseCharge: false, total: 12100,
          payment: null, coveredPaymentIds: [],
        },
      },
    });
    const rows = await rowsOf(await download(`/api/exports/invoices.csv?filters=${encodeURIComponent(`number~${number}`)}`, admin));
    expect(rows).toEqual([
      {
        number, kind: "INVOICE", issued_at: "2032-02-03T04:05:06.000Z", order_number: String(order.number), credited_invoice: "",
        buyer_name: "'+Bea Buyer", buyer_company: "Buyer BV", buyer_country: "NL", currency: "EUR", net: "100.00", tax: "21.00", total: "121.00",
      },
    ]);
  });

  it("streams more payouts than one batch holds, each once and in the list's order", async () => {
    const email = uniqueEmail("partner");
    const partner = await t.prisma.user.create({ data: { email, name: "Pia Partner", passwordHash: "x", referralCode: token() } });
    const count = EXPORT_BATCH_SIZE + 3;
    const createdAt = (index: number) => new Date(Date.UTC(2030, 0, 1) + index * 60_000);
    await t.prisma.payout.createMany({ data: Array.from({ length: count }, (_, index) => ({ userId: partner.id, amount: index + 1, currency: "EUR", createdAt: createdAt(index) })) });
    await t.prisma.payout.create({ data: { userId: (await t.prisma.user.findFirstOrThrow({ where: { email: TEST_ADMIN.email } })).id, amount: 1, currency: "EUR" } });

    const rows = await rowsOf(await download(`/api/exports/payouts.csv?filters=${encodeURIComponent(`partnerEmail~${email}`)}&orderBy=createdAt~ASC`, admin));
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row.amount)).toEqual(Array.from({ length: count }, (_, index) => ((index + 1) / 100).toFixed(2)));
    expect(rows[0]).toMatchObject({ partner_name: "Pia Partner", partner_email: email, status: "REQUESTED", currency: "EUR", created_at: createdAt(0).toISOString() });

    // Written a batch at a time: the header, then one piece per batch.
    const pieces: string[] = [];
    const query = exportQuery(EXPORT_SOURCES.payouts, { role: "ADMIN" }, new URLSearchParams({ filters: `partnerEmail~${email}`, orderBy: "amount~DESC" }));
    expect(await writeExport(t.prisma, EXPORT_SOURCES.payouts, query, (piece) => void pieces.push(piece), 200)).toBe(count);
    expect(pieces.map((piece) => parseCsv(piece).records.length)).toEqual([1, 200, 200, 103]);
  });
});

