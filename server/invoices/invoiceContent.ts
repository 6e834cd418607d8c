// What an invoice or credit note says, fixed when it is issued (Invoice.content): the PDF is drawn
// from this alone, so a later change of the studio's settings, the customer's name or a tax rate
// never changes a document already sent. Money in minor units of `currency`; on a credit note
// every amount is negative.

export type InvoiceKindName = "INVOICE" | "CREDIT_NOTE";

export const INVOICE_KIND_LABELS: Record<InvoiceKindName, string> = { INVOICE: "Invoice", CREDIT_NOTE: "Credit note" };

export type InvoiceSeller = {
  name: string;
  address: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  vatNumber: string;
  email: string;
  phone: string;
};

export type InvoiceBuyer = {
  name: string | null;
  email: string | null;
  companyName: string | null;
  companyVatNumber: string | null;
  /** ISO 3166-1 alpha-2 billing country. */
  country: string | null;
};

export type InvoiceLine = { description: string; quantity: number; unitAmount: number; amount: number };

export type InvoiceDiscount = { code: string | null; description: string; amount: number };

export type InvoiceTax = {
  name: string;
  /** 2100 = 21 %; null when the order's tax rate is no longer known. */
  rateBasisPoints: number | null;
  /** The amount this tax is charged on (net of tax). */
  taxableAmount: number;
  amount: number;
};

export type InvoicePayment = {
  /** Card payments for an invoice, refunds for a credit note: the provider's references. */
  references: string[];
  /** When the money arrived (invoice) or went back (credit note), ISO 8601. */
  at: string | null;
};

export type InvoiceContent = {
  version: 1;
  kind: InvoiceKindName;
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  currency: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  orderNumber: number;
  /** A credit note: the number of the invoice it corrects. */
  creditedInvoiceNumber: string | null;
  lines: InvoiceLine[];
  /** The lines added up: net of tax unless `taxInclusive`. */
  subtotal: number;
  discount: InvoiceDiscount | null;
  taxInclusive: boolean;
  taxes: InvoiceTax[];
  taxTotal: number;
  /** Sold to a business in another EU country without VAT: the invoice says the buyer accounts for it. Absent on older documents. */
  reverseCharge?: boolean;
  /** subtotal − discount (+ taxTotal unless taxInclusive): what was paid, or refunded. */
  total: number;
  payment: InvoicePayment | null;
  /** The payments an invoice covers: a refund of one of them is credited against it. */
  coveredPaymentIds: string[];
};

/** The content of an Invoice row, checked to be the shape this code writes. */
export function parseInvoiceContent(json: unknown): InvoiceContent {
  const content = json as Partial<InvoiceContent> | null;
  if (!content || typeof content !== "object" || content.version !== 1 || typeof content.number !== "string" || !Array.isArray(content.lines)) {
    throw new Error("Invoice content is not in the expected format (version 1).");
  }
  return content as InvoiceContent;
}
