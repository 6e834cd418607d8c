// What each export reads and writes: the management list whose filters it takes (so a filtered
// table and its CSV file list the same rows), the rows that list holds before any filter, and one
// CSV line per row, amounts as decimals beside their currency.
import { isUuid } from "../../common/ids.ts";
import { decimalAmount } from "../../common/money.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { parseInvoiceContent } from "../invoices/invoiceContent.ts";
import { invoiceListSpec } from "../invoices/invoiceListSpec.ts";
import { orderDeskWhere } from "../orders/orderDeskListing.ts";
import { refundListSpec } from "../payments/refundListSpec.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import type { PrismaOrderBy, PrismaWhere } from "../schema/listQuery/toPrisma.ts";
import type { CsvValue } from "./csvCell.ts";
import type { ExportKind } from "../../common/exports.ts";

/** A query parameter of an export that cannot be read; `parameter` names it. */
export class ExportParameterError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = "ExportParameterError";
  }
}

export type ExportBatch = { where: PrismaWhere; orderBy: PrismaOrderBy[]; skip: number; take: number };

export type ExportSource = {
  /** The list whose list query the export takes: a connection field of Query, or a declaration on a node type where no table lists it yet. */
  list: { connection: string } | { node: string; declaration: ListDeclaration };
  /** The rows the list holds before the caller's filters (and, for orders, the ids picked in the table). */
  baseWhere(params: URLSearchParams): PrismaWhere;
  columns: readonly string[];
  read(prisma: PrismaClient, batch: ExportBatch): Promise<CsvValue[][]>;
};

/** The most order ids one export of picked orders takes: more than a table page ever holds. */
export const MAX_PICKED_IDS = 500;

/** `ids=<uuid>,<uuid>`: the orders picked in the table, or null when the parameter is absent. */
export function pickedIds(params: URLSearchParams): string[] | null {
  const text = params.get("ids");
  if (text === null) return null;
  const ids = text.split(",").map((id) => id.trim());
  if (ids.length > MAX_PICKED_IDS) throw new ExportParameterError("ids", `ids may name at most ${MAX_PICKED_IDS} orders.`);
  const wrong = ids.find((id) => !isUuid(id));
  if (wrong !== undefined) throw new ExportParameterError("ids", `ids must be order ids separated by commas; "${wrong}" is not one.`);
  return ids;
}


const orders: ExportSource = {
  list: { connection: "manageOrders" },
  baseWhere(params) {
    const ids = pickedIds(params);
    // Picked rows are exported whatever the desk shows by default (a draft found by a search among them).
    if (ids) return { archivedAt: null, id: { in: ids } };
    return orderDeskWhere({ filters: params.get("filters"), filterGroups: params.get("filterGroups") });
  },
  columns: [
    "number", "status", "created_at", "placed_at", "paid_at", "due_at", "delivered_at", "customer_name", "customer_email", "company",
    "service", "voice", "rush", "currency", "subtotal", "discount", "tax", "total",
  ],
  async read(prisma, batch) {
    const rows = await prisma.order.findMany({
      ...batch,
      select: {
        number: true, status: true, createdAt: true, placedAt: true, paidAt: true, dueAt: true, deliveredAt: true, guestName: true, guestEmail: true,
        rush: true, currency: true, subtotal: true, discountTotal: true, taxTotal: true, total: true,
        user: { select: { name: true, email: true } }, company: { select: { name: true } }, service: { select: { name: true } }, voice: { select: { name: true } },
      },
    });
    return rows.map((order) => [
      order.number, order.status, order.createdAt, order.placedAt, order.paidAt, order.dueAt, order.deliveredAt,
      order.user?.name ?? order.guestName, order.user?.email ?? order.guestEmail, order.company?.name, order.service.name, order.voice?.name, order.rush,
      order.currency, decimalAmount(order.subtotal, order.currency), decimalAmount(order.discountTotal, order.currency), decimalAmount(order.taxTotal, order.currency), decimalAmount(order.total, order.currency),
    ]);
  },
};

const payments: ExportSource = {
  list: { connection: "managePayments" },
  baseWhere: () => ({ archivedAt: null }),
  columns: ["created_at", "order_number", "provider", "provider_reference", "status", "currency", "amount", "refunded_amount", "failure_message"],
  async read(prisma, batch) {
    const rows = await prisma.payment.findMany({
      ...batch,
      select: { createdAt: true, provider: true, providerReference: true, status: true, currency: true, amount: true, refundedAmount: true, failureMessage: true, order: { select: { number: true } } },
    });
    return rows.map((payment) => [
      payment.createdAt, payment.order.number, payment.provider, payment.providerReference, payment.status, payment.currency,
      decimalAmount(payment.amount, payment.currency), decimalAmount(payment.refundedAmount, payment.currency), payment.failureMessage,
    ]);
  },
};

const refunds: ExportSource = {
  list: { node: "Refund", declaration: refundListSpec },
  baseWhere: () => ({}),
  columns: ["created_at", "order_number", "payment_reference", "status", "currency", "amount", "reason", "provider_reference", "created_by"],
  async read(prisma, batch) {
    const rows = await prisma.refund.findMany({
      ...batch,
      select: {
        createdAt: true, status: true, amount: true, reason: true, providerReference: true, createdBy: { select: { email: true } },
        payment: { select: { providerReference: true, currency: true, order: { select: { number: true } } } },
      },
    });
    return rows.map((refund) => [
      refund.createdAt, refund.payment.order.number, refund.payment.providerReference, refund.status, refund.payment.currency,
      decimalAmount(refund.amount, refund.payment.currency), refund.reason, refund.providerReference, refund.createdBy?.email,
    ]);
  },
};

const invoices: ExportSource = {
  list: { node: "Invoice", declaration: invoiceListSpec },
  baseWhere: () => ({}),
  columns: ["number", "kind", "issued_at", "order_number", "credited_invoice", "buyer_name", "buyer_company", "buyer_country", "currency", "net", "tax", "total"],
  async read(prisma, batch) {
    const rows = await prisma.invoice.findMany({ ...batch, select: { number: true, kind: true, issuedAt: true, currency: true, total: true, content: true, order: { select: { number: true } } } });
    return rows.map((invoice) => {
      // The document as it was issued: its buyer and taxes do not follow later changes to the order.
      const content = parseInvoiceContent(invoice.content);
      return [
        invoice.number, invoice.kind, invoice.issuedAt, invoice.order.number, content.creditedInvoiceNumber, content.buyer.name, content.buyer.companyName,
        content.buyer.country, invoice.currency, decimalAmount(content.total - content.taxTotal, invoice.currency), decimalAmount(content.taxTotal, invoice.currency), decimalAmount(invoice.total, invoice.currency),
      ];
    });
  },
};

const payouts: ExportSource = {
  list: { connection: "managePayouts" },
  baseWhere: () => ({}),
  columns: ["created_at", "partner_name", "partner_email", "status", "currency", "amount", "method", "reference", "decided_at", "paid_at"],
  async read(prisma, batch) {
    const rows = await prisma.payout.findMany({
      ...batch,
      select: { createdAt: true, status: true, currency: true, amount: true, method: true, reference: true, decidedAt: true, paidAt: true, user: { select: { name: true, email: true } } },
    });
    return rows.map((payout) => [
      payout.createdAt, payout.user.name, payout.user.email, payout.status, payout.currency, decimalAmount(payout.amount, payout.currency),
      payout.method, payout.reference, payout.decidedAt, payout.paidAt,
    ]);
  },
};

export const EXPORT_SOURCES: Record<ExportKind, ExportSource> = { orders, payments, refunds, invoices, payouts };
