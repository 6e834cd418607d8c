import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../admin/settings.ts";
import type { InvoiceContent, InvoiceTax } from "./invoiceContent.ts";
import { creditableAmount, creditedTaxes, creditNoteContentFor } from "./creditNoteSnapshot.ts";
import { formatInvoiceNumber } from "./invoiceNumbers.ts";

const settings = { ...defaultSettings, studioName: "Studiofront", vatNumber: "NL123456789B01" };
const refundedAt = new Date("2026-12-01T08:00:00Z");
let sequence = 100;
const nextNumber = () => {
  sequence += 1;
  return { year: 2026, sequence, number: formatInvoiceNumber(2026, sequence) };
};

function invoice(money: { subtotal: number; taxes: InvoiceTax[]; total: number; taxInclusive?: boolean }): InvoiceContent {
  const taxTotal = money.taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return {
    version: 1,
    kind: "INVOICE",
    number: "2026-000042",
    issuedAt: "2026-11-24T10:00:00.000Z",
    currency: "EUR",
    seller: { name: "Studiofront", address: "", country: "NL", vatNumber: "NL123456789B01", email: "studio@example.com", phone: "" },
    buyer: { name: "Zoë", email: "zoe@example.com", companyName: null, companyVatNumber: null, country: "NL" },
    orderNumber: 10042,
    creditedInvoiceNumber: null,
    lines: [{ description: "Prompts", quantity: 1, unitAmount: money.subtotal, amount: money.subtotal }],
    subtotal: money.subtotal,
    discount: null,
    taxInclusive: money.taxInclusive ?? false,
    taxes: money.taxes,
    taxTotal,
    total: money.total,
    payment: { references: ["pi_test_1"], at: "2026-11-24T09:58:00.000Z" },
    coveredPaymentIds: ["payment-1"],
  };
}

const vat = (taxableAmount: number, amount: number): InvoiceTax => ({ name: "VAT", rateBasisPoints: 2100, taxableAmount, amount });

/** Credits `refunds` one after the other, as issueCreditNote does. */
function creditInTurn(original: InvoiceContent, refunds: number[]): InvoiceContent[] {
  const notes: InvoiceContent[] = [];
  for (const amount of refunds) {
    notes.push(creditNoteContentFor({ invoice: original, earlierCreditNotes: notes, refund: { amount, providerReference: "re_1", refundedAt }, settings, number: nextNumber(), issuedAt: refundedAt }));
  }
  return notes;
}

