// What entering PAID means, whichever way the payment arrived (orderStates.ts runs it): the
// discount use becomes final, the delivery date is set, the customer and the studio are told, the
// sale is invoiced, and a referred customer's referrer earns their commission.
import { readSettings } from "../admin/settings.ts";
import type { Prisma } from "../db/generated/client.ts";
import { confirmRedemption } from "../discounts/redemptions.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { emailClientContact } from "../resellers/clientNotices.ts";
import { recordResellerCommission } from "../resellers/resellerCommission.ts";
import { issueInvoice } from "../invoices/issueInvoice.ts";
import { recordReferralCommission } from "../partners/commissions.ts";
import { formatMoney } from "../../common/money.ts";
import { orderFollowLink, studioOrderLink, type OrderLinkConfig } from "./orderLinks.ts";
import { formatDate } from "../../common/dates.ts";

/** `days` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export async function orderPaidEffects(tx: Prisma.TransactionClient, config: OrderLinkConfig, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { service: true, user: { select: { email: true, name: true } }, clientCompany: { select: { name: true, emailContact: true } } } });
  const dueAt = addWorkingDays(order.paidAt ?? new Date(), order.rush ? order.service.rushTurnaroundDays : order.service.turnaroundDays);
  await tx.order.update({ where: { id: orderId }, data: { dueAt } });
  await confirmRedemption(tx, orderId);
  const settings = await readSettings(tx);
  const email = order.user?.email ?? order.guestEmail;
  const name = order.user?.name ?? order.guestName;
  const total = formatMoney(order.total, order.currency);
  const due = formatDate(dueAt, "weekdayDayMonth", { timeZone: "UTC" });
  const link = orderFollowLink(config, order);
  if (email) {
    await enqueueEmail(tx, {
      to: email,
      subject: order.total > 0 ? `Payment received: order ${order.number}` : `Order ${order.number} confirmed`,
      text: [
        `Hello${name ? ` ${name}` : ""},`,
        "",
        order.total > 0
          ? `We received your payment of ${total} for order ${order.number} (${order.service.name}).`
          : `Your order ${order.number} (${order.service.name}) is confirmed: your discount covers it, there is nothing to pay.`,
        `Our studio starts recording now; you can expect the files by ${due}.`,
        "",
        `Follow your order: ${link}`,
        "",
        settings.studioName,
      ].join("\n"),
    });
  }
  await enqueueEmail(tx, {
    to: settings.contactEmail,
    subject: `New paid order ${order.number}: ${order.service.name}`,
    text: [
      order.total > 0 ? `Order ${order.number} was paid: ${total}.` : `Order ${order.number} was placed with a discount covering all of it.`,
      `Customer: ${name ?? "guest"} <${email ?? "no e-mail"}>${order.userId ? "" : " (guest)"}`,
      ...(order.clientCompany ? [`For their client: ${order.clientCompany.name} (${order.clientCompany.emailContact ? "they may be e-mailed" : "private label: do not contact"})`] : []),
      `Rush: ${order.rush ? "yes" : "no"}; due ${due}.`,
      "",
      studioOrderLink(config, order.id),
    ].join("\n"),
  });
  // A zero-total order (a discount covering all of it) is invoiced too, at 0: the sale and the
  // discount given belong in the books, and the accountant expects one invoice for every sale.
  await issueInvoice(tx, config, orderId);
  await recordReferralCommission(tx, orderId);
  await recordResellerCommission(tx, orderId);
  await emailClientContact(tx, config, orderId, "ORDER_CONFIRMED");
}
