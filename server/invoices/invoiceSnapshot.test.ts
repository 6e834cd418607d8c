import { describe, expect, it } from "vitest";
import { defaultSettings } from "../admin/settings.ts";
import { totalsFor } from "../orders/pricing.ts";
import type { InvoiceContent } from "./invoiceContent.ts";
import { formatInvoiceNumber } from "./invoiceNumbers.ts";
import { invoiceContentFor, type InvoicedOrder } from "./invoiceSnapshot.ts";

const settings = { ...defaultSettings, studioName: "Geluidstudio Émile", address: "Voorbeeldstraat 12, Utrecht", vatNumber: "NL123456789B01", contactPhone: "+31 30 123 4567" };
const number = { year: 2026, sequence: 42, number: "2026-000042" };
const issuedAt = new Date("2026-11-24T10:00:00Z");
const paidAt = new Date("2026-11-24T09:58:00Z");
const NL = { name: "Netherlands VAT 21 %", rateBasisPoints: 2100, inclusive: false };

function order(overrides: Partial<InvoicedOrder> = {}): InvoicedOrder {
  const lines = [
    { description: "Telephone voice prompts: 3 prompts", quantity: 3, unitAmount: 2900, amount: 8700 },
    { description: "Rush delivery", quantity: 1, unitAmount: 4900, amount: 4900 },
  ];
  const totals = totalsFor(13600, 1360, NL);
  return {
    number: 10042,
    currency: "EUR",
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
    paidAt,
    billingCountry: "NL",
    guestName: null,
    guestEmail: null,
    service: { name: "Telephone voice prompts" },
    user: { name: "Zoë Ångström", email: "zoe@example.com", company: { name: "Ångström & Co", vatNumber: "NL987654321B01", country: "NL" } },
    company: null,
    lines,
    discount: { code: "WELCOME10", description: "10 % off your first order" },
    taxRate: NL,
    payments: [{ id: "payment-1", providerReference: "pi_test_1" }],
    ...overrides,
  };
}

/** What every invoice and credit note must satisfy, whatever it is for. */
function expectConsistent(content: InvoiceContent) {
  expect(content.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(content.subtotal);
  expect(content.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(content.taxTotal);
  expect(content.total).toBe(content.subtotal - (content.discount?.amount ?? 0) + (content.taxInclusive ? 0 : content.taxTotal));
  if (content.taxes.length > 0) expect(content.taxes.reduce((sum, tax) => sum + tax.taxableAmount, 0)).toBe(content.total - content.taxTotal);
}

describe("invoice numbers", () => {
  it("are the year and a six-digit sequence", () => {
    expect(formatInvoiceNumber(2026, 42)).toBe("2026-000042");
    expect(formatInvoiceNumber(2027, 1)).toBe("2027-000001");
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe("2026-1234567");
  });
});

describe("an invoice's content", () => {
  it("fixes the seller, the buyer with their company, the lines, the discount and the tax of the order", () => {
    const content = invoiceContentFor({ order: order(), settings, number, issuedAt });
    expect(content).toEqual({
      version: 1,
      kind: "INVOICE",
      number: "2026-000042",
      issuedAt: "2026-11-24T10:00:00.000Z",
      currency: "EUR",
      seller: { name: "Geluidstudio Émile", address: "Voorbeeldstraat 12, Utrecht", country: "NL", vatNumber: "NL123456789B01", email: "studio@studiofront.example", phone: "+31 30 123 4567" },
      buyer: { name: "Zoë Ångström", email: "zoe@example.com", companyName: "Ångström & Co", companyVatNumber: "NL987654321B01", country: "NL" },
      orderNumber: 10042,
      creditedInvoiceNumber: null,
      lines: order().lines,
      subtotal: 13600,
      discount: { code: "WELCOME10", description: "10 % off your first order", amount: 1360 },
      taxInclusive: false,
      // 21 % of 122.40 = 25.704 → 25.70.
      taxes: [{ name: "Netherlands VAT 21 %", rateBasisPoints: 2100, taxableAmount: 12240, amount: 2570 }],
      taxTotal: 2570,
      reverseCharge: false,
      total: 14810,
      payment: { references: ["pi_test_1"], at: "2026-11-24T09:58:00.000Z" },
      coveredPaymentIds: ["payment-1"],
    });
    expectConsistent(content);
  });

  it("splits tax-inclusive prices into their net and tax parts", () => {
    const inclusive = { ...NL, inclusive: true };
    const totals = totalsFor(12100, 0, inclusive);
    const content = invoiceContentFor({ order: order({ ...totals, discountTotal: 0, discount: null, taxRate: inclusive, lines: [{ description: "Flat", quantity: 1, unitAmount: 12100, amount: 12100 }] }), settings, number, issuedAt });
    expect(content).toMatchObject({ taxInclusive: true, subtotal: 12100, taxTotal: 2100, total: 12100, discount: null });
    expect(content.taxes).toEqual([{ name: "Netherlands VAT 21 %", rateBasisPoints: 2100, taxableAmount: 10000, amount: 2100 }]);
    expectConsistent(content);
  });

  it("names a guest as they gave it, prefers the order's company to the account's, and leaves out a blank VAT number", () => {
    const guest = invoiceContentFor({ order: order({ user: null, guestName: "Gus Guest", guestEmail: "gus@example.com" }), settings, number, issuedAt });
    expect(guest.buyer).toEqual({ name: "Gus Guest", email: "gus@example.com", companyName: null, companyVatNumber: null, country: "NL" });
    const forClient = invoiceContentFor({ order: order({ company: { name: "Client BV", vatNumber: "", country: "NL" } }), settings, number, issuedAt });
    expect(forClient.buyer).toMatchObject({ companyName: "Client BV", companyVatNumber: null });
  });

  it("invoices an order its discount pays in full at zero, with nothing to pay", () => {
    const totals = totalsFor(13600, 13600, NL);
    const content = invoiceContentFor({ order: order({ ...totals, payments: [] }), settings, number, issuedAt });
    expect(content).toMatchObject({ subtotal: 13600, discount: { amount: 13600 }, taxTotal: 0, total: 0, payment: null, coveredPaymentIds: [] });
    expect(content.taxes).toEqual([{ name: "Netherlands VAT 21 %", rateBasisPoints: 2100, taxableAmount: 0, amount: 0 }]);
    expectConsistent(content);
  });

  it("says a sale to a business in another EU country is reverse-charged, and not one at home", () => {
    const german = { name: "Müller Telefonie GmbH", vatNumber: "DE123456789", country: "DE" };
    const abroad = invoiceContentFor({ order: order({ company: german, billingCountry: "DE", taxRate: null, taxTotal: 0, total: 9000 }), settings, number, issuedAt });
    expect(abroad).toMatchObject({ reverseCharge: true, taxes: [], buyer: { companyVatNumber: "DE123456789", country: "DE" } });
    expect(invoiceContentFor({ order: order(), settings, number, issuedAt }).reverseCharge).toBe(false);
  });

  it("gives an order without stored lines one line of its service, so the lines still add up", () => {
    const content = invoiceContentFor({ order: order({ lines: [], discount: null, discountTotal: 0, subtotal: 5000, taxTotal: 0, total: 5000, taxRate: null }), settings, number, issuedAt });
    expect(content.lines).toEqual([{ description: "Telephone voice prompts", quantity: 1, unitAmount: 5000, amount: 5000 }]);
    expect(content.taxes).toEqual([]);
    expectConsistent(content);
  });
});
