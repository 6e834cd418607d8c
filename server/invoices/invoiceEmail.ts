// The e-mail that sends the buyer an invoice or credit note just issued: enqueued in the issuing
// transaction, so it goes out exactly when the document exists.
import { formatMoney } from "../../common/money.ts";
import type { Order, Prisma } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import type { OrderLinkConfig } from "../orders/orderLinks.ts";
import { INVOICE_KIND_LABELS, type InvoiceContent } from "./invoiceContent.ts";
import { invoiceDownloadLink } from "./invoiceLinks.ts";

export async function enqueueInvoiceEmail(
  tx: Pick<Prisma.TransactionClient, "emailOutbox">,
  links: OrderLinkConfig,
  invoice: { id: string; content: InvoiceContent },
  order: Pick<Order, "id" | "userId">,
): Promise<void> {
  const { content } = invoice;
  if (!content.buyer.email) return;
  const label = INVOICE_KIND_LABELS[content.kind];
  const amount = formatMoney(Math.abs(content.total), content.currency);
  const summary =
    content.kind === "CREDIT_NOTE"
      ? `We issued credit note ${content.number} for the refund of ${amount} for order ${content.orderNumber}; it credits invoice ${content.creditedInvoiceNumber}.`
      : `Here is invoice ${content.number} for order ${content.orderNumber}, for ${amount}.`;
  await enqueueEmail(tx, {
    to: content.buyer.email,
    subject: `${label} ${content.number} for order ${content.orderNumber}`,
    text: [
      `Hello${content.buyer.name ? ` ${content.buyer.name}` : ""},`,
      "",
      summary,
      `Download it (PDF): ${invoiceDownloadLink(links, invoice.id, order)}`,
      "",
      content.seller.name,
    ].join("\n"),
  });
}
