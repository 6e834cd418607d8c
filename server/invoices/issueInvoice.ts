// Issues a paid order's invoice, in the transaction that makes it paid: its number, its content
// fixed for good, and the e-mail that sends it. An order has at most one invoice.
import { readSettings } from "../admin/settings.ts";
import type { Invoice, Prisma } from "../db/generated/client.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { SETTLED_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import { enqueueInvoiceEmail } from "./invoiceEmail.ts";
import { takeInvoiceNumber } from "./invoiceNumbers.ts";
import { invoiceContentFor } from "./invoiceSnapshot.ts";

const companyOnInvoice = { select: { name: true, vatNumber: true, country: true } } as const;

/** The order's invoice: issued now, or the one issued before (nothing is issued or sent twice). */
export async function issueInvoice(tx: Prisma.TransactionClient, links: OrderLinkConfig, orderId: string): Promise<Invoice> {
  // The order's row lock makes "none yet, so issue one" safe against a concurrent caller.
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
  const existing = await tx.invoice.findFirst({ where: { orderId, kind: "INVOICE" } });
  if (existing) return existing;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      service: { select: { name: true } },
      user: { select: { name: true, email: true, company: companyOnInvoice } },
      company: companyOnInvoice,
      lines: { orderBy: { position: "asc" } },
      discount: { select: { code: true, description: true } },
      taxRate: { select: { name: true, rateBasisPoints: true, inclusive: true } },
      payments: { where: { status: { in: SETTLED_PAYMENT_STATUSES } }, select: { id: true, providerReference: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!order.paidAt) throw new Error(`Order ${order.number} is not paid, so it cannot be invoiced.`);
  const settings = await readSettings(tx);
  const issuedAt = new Date();
  const number = await takeInvoiceNumber(tx, issuedAt.getUTCFullYear());
  const content = invoiceContentFor({ order, settings, number, issuedAt });
  const invoice = await tx.invoice.create({
    data: {
      number: number.number,
      year: number.year,
      sequence: number.sequence,
      kind: "INVOICE",
      orderId,
      total: content.total,
      currency: content.currency,
      content: content as unknown as Prisma.InputJsonObject,
      issuedAt,
    },
  });
  await enqueueInvoiceEmail(tx, links, { id: invoice.id, content }, order);
  return invoice;
}
