// The One-Stop-Shop report: a quarter's VAT on sales to consumers in other EU countries, per
// country and rate, downloaded as CSV by administrators and accountants only (refused to others first;
// a producer is refused in tests/api/staffRoles.test.ts).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestAppWithAdmin, type TestApp } from "./harness.ts";
import { orderAwaitingPayment } from "./paymentsFixtures.ts";

let t: TestApp;
let admin: Client;
let base: string;
beforeAll(async () => ({ t, admin, base } = await startTestAppWithAdmin({ http: true })));
afterAll(() => t.close());

const download = (path: string, client?: Client) => fetch(`${base}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });

type Sale = { kind?: "INVOICE" | "CREDIT_NOTE"; country: string; net: number; rate: number; issuedAt: string; reverseCharge?: boolean };

let sequence = 0;
async function issued(orderId: string, sale: Sale) {
  const sign = sale.kind === "CREDIT_NOTE" ? -1 : 1;
  const net = sign * sale.net;
  const vat = Math.round((net * sale.rate) / 10000);
  sequence += 1;
  await t.prisma.invoice.create({
    data: {
      number: `2031-${randomUUID().slice(0, 8)}`,
      year: 2031,
      sequence: 900_000 + sequence,
      kind: sale.kind ?? "INVOICE",
      orderId,
      total: net + vat,
      currency: "EUR",
      issuedAt: new Date(sale.issuedAt),
      content: {
        version: 1,
        kind: sale.kind ?? "INVOICE",
        number: `2031-${sequence}`,
        issuedAt: sale.issuedAt,
        currency: "EUR",
        seller: { name: "Studio", address: "", country: "NL", vatNumber: "NL853247123B01", email: "", phone: "" },
        buyer: { name: "Buyer", email: null, companyName: null, companyVatNumber: null, country: sale.country },
        orderNumber: 1,
        creditedInvoiceNumber: null,
        lines: [],
        subtotal: net,
        discount: null,
        taxInclusive: false,
        taxes: sale.rate ? [{ name: "VAT", rateBasisPoints: sale.rate, taxableAmount: net, amount: vat }] : [],
        taxTotal: vat,
        reverseCharge: sale.reverseCharge ?? false,
        total: net + vat,
        payment: null,
        coveredPaymentIds: [],
      },
    },
  });
}

describe("GET /api/tax/oss.csv", () => {
  it("is refused to visitors and customers, then gives administrators the quarter's figures per country and rate", async () => {
    const { order } = await orderAwaitingPayment(t.prisma);
    const inQuarter = "2031-05-10T12:00:00.000Z";
    await issued(order.id, { country: "DE", net: 10000, rate: 1900, issuedAt: "2031-04-01T00:00:00.000Z" });
    await issued(order.id, { country: "DE", net: 5000, rate: 1900, issuedAt: inQuarter });
    await issued(order.id, { kind: "CREDIT_NOTE", country: "DE", net: 5000, rate: 1900, issuedAt: "2031-06-30T23:59:59.000Z" });
    await issued(order.id, { country: "FR", net: 2000, rate: 2000, issuedAt: inQuarter });
    // Not OSS sales: at home, reverse-charged to a business, outside the EU, another quarter.
    await issued(order.id, { country: "NL", net: 7000, rate: 2100, issuedAt: inQuarter });
    await issued(order.id, { country: "DE", net: 8000, rate: 0, issuedAt: inQuarter, reverseCharge: true });
    await issued(order.id, { country: "US", net: 9000, rate: 0, issuedAt: inQuarter });
    await issued(order.id, { country: "DE", net: 4000, rate: 1900, issuedAt: "2031-07-01T00:00:00.000Z" });
    await issued(order.id, { country: "DE", net: 4000, rate: 1900, issuedAt: "2031-03-31T23:59:59.000Z" });

    const path = "/api/tax/oss.csv?quarter=2031-Q2";
    const signedOut = await download(path);
    expect(signedOut.status).toBe(401);
    const customer = await t.registered("Carl Customer");
    const refused = await download(path, customer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Only administrators and accountants may download the OSS report." });

    const response = await download(path, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="oss-2031-Q2.csv"');
    expect((await response.text()).replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "quarter,country,vat_rate_percent,currency,net,vat,invoices,credit_notes",
      "2031-Q2,DE,19,EUR,100.00,19.00,2,1",
      "2031-Q2,FR,20,EUR,20.00,4.00,1,0",
      "",
    ]);

    const empty = await download("/api/tax/oss.csv?quarter=2031-Q1", admin);
    expect((await empty.text()).replace(/^\uFEFF/, "").split("\r\n")).toEqual(["quarter,country,vat_rate_percent,currency,net,vat,invoices,credit_notes", "2031-Q1,DE,19,EUR,40.00,7.60,1,0", ""]);
    const bad = await download("/api/tax/oss.csv?quarter=2031-Q5", admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "quarter must be a calendar quarter, such as 2026-Q4.", field: "quarter" });
  });
});
