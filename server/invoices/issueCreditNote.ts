// Issues the credit note of a refund that succeeded, in the transaction that records the success:
// it corrects the invoice of what the payment paid (the order, or an extra revision bought on it)
// by the refunded amount. One credit note per refund.
import { readSettings } from "../admin/settings.ts";
import type { Invoice, Prisma } from "../db/generated/client.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { creditableAmount, creditNoteContentFor } from "./creditNoteSnapshot.ts";
import { parseInvoiceContent } from "./invoiceContent.ts";
import { enqueueInvoiceEmail } from "./invoiceEmail.ts";
import { takeInvoiceNumber } from "./invoiceNumbers.ts";

/**
 * The refund's credit note: issued now, or the one issued before. Null when there is nothing to
 * credit: the refund has not succeeded, the order has no invoice (paid before invoicing began),
 * the refunded payment was not one the invoice covers (money that arrived after the order was
 * paid), or the invoice is credited in full already.
 */
export async function issueCreditNote(tx: Prisma.TransactionClient, links: OrderLinkConfig, refundId: string): Promise<Invoice | null> {
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: { select: { orderId: true, revisionChargeId: true } } } });
  if (refund.status !== "SUCCEEDED") return null;
  const invoiceRow = await tx.invoice.findFirst({ where: { orderId: refund.payment.orderId, kind: "INVOICE", revisionChargeId: refund.payment.revisionChargeId } });
  if (!invoiceRow) return null;
  // One credit note of an invoice at a time: each builds on the running total of the earlier ones.
  await tx.$queryRaw`SELECT "id" FROM "Invoice" WHERE "id" = ${invoiceRow.id}::uuid FOR UPDATE`;
  const existing = await tx.invoice.findUnique({ where: { refundId } });
  if (existing) return existing;
  const invoice = parseInvoiceContent(invoiceRow.content);
  if (!invoice.coveredPaymentIds.includes(refund.paymentId)) return null;
  const earlierRows = await tx.invoice.findMany({ where: { orderId: invoiceRow.orderId, kind: "CREDIT_NOTE" }, select: { content: true } });
  const earlierCreditNotes = earlierRows.map((row) => parseInvoiceContent(row.content)).filter((note) => note.creditedInvoiceNumber === invoice.number);
  // Checked before a number is taken: a number taken is a document issued.
  if (creditableAmount(invoice, earlierCreditNotes, refund.amount) <= 0) return null;

  const settings = await readSettings(tx);
  const issuedAt = new Date();
  const number = await takeInvoiceNumber(tx, issuedAt.getUTCFullYear());
  const content = creditNoteContentFor({
    invoice,
    earlierCreditNotes,
    refund: { amount: refund.amount, providerReference: refund.providerReference, refundedAt: refund.updatedAt },
    settings,
    number,
    issuedAt,
  });
  const creditNote = await tx.invoice.create({
    data: {
      number: number.number,
      year: number.year,
      sequence: number.sequence,
      kind: "CREDIT_NOTE",
      orderId: invoiceRow.orderId,
      refundId,
      total: content.total,
      currency: content.currency,
      content: content as unknown as Prisma.InputJsonObject,
      issuedAt,
    },
  });
  const order = await tx.order.findUniqueOrThrow({ where: { id: invoiceRow.orderId }, select: { id: true, userId: true } });
  await enqueueInvoiceEmail(tx, links, { id: creditNote.id, content }, order);
  return creditNote;
}