describe("a credit note's content", () => {
  it("credits a whole refund as the invoice's mirror image, referring to it", () => {
    const original = invoice({ subtotal: 10000, taxes: [vat(10000, 2100)], total: 12100 });
    const [note] = creditInTurn(original, [12100]);
    expect(note).toMatchObject({
      kind: "CREDIT_NOTE",
      creditedInvoiceNumber: "2026-000042",
      orderNumber: 10042,
      buyer: original.buyer,
      lines: [{ description: "Refund for order 10042 (invoice 2026-000042)", quantity: 1, unitAmount: -10000, amount: -10000 }],
      subtotal: -10000,
      discount: null,
      taxes: [{ name: "VAT", rateBasisPoints: 2100, taxableAmount: -10000, amount: -2100 }],
      taxTotal: -2100,
      total: -12100,
      payment: { references: ["re_1"], at: "2026-12-01T08:00:00.000Z" },
      coveredPaymentIds: [],
    });
  });

  it("takes the refund's share of the tax, rounded on the running total so the parts add up to the invoice's tax", () => {
    // 2.48 + 21 % VAT = 3.00 (tax 0.52). Three refunds of 1.00 each hold 0.17333… of tax:
    // rounding each alone would credit 0.17 three times, 0.51 in all.
    const original = invoice({ subtotal: 248, taxes: [vat(248, 52)], total: 300 });
    const notes = creditInTurn(original, [100, 100, 100]);
    expect(notes.map((note) => note.taxTotal)).toEqual([-17, -18, -17]);
    expect(notes.map((note) => note.subtotal)).toEqual([-83, -82, -83]);
    expect(notes.reduce((sum, note) => sum + note.taxTotal, 0)).toBe(-52);
    for (const note of notes) expect(note.subtotal + note.taxTotal).toBe(note.total);
  });

  it("keeps a tax-inclusive invoice's line at the refunded amount, tax included", () => {
    const original = invoice({ subtotal: 12100, taxes: [vat(10000, 2100)], total: 12100, taxInclusive: true });
    const [note] = creditInTurn(original, [5000]);
    // 50.00 × 21/121 = 8.677… → 8.68.
    expect(note).toMatchObject({ taxInclusive: true, subtotal: -5000, taxTotal: -868, total: -5000, taxes: [{ taxableAmount: -4132, amount: -868 }] });
    expect(note.lines[0].amount).toBe(-5000);
  });

  it("never credits more than the invoice charged", () => {
    const original = invoice({ subtotal: 10000, taxes: [vat(10000, 2100)], total: 12100 });
    const [first] = creditInTurn(original, [10000]);
    expect(creditableAmount(original, [first], 5000)).toBe(2100);
    expect(creditableAmount(original, [first, ...creditInTurn(original, [2100])], 1)).toBe(0);
    expect(() => creditNoteContentFor({ invoice: original, earlierCreditNotes: creditInTurn(original, [12100]), refund: { amount: 1, providerReference: null, refundedAt }, settings, number: nextNumber(), issuedAt: refundedAt })).toThrow(
      "Invoice 2026-000042 has nothing left to credit.",
    );
  });

  it("splits several rates each in proportion, their net parts adding up to the refund less its tax", () => {
    const original = invoice({ subtotal: 15000, taxes: [{ name: "VAT high", rateBasisPoints: 2100, taxableAmount: 10000, amount: 2100 }, { name: "VAT low", rateBasisPoints: 900, taxableAmount: 5000, amount: 450 }], total: 17550 });
    const taxes = creditedTaxes(original, { amount: 0, taxes: [0, 0] }, 7000);
    // 7000/17550 of 2100 = 837.6 → 838; of 450 = 179.49 → 179.
    expect(taxes.map((tax) => tax.amount)).toEqual([838, 179]);
    // Of the net parts 10000 and 5000: 3988.6 → 3989, and the rest.
    expect(taxes.map((tax) => tax.taxableAmount)).toEqual([3989, 7000 - 838 - 179 - 3989]);
  });

  it("credits exactly the invoice's tax, however a full refund is split, each part within a cent of its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom(0, 550, 900, 1900, 2100, 2300),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }),
        (net, basisPoints, taxInclusive, weights) => {
          const tax = Math.round((net * basisPoints) / 10_000);
          const total = net + tax;
          const original = invoice({ subtotal: taxInclusive ? total : net, taxes: [vat(net, tax)], total, taxInclusive });
          // The total cut into parts in proportion to `weights` (each at least 1 where possible).
          const weightSum = weights.reduce((a, b) => a + b, 0);
          const refunds = weights.map((weight) => Math.floor((total * weight) / weightSum)).filter((amount) => amount > 0);
          refunds.push(total - refunds.reduce((a, b) => a + b, 0));
          const notes = creditInTurn(original, refunds.filter((amount) => amount > 0));
          expect(notes.reduce((sum, note) => sum + note.total, 0)).toBe(0 - total);
          expect(notes.reduce((sum, note) => sum + note.taxTotal, 0)).toBe(0 - tax);
          for (const note of notes) {
            expect(Math.abs(-note.taxTotal - (-note.total * tax) / total)).toBeLessThanOrEqual(1);
            expect(note.subtotal + (taxInclusive ? 0 : note.taxTotal)).toBe(note.total);
            expect(note.taxes[0].taxableAmount + note.taxTotal).toBe(note.total);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
