// Invoices and credit notes in the API: seen by whoever may see their order (listed on Order.invoices).
import { orderAccessKey, canSeeOrderMoneyById } from "../orders/orderAccess.ts";
import { builder } from "../schema/builder.ts";
import { parseInvoiceContent } from "./invoiceContent.ts";
import { invoiceDownloadPath } from "./invoiceLinks.ts";

export const InvoiceKindEnum = builder.enumType("InvoiceKind", {
  values: {
    INVOICE: { description: "The invoice of a paid order, or of an extra revision bought on it." },
    CREDIT_NOTE: { description: "A refund credited against the invoice of what the refunded payment paid; its amounts are negative." },
  } as const,
});

export const InvoiceNode = builder.prismaNode("Invoice", {
  id: { field: "id" },
  authScopes: (invoice, ctx) => canSeeOrderMoneyById(ctx, invoice.orderId),
  description: "An invoice or credit note as it was issued; its PDF is at `downloadUrl`.",
  fields: (t) => ({
    number: t.exposeString("number", { description: "e.g. 2026-000042: one series a year without gaps, shared by invoices and credit notes." }),
    kind: t.expose("kind", { type: InvoiceKindEnum }),
    total: t.exposeInt("total", { description: "Minor units; negative on a credit note." }),
    currency: t.field({ type: "Currency", resolve: (invoice) => invoice.currency, extensions: { pothosExposedField: "currency" } }),
    issuedAt: t.expose("issuedAt", { type: "DateTime" }),
    creditedInvoiceNumber: t.string({
      nullable: true,
      description: "A credit note: the number of the invoice it credits.",
      resolve: (invoice) => parseInvoiceContent(invoice.content).creditedInvoiceNumber,
    }),
    downloadUrl: t.string({
      description: "Path of the PDF (GET). It carries the order's access key when this request was let in by that key (guests); others sign in.",
      resolve: (invoice, _args, ctx) =>
        invoiceDownloadPath(invoice.id, ctx.grantedOrderIds.has(invoice.orderId) ? orderAccessKey(ctx.config.sessionSecret, invoice.orderId) : null),
    }),
  }),
});
