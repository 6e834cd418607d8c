import { describe, expect, it } from "vitest";
import { pdfText, pdfTextRuns } from "../../tests/pdfText.ts";
import type { InvoiceContent } from "./invoiceContent.ts";
import { renderInvoicePdf } from "./renderInvoicePdf.ts";

const invoice: InvoiceContent = {
  version: 1,
  kind: "INVOICE",
  number: "2026-000042",
  issuedAt: "2026-11-24T10:00:00.000Z",
  currency: "EUR",
  seller: { name: "Geluidstudio Émile", address: "Voorbeeldstraat 12, 3511 AB Utrecht", country: "NL", vatNumber: "NL123456789B01", email: "studio@example.com", phone: "+31 30 123 4567" },
  buyer: { name: "Zoë Ångström-Łukasiewicz", email: "zoe@example.com", companyName: "Ćevapi & Co. GmbH", companyVatNumber: "DE123456789", country: "DE" },
  orderNumber: 10042,
  creditedInvoiceNumber: null,
  lines: [
    { description: "Telephone voice prompts: 12 prompts, voice “Émile”", quantity: 12, unitAmount: 1500, amount: 18000 },
    { description: "Rush delivery: 1 working day instead of 3", quantity: 1, unitAmount: 5000, amount: 5000 },
  ],
  subtotal: 23000,
  discount: { code: "WELCOME10", description: "10 % off", amount: 2300 },
  taxInclusive: false,
  taxes: [{ name: "Germany VAT (MwSt.) 19 %", rateBasisPoints: 1900, taxableAmount: 20700, amount: 3933 }],
  taxTotal: 3933,
  total: 24633,
  payment: { references: ["pi_test_abc123"], at: "2026-11-24T09:59:00.000Z" },
  coveredPaymentIds: ["payment-1"],
};

const creditNote: InvoiceContent = {
  ...invoice,
  kind: "CREDIT_NOTE",
  number: "2026-000043",
  creditedInvoiceNumber: "2026-000042",
  lines: [{ description: "Refund for order 10042 (invoice 2026-000042)", quantity: 1, unitAmount: -8403, amount: -8403 }],
  subtotal: -8403,
  discount: null,
  taxes: [{ name: "VAT", rateBasisPoints: 1900, taxableAmount: -8403, amount: -1597 }],
  taxTotal: -1597,
  total: -10000,
  payment: { references: ["re_test_9"], at: "2026-12-01T08:00:00.000Z" },
  coveredPaymentIds: [],
};

describe("an invoice's PDF", () => {
  it("shows the studio, the document's number and dates, the buyer, the lines, the discount, the tax and the total", async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const runs = pdfTextRuns(pdf);
    for (const text of [
      "Geluidstudio Émile",
      "VAT NL123456789B01",
      "Invoice",
      "2026-000042",
      "24 November 2026",
      "10042",
      "Ćevapi & Co. GmbH",
      "Zoë Ångström-Łukasiewicz",
      "VAT DE123456789",
      "Germany",
      "Rush delivery: 1 working day instead of 3",
      "€180.00",
      "Discount (WELCOME10)",
      "-€23.00",
      "Germany VAT (MwSt.) 19 % on €207.00",
      "€39.33",
      "Total",
      "€246.33",
      "Paid by card on 24 November 2026. Payment reference: pi_test_abc123.",
      "2026-000042 · page 1 of 1",
    ]) {
      expect(runs).toContain(text);
    }
    expect(pdfText(pdf)).toContain("voice “Émile”");
  });

  it("titles a credit note as such, with the invoice it credits, negative amounts and the refund", async () => {
    const runs = pdfTextRuns(await renderInvoicePdf(creditNote));
    for (const text of ["Credit note", "2026-000043", "Credits invoice", "2026-000042", "-€84.03", "VAT (19%) on -€84.03", "-€15.97", "Total credited", "-€100.00"]) {
      expect(runs).toContain(text);
    }
    expect(runs).toContain("Refunded to the card the order was paid with on 1 December 2026. Refund reference: re_test_9.");
  });

  it("says a zero invoice had nothing to pay, and adds a rate to a tax name without one", async () => {
    const zero: InvoiceContent = { ...invoice, discount: { code: "FREE", description: "", amount: 23000 }, taxes: [{ name: "VAT", rateBasisPoints: 550, taxableAmount: 0, amount: 0 }], taxTotal: 0, total: 0, payment: null };
    const runs = pdfTextRuns(await renderInvoicePdf(zero));
    expect(runs).toContain("Nothing to pay: the discount covers the whole order.");
    expect(runs).toContain("VAT (5.5%) on €0.00");
  });

  it("draws a name in a script its font lacks, and lines enough for several pages, with the header again on each", async () => {
    const lines = Array.from({ length: 70 }, (_, index) => ({ description: `Prompt ${index + 1}: please hold the line`, quantity: 1, unitAmount: 100, amount: 100 }));
    const pdf = await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, name: "山田 太郎 🎙" }, lines, subtotal: 7000 });
    const runs = pdfTextRuns(pdf);
    expect(runs.filter((text) => /^Prompt \d+: please hold the line$/.test(text))).toHaveLength(70);
    const pages = Number(/page 1 of (\d+)/.exec(runs.join("\n"))?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(runs.filter((text) => text === "Description")).toHaveLength(pages);
    expect(runs).toContain(`2026-000042 · page ${pages} of ${pages}`);
  });

  it("is the same file each time it is drawn", async () => {
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });
});
