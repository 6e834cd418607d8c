// The content of an order's invoice: the seller as the studio's settings say now, the buyer and
// the money as the order was priced and paid.
import type { StudioSettings } from "../admin/settings.ts";
import type { InvoiceBuyer, InvoiceContent, InvoiceSeller, InvoiceTax } from "./invoiceContent.ts";
import { reverseChargeApplies } from "../tax/reverseCharge.ts";
import type { InvoiceNumber } from "./invoiceNumbers.ts";

type CompanyOnInvoice = { name: string; vatNumber: string | null; country: string | null };

/** What an invoice needs of an order (a Prisma order with these relations fits). */
export type InvoicedOrder = {
  number: number;
  currency: string;
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  paidAt: Date | null;
  billingCountry: string | null;
  guestName: string | null;
  guestEmail: string | null;
  service: { name: string };
  user: { name: string; email: string; company: CompanyOnInvoice | null } | null;
  company: CompanyOnInvoice | null;
  lines: { description: string; quantity: number; unitAmount: number; amount: number }[];
  discount: { code: string; description: string } | null;
  taxRate: { name: string; rateBasisPoints: number; inclusive: boolean } | null;
  /** The settled payments that paid the order. */
  payments: { id: string; providerReference: string | null }[];
};

export function sellerFrom(settings: StudioSettings): InvoiceSeller {
  return {
    name: settings.studioName,
    address: settings.address,
    country: settings.country,
    vatNumber: settings.vatNumber,
    email: settings.contactEmail,
    phone: settings.contactPhone,
  };
}

function buyerOf(order: InvoicedOrder): InvoiceBuyer {
  const company = order.company ?? order.user?.company ?? null;
  return {
    name: order.user?.name ?? order.guestName,
    email: order.user?.email ?? order.guestEmail,
    companyName: company?.name ?? null,
    companyVatNumber: company?.vatNumber || null,
    country: order.billingCountry,
  };
}

function taxesOf(order: InvoicedOrder): InvoiceTax[] {
  const taxInclusive = order.taxRate?.inclusive ?? false;
  const taxableAmount = taxInclusive ? order.total - order.taxTotal : order.subtotal - order.discountTotal;
  if (order.taxRate) return [{ name: order.taxRate.name, rateBasisPoints: order.taxRate.rateBasisPoints, taxableAmount, amount: order.taxTotal }];
  return order.taxTotal === 0 ? [] : [{ name: "Tax", rateBasisPoints: null, taxableAmount, amount: order.taxTotal }];
}

export function invoiceContentFor(input: { order: InvoicedOrder; settings: StudioSettings; number: InvoiceNumber; issuedAt: Date }): InvoiceContent {
  const { order } = input;
  const lines = order.lines.map(({ description, quantity, unitAmount, amount }) => ({ description, quantity, unitAmount, amount }));
  // Orders priced before lines were stored still get an invoice whose lines add up to its subtotal.
  if (lines.length === 0) lines.push({ description: order.service.name, quantity: 1, unitAmount: order.subtotal, amount: order.subtotal });
  const references = order.payments.flatMap((payment) => (payment.providerReference ? [payment.providerReference] : []));
  return {
    version: 1,
    kind: "INVOICE",
    number: input.number.number,
    issuedAt: input.issuedAt.toISOString(),
    currency: order.currency,
    seller: sellerFrom(input.settings),
    buyer: buyerOf(order),
    orderNumber: order.number,
    creditedInvoiceNumber: null,
    lines,
    subtotal: order.subtotal,
    discount: order.discountTotal > 0 ? { code: order.discount?.code ?? null, description: order.discount?.description ?? "", amount: order.discountTotal } : null,
    taxInclusive: order.taxRate?.inclusive ?? false,
    taxes: taxesOf(order),
    taxTotal: order.taxTotal,
    reverseCharge: order.taxTotal === 0 && reverseChargeApplies(order.company, order.billingCountry, input.settings.country),
    total: order.total,
    payment: order.total > 0 ? { references, at: order.paidAt?.toISOString() ?? null } : null,
    coveredPaymentIds: order.payments.map((payment) => payment.id),
  };
}
