// The e-mails the orders domain's events send (events/domainEvents.ts), written to the outbox in
// the event's transaction.
import { formatDate } from "../../common/dates.ts";
import { formatMoney } from "../../common/money.ts";
import { readSettings } from "../admin/settings.ts";
import type { Order } from "../db/generated/client.ts";
import type { DomainEvents } from "../events/domainEvents.ts";
import { orderAccessKey } from "../orders/orderAccess.ts";
import { orderFollowLink, orderLink, studioOrderLink } from "../orders/orderLinks.ts";
import { draftExpiresAt } from "../orders/payability.ts";
import { invoiceDownloadLink } from "../invoices/invoiceLinks.ts";
import { enqueueEmail, withdrawHeldEmails } from "./outbox.ts";

/**
 * How long a guest's order link is held after the order is placed. Most guests pay within it, and
 * then get one e-mail for the purchase (the receipt: the link, the payment and the invoice); one
 * who leaves without paying gets the link to come back to.
 */
export const GUEST_ORDER_LINK_HOLD_MINUTES = 15;

/**
 * The customer's one e-mail for the purchase: the receipt (or confirmation, when a discount covers
 * the order), the link to follow the order and the invoice, which the invoices subscriber issued
 * before; and the studio's notice of a paid order. A guest's order link still held is withdrawn.
 */
export async function emailOrderPaid({ tx, links, orderId }: DomainEvents["OrderPaid"]) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      service: true,
      user: { select: { email: true, name: true } },
      clientCompany: { select: { name: true, emailContact: true } },
      invoices: { where: { kind: "INVOICE", revisionChargeId: null }, select: { id: true, number: true } },
    },
  });
  await withdrawHeldEmails(tx, orderId);
  const invoice = order.invoices[0];
  const settings = await readSettings(tx);
  const email = order.user?.email ?? order.guestEmail;
  const name = order.user?.name ?? order.guestName;
  const total = formatMoney(order.total, order.currency);
  const due = formatDate(order.dueAt!, "weekdayDayMonth", { timeZone: "UTC" });
  const link = orderFollowLink(links, order);
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
        ...(order.userId ? [] : ["This private link is the way back to your order; keep it to yourself."]),
        ...(invoice ? ["", `Invoice ${invoice.number} (PDF): ${invoiceDownloadLink(links, invoice.id, order)}`] : []),
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
      studioOrderLink(links, order.id),
    ].join("\n"),
  });
}

/** A guest's private link to the order they just stored: held a while, withdrawn if they pay first. */
export async function emailGuestOrderLink({ tx, links, order, serviceName, email, name }: DomainEvents["GuestOrderPlaced"]) {
  const settings = await readSettings(tx);
  await enqueueEmail(tx, {
    sendAfter: new Date(Date.now() + GUEST_ORDER_LINK_HOLD_MINUTES * 60_000),
    orderId: order.id,
    to: email,
    subject: `Your order ${order.number} at ${settings.studioName}`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `Thank you for your order ${order.number} (${serviceName}). This private link lets you pay for it and follow it until delivery; keep it to yourself:`,
      "",
      orderLink(links.publicUrl, order, orderAccessKey(links.sessionSecret, order.id)),
      "",
      settings.studioName,
    ].join("\n"),
  });
}

/** The studio's quote, its lines and the two ways to pay it. */
export async function emailQuote({ tx, links, order, serviceName, email, name, lines }: DomainEvents["OrderQuoted"]) {
  const settings = await readSettings(tx);
  const base = links.publicUrl.replace(/\/$/, "");
  await enqueueEmail(tx, {
    to: email,
    subject: `Your quote ${order.number} from ${settings.studioName}`,
    text: [
      `Hello ${name},`,
      "",
      `Thank you for your request. We priced it as order ${order.number} (${serviceName}):`,
      "",
      ...lines.map((line) => `- ${line.description}: ${line.quantity} × ${formatMoney(line.unitAmount, order.currency)}`),
      "",
      `Subtotal ${formatMoney(order.subtotal, order.currency)}; VAT is added for your country when you pay${order.taxTotal ? ` (${formatMoney(order.taxTotal, order.currency)} in ${order.billingCountry}, total ${formatMoney(order.total, order.currency)})` : ""}.`,
      "",
      `Pay it here: ${orderLink(links.publicUrl, order, orderAccessKey(links.sessionSecret, order.id))}`,
      `or at ${base}/payment with order number ${order.number} and this e-mail address.`,
      "",
      settings.studioName,
    ].join("\n"),
  });
}

/** How to pay an unpaid order: a signed-in customer's sign-in link, or a guest's private link. */
function payLinkLines(links: DomainEvents["CheckoutReminded"]["links"], order: Pick<Order, "id" | "userId">): string[] {
  return [
    order.userId
      ? "Sign in to your account through this link to pay for it and follow it until delivery:"
      : "This private link lets you pay for it and follow it until delivery; keep it to yourself:",
    "",
    orderLink(links.publicUrl, order, orderAccessKey(links.sessionSecret, order.id)),
  ];
}

/** The way to pay an unpaid order, to the address it was placed with (never to the page that asked). */
export async function emailPaymentLink({ db, links, order, serviceName, email }: DomainEvents["PaymentLinkRequested"]) {
  const settings = await readSettings(db);
  await enqueueEmail(db, {
    to: email,
    subject: `Pay for your order ${order.number} at ${settings.studioName}`,
    text: [
      "Hello,",
      "",
      `We were asked at ${links.publicUrl}/payment for the way to pay your order ${order.number} (${serviceName}).`,
      ...payLinkLines(links, order),
      "",
      "If you did not ask for it, you can ignore this e-mail.",
      "",
      settings.studioName,
    ].join("\n"),
  });
}

/** The studio's inbox hears of a flagged order. */
export async function emailOrderFlagged({ tx, links, orderNumber, serviceName, reason }: DomainEvents["OrderFlagged"]) {
  const settings = await readSettings(tx);
  await enqueueEmail(tx, {
    to: settings.contactEmail,
    subject: `Order ${orderNumber} needs your attention`,
    text: [
      `Order ${orderNumber} (${serviceName}): ${reason}`,
      "",
      "Check it, and refund what is not owed from the payments page:",
      `${links.publicUrl.replace(/\/$/, "")}/manage/payments`,
    ].join("\n"),
  });
}

/** An unpaid order's one reminder: the link to pay it, and how long it is kept. */
export async function emailCheckoutReminder({ tx, links, order, serviceName, email, name }: DomainEvents["CheckoutReminded"]) {
  const settings = await readSettings(tx);
  const expiresAt = draftExpiresAt(order);
  await enqueueEmail(tx, {
    to: email,
    subject: `Your order ${order.number} at ${settings.studioName} is waiting for payment`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `Your order ${order.number} (${serviceName}) is saved but not paid yet, so we have not started on it.`,
      ...payLinkLines(links, order),
      "",
      ...(expiresAt ? [`The order is kept until ${formatDate(expiresAt, "dayMonthYear", { timeZone: "UTC" })}.`, ""] : []),
      "If you no longer want it, you can ignore this e-mail: we will not remind you again.",
      "",
      settings.studioName,
    ].join("\n"),
  });
}
