// Issues the invoices of a paid order, in the transaction that makes it paid: its number and its
// content fixed for good. An order has one invoice of its own, which the order's receipt carries
// (email/orderEmails.ts), and one for each extra revision bought on it, issued when that
// revision's payment arrives and sent in an e-mail of its own.
import { readSettings, type StudioSettings } from "../admin/settings.ts";
import type { Invoice, Prisma } from "../db/generated/client.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { SETTLED_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import type { InvoiceContent } from "./invoiceContent.ts";
import { enqueueInvoiceEmail } from "./invoiceEmail.ts";
import { type InvoiceNumber, takeInvoiceNumber } from "./invoiceNumbers.ts";
import { invoiceContentFor } from "./invoiceSnapshot.ts";

type Tx = Prisma.TransactionClient;

const companyOnInvoice = { select: { name: true, vatNumber: true, country: true } } as const;
const buyerOnInvoice = {
  service: { select: { name: true } },
  user: { select: { name: true, email: true, company: companyOnInvoice } },
  company: companyOnInvoice,
} as const;
const taxRateOnInvoice = { select: { name: true, rateBasisPoints: true, inclusive: true } } as const;
const settledPayments = { where: { status: { in: SETTLED_PAYMENT_STATUSES } }, select: { id: true, providerReference: true }, orderBy: { createdAt: "asc" } } as const;

/** The order's row lock makes "none yet, so issue one" safe against a concurrent caller. */
async function lockOrderRow(tx: Tx, orderId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
}

async function writeInvoice(
  tx: Tx,
  target: { orderId: string; revisionChargeId: string | null },
  contentFor: (settings: StudioSettings, number: InvoiceNumber, issuedAt: Date) => InvoiceContent,
): Promise<{ invoice: Invoice; content: InvoiceContent }> {
  const settings = await readSettings(tx);
  const issuedAt = new Date();
  const number = await takeInvoiceNumber(tx, issuedAt.getUTCFullYear());
  const content = contentFor(settings, number, issuedAt);
  const invoice = await tx.invoice.create({
    data: {
      number: number.number,
      year: number.year,
      sequence: number.sequence,
      kind: "INVOICE",
      orderId: target.orderId,
      revisionChargeId: target.revisionChargeId,
      total: content.total,
      currency: content.currency,
      content: content as unknown as Prisma.InputJsonObject,
      issuedAt,
    },
  });
  return { invoice, content };
}

/** The order's own invoice: issued now, or the one issued before (nothing is issued or sent twice). */
export async function issueInvoice(tx: Tx, orderId: string): Promise<Invoice> {
  await lockOrderRow(tx, orderId);
  const existing = await tx.invoice.findFirst({ where: { orderId, kind: "INVOICE", revisionChargeId: null } });
  if (existing) return existing;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      ...buyerOnInvoice,
      lines: { orderBy: { position: "asc" } },
      discount: { select: { code: true, description: true } },
      taxRate: taxRateOnInvoice,
      payments: { ...settledPayments, where: { ...settledPayments.where, revisionChargeId: null } },
    },
  });
  if (!order.paidAt) throw new Error(`Order ${order.number} is not paid, so it cannot be invoiced.`);
  const { invoice } = await writeInvoice(tx, { orderId, revisionChargeId: null }, (settings, number, issuedAt) => invoiceContentFor({ order, settings, number, issuedAt }));
  return invoice;
}

/** The invoice of an extra revision bought on an order: issued now, or the one issued before. */
export async function issueRevisionChargeInvoice(tx: Tx, links: OrderLinkConfig, chargeId: string): Promise<Invoice> {
  const charge = await tx.revisionCharge.findUniqueOrThrow({ where: { id: chargeId }, include: { taxRate: taxRateOnInvoice, payments: settledPayments } });
  await lockOrderRow(tx, charge.orderId);
  const existing = await tx.invoice.findUnique({ where: { revisionChargeId: chargeId } });
  if (existing) return existing;
  const order = await tx.order.findUniqueOrThrow({ where: { id: charge.orderId }, include: buyerOnInvoice });
  if (!charge.paidAt) throw new Error(`The extra revision of order ${order.number} is not paid, so it cannot be invoiced.`);
  // The buyer as on the order; the money as the charge was priced and paid.
  const invoiced = {
    ...order,
    currency: charge.currency,
    subtotal: charge.subtotal,
    discountTotal: 0,
    taxTotal: charge.taxTotal,
    total: charge.total,
    paidAt: charge.paidAt,
    lines: [{ description: `Extra revision of order ${order.number}`, quantity: 1, unitAmount: charge.subtotal, amount: charge.subtotal }],
    discount: null,
    taxRate: charge.taxRate,
    payments: charge.payments,
  };
  const { invoice, content } = await writeInvoice(tx, { orderId: order.id, revisionChargeId: chargeId }, (settings, number, issuedAt) =>
    invoiceContentFor({ order: invoiced, settings, number, issuedAt }),
  );
  await enqueueInvoiceEmail(tx, links, { id: invoice.id, content }, order);
  return invoice;
}
