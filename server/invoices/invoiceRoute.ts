// GET/HEAD /api/invoices/{id}.pdf[?key=…]: an invoice or credit note as a PDF, for whoever may see
// its order — an administrator, the order's customer or reseller (session cookie or API token),
// or a holder of the order's private access key (guests). Anyone else gets the same 404 as for an
// unknown id, so the route does not tell which invoices exist.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isUuid } from "../../common/ids.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { answerJson, downloadViewer, PRIVATE_CACHE_CONTROL } from "../http/fileRoute.ts";
import { canSeeOrderMoney, isOrderAccessKey } from "../orders/orderAccess.ts";
import { parseInvoiceContent } from "./invoiceContent.ts";
import { invoiceFileName } from "./invoiceLinks.ts";
import { renderInvoicePdf } from "./renderInvoicePdf.ts";

export type InvoiceRouteServices = { prisma: PrismaClient; sessionSecret: string };

const INVOICE_PATH = /^\/api\/invoices\/([^/]+)\.pdf$/;

export async function serveInvoicePdf(services: InvoiceRouteServices, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") return answerJson(res, 405, { error: "Method not allowed" }, { Allow: "GET, HEAD" });
  const url = new URL(req.url ?? "/", "http://local");
  const id = INVOICE_PATH.exec(url.pathname)?.[1] ?? "";
  const invoice = isUuid(id)
    ? await services.prisma.invoice.findUnique({ where: { id }, include: { order: { select: { id: true, userId: true, resellerUserId: true } } } })
    : null;
  const notFound = () => answerJson(res, 404, { error: "Not found" });
  if (!invoice) return notFound();

  const viewer = await downloadViewer(services, req, res);
  if (viewer === undefined) return;
  const key = url.searchParams.get("key");
  const grantedOrderIds = new Set(key && isOrderAccessKey(services.sessionSecret, invoice.order.id, key) ? [invoice.order.id] : []);
  if (!canSeeOrderMoney(invoice.order, { viewer, grantedOrderIds })) return notFound();

  const content = parseInvoiceContent(invoice.content);
  const pdf = await renderInvoicePdf(content);
  res.writeHead(200, {
    "Content-Type": "application/pdf",
    "Content-Length": String(pdf.length),
    "Content-Disposition": `attachment; filename="${invoiceFileName(content)}"`,
    "Cache-Control": PRIVATE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : pdf);
}
