// The content of a credit note: a refund of an invoiced payment, credited against that invoice.
//
// The tax part of a refund is its share of the invoice's tax. Each share is rounded half away from
// zero (like every computed amount, server/orders/rounding.ts), but on the running total of what has
// been credited so far, not on the refund alone: the credit note takes the rounded share of
// "credited before + this refund" minus what earlier credit notes already took. So partial credit
// notes can never add up to a cent more or less tax than the invoice charged, and crediting the
// whole invoice, at once or in parts, gives back exactly its tax.
import type { StudioSettings } from "../admin/settings.ts";
import { divideRounded } from "../orders/rounding.ts";
import type { InvoiceContent, InvoiceTax } from "./invoiceContent.ts";
import type { InvoiceNumber } from "./invoiceNumbers.ts";
import { sellerFrom } from "./invoiceSnapshot.ts";

export type CreditedRefund = { amount: number; providerReference: string | null; refundedAt: Date };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** −amount; 0 stays 0, where unary minus gives −0, which Intl prints as "-€0.00". */
const negative = (amount: number) => 0 - amount;

/** What earlier credit notes of `invoice` took back: the amount and each tax (positive numbers). */
export function creditedSoFar(invoice: InvoiceContent, earlierCreditNotes: InvoiceContent[]): { amount: number; taxes: number[] } {
  return {
    amount: negative(sum(earlierCreditNotes.map((note) => note.total))),
    taxes: invoice.taxes.map((_, index) => negative(sum(earlierCreditNotes.map((note) => note.taxes[index]?.amount ?? 0)))),
  };
}

/**
 * The taxes of crediting `amount` (positive) of `invoice` after `before` was credited, each with
 * its net part; returned positive, in the invoice's order of taxes.
 */
export function creditedTaxes(invoice: InvoiceContent, before: { amount: number; taxes: number[] }, amount: number): InvoiceTax[] {
  const after = before.amount + amount;
  const shareOf = (part: number, credited: number) => divideRounded(credited * part, invoice.total);
  const taxes = invoice.taxes.map((tax, index) => ({ ...tax, amount: shareOf(tax.amount, after) - (before.taxes[index] ?? 0) }));
  // Each rate's net part in proportion too; the last takes what rounding left, so the parts add up.
  let netLeft = amount - sum(taxes.map((tax) => tax.amount));
  return taxes.map((tax, index) => {
    const taxableAmount = index === taxes.length - 1 ? netLeft : shareOf(tax.taxableAmount, after) - shareOf(tax.taxableAmount, before.amount);
    netLeft -= taxableAmount;
    return { ...tax, taxableAmount };
  });
}

/** How much of `refundAmount` the invoice still has to credit: never more than it charged. */
export function creditableAmount(invoice: InvoiceContent, earlierCreditNotes: InvoiceContent[], refundAmount: number): number {
  return Math.max(0, Math.min(refundAmount, invoice.total - creditedSoFar(invoice, earlierCreditNotes).amount));
}

/** The credit note for `refund` of a payment `invoice` covers (see creditableAmount: not nothing). */
export function creditNoteContentFor(input: {
  invoice: InvoiceContent;
  earlierCreditNotes: InvoiceContent[];
  refund: CreditedRefund;
  settings: StudioSettings;
  number: InvoiceNumber;
  issuedAt: Date;
}): InvoiceContent {
  const { invoice } = input;
  const before = creditedSoFar(invoice, input.earlierCreditNotes);
  const amount = creditableAmount(invoice, input.earlierCreditNotes, input.refund.amount);
  if (amount <= 0) throw new Error(`Invoice ${invoice.number} has nothing left to credit.`);
  const taxes = creditedTaxes(invoice, before, amount);
  const taxTotal = sum(taxes.map((tax) => tax.amount));
  const lineAmount = invoice.taxInclusive ? amount : amount - taxTotal;
  return {
    version: 1,
    kind: "CREDIT_NOTE",
    number: input.number.number,
    issuedAt: input.issuedAt.toISOString(),
    currency: invoice.currency,
    seller: sellerFrom(input.settings),
    buyer: invoice.buyer,
    orderNumber: invoice.orderNumber,
    creditedInvoiceNumber: invoice.number,
    lines: [{ description: `Refund for order ${invoice.orderNumber} (invoice ${invoice.number})`, quantity: 1, unitAmount: negative(lineAmount), amount: negative(lineAmount) }],
    subtotal: negative(lineAmount),
    discount: null,
    taxInclusive: invoice.taxInclusive,
    taxes: taxes.map((tax) => ({ ...tax, taxableAmount: negative(tax.taxableAmount), amount: negative(tax.amount) })),
    taxTotal: negative(taxTotal),
    reverseCharge: invoice.reverseCharge ?? false,
    total: negative(amount),
    payment: { references: input.refund.providerReference ? [input.refund.providerReference] : [], at: input.refund.refundedAt.toISOString() },
    coveredPaymentIds: [],
  };
}
