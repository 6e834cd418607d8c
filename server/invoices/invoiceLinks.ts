// Where an invoice or credit note is downloaded: customers with an account sign in; guests'
// links carry the order's private access key.
import type { Order } from "../db/generated/client.ts";
import { orderAccessKey } from "../orders/orderAccess.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import type { InvoiceKindName } from "./invoiceContent.ts";

export function invoiceDownloadPath(invoiceId: string, accessKey?: string | null): string {
  return `/api/invoices/${invoiceId}.pdf${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ""}`;
}

/** The absolute link an e-mail gives: with the order's key when the order has no account. */
export function invoiceDownloadLink(config: OrderLinkConfig, invoiceId: string, order: Pick<Order, "id" | "userId">): string {
  const key = order.userId ? null : orderAccessKey(config.sessionSecret, order.id);
  return `${config.publicUrl.replace(/\/$/, "")}${invoiceDownloadPath(invoiceId, key)}`;
}

/** "invoice-2026-000042.pdf", "credit-note-2026-000043.pdf". */
export function invoiceFileName(document: { kind: InvoiceKindName; number: string }): string {
  return `${document.kind === "CREDIT_NOTE" ? "credit-note" : "invoice"}-${document.number}.pdf`;
}
