// The studio's e-mails to a reseller's client. Private label is the rule: the reseller receives
// the order's e-mails and the client hears nothing, unless the reseller turned on "e-mail the
// client" for that company; then its contact is told when the order is confirmed and when its
// files are ready, with the order's private link (they have no account).
import { formatDate } from "../../common/dates.ts";
import { readSettings } from "../admin/settings.ts";
import type { Prisma } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { orderFollowLink, type OrderLinkConfig } from "../orders/orderLinks.ts";
import { clientRecipient } from "./resellerClients.ts";

type Tx = Prisma.TransactionClient;

export type ClientNotice = "ORDER_CONFIRMED" | "FILES_READY";

export async function emailClientContact(tx: Tx, links: OrderLinkConfig, orderId: string, notice: ClientNotice): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      dueAt: true,
      service: { select: { name: true } },
      clientCompany: { select: { name: true, contactName: true, contactEmail: true, emailContact: true } },
      company: { select: { name: true } },
      user: { select: { name: true } },
    },
  });
  const recipient = clientRecipient(order.clientCompany);
  if (!recipient) return;
  const settings = await readSettings(tx);
  const orderedBy = order.company?.name ?? order.user?.name ?? "Your supplier";
  // The client has no account: the private link opens the order without one.
  const link = orderFollowLink(links, { id: order.id, userId: null });
  const greeting = `Hello${recipient.name ? ` ${recipient.name}` : ""},`;
  const body =
    notice === "ORDER_CONFIRMED"
      ? {
          subject: `Order ${order.number} confirmed: ${order.service.name}`,
          lines: [
            `${orderedBy} ordered ${order.service.name} for ${order.clientCompany!.name} (order ${order.number}).`,
            order.dueAt ? `Our studio starts recording now; you can expect the files by ${formatDate(order.dueAt, "weekdayDate", { timeZone: "UTC" })}.` : "Our studio starts recording now.",
            "",
            `Follow the order: ${link}`,
          ],
        }
      : {
          subject: `Your recordings are ready: order ${order.number}`,
          lines: [`The recordings of order ${order.number} (${order.service.name}), ordered by ${orderedBy}, are ready to download.`, "", `Download: ${link}`],
        };
  await enqueueEmail(tx, { to: recipient.email, subject: body.subject, text: [greeting, "", ...body.lines, "", settings.studioName].join("\n") });
}
