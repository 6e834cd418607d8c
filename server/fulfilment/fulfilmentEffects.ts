// What entering a fulfilment state means, run by transitionOrder in the same transaction:
// delivering stamps the files the customer receives and tells them; a revision request tells the
// studio; completion thanks the customer. And the one guard: an order is delivered only when
// every recording's ordered files are rendered (deliveryReadiness.ts).
import { formatDate } from "../../common/dates.ts";
import { formatMoney } from "../../common/money.ts";
import { readSettings } from "../admin/settings.ts";
import type { Prisma } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { emailClientContact } from "../resellers/clientNotices.ts";
import { orderFollowLink, studioOrderLink, type OrderLinkConfig } from "../orders/orderLinks.ts";
import { approvalDeadline } from "./approvalWindow.ts";
import { currentFiles } from "./deliverableSets.ts";
import { deliveryProblem } from "./deliveryReadiness.ts";
import { DeliveryNotReadyError } from "./fulfilmentErrors.ts";

type Tx = Prisma.TransactionClient;

function itemCount(items: Prisma.JsonValue) {
  return Array.isArray(items) ? items.length : 0;
}

export async function assertReadyToDeliver(tx: Tx, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { items: true, recordings: { select: { itemIndex: true } }, deliverables: { select: { itemIndex: true, format: true, preview: true, version: true, deliveredAt: true, status: true } } },
  });
  const problem = deliveryProblem(itemCount(order.items), new Set(order.recordings.map((r) => r.itemIndex)), order.deliverables);
  if (problem) throw new DeliveryNotReadyError(problem);
}

async function customerOf(tx: Tx, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { service: { select: { name: true } }, user: { select: { email: true, name: true } } } });
  return { order, email: order.user?.email ?? order.guestEmail, name: order.user?.name ?? order.guestName };
}

export async function orderDeliveredEffects(tx: Tx, links: OrderLinkConfig, orderId: string) {
  const files = await tx.deliverable.findMany({ where: { orderId }, select: { id: true, itemIndex: true, format: true, preview: true, version: true, deliveredAt: true } });
  const delivered = new Date();
  await tx.deliverable.updateMany({ where: { id: { in: currentFiles(files).map((file) => file.id) }, deliveredAt: null }, data: { deliveredAt: delivered } });
  await emailClientContact(tx, links, orderId, "FILES_READY");
  const { order, email, name } = await customerOf(tx, orderId);
  if (!email) return;
  const settings = await readSettings(tx);
  await enqueueEmail(tx, {
    to: email,
    subject: `Your recordings are ready: order ${order.number}`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `The recordings of order ${order.number} (${order.service.name}) are ready to download in every format you ordered.`,
      `Listen to them, then approve the order or ask for a revision by ${formatDate(approvalDeadline(delivered, settings), "weekdayDate", { timeZone: "UTC" })}; after that date it counts as approved.`,
      "",
      `Download: ${orderFollowLink(links, order)}`,
      "",
      settings.studioName,
    ].join("\n"),
  });
}

export async function revisionRequestedEffects(tx: Tx, links: OrderLinkConfig, orderId: string) {
  const { order, email, name } = await customerOf(tx, orderId);
  const request = await tx.revisionRequest.findFirst({ where: { orderId }, orderBy: { createdAt: "desc" }, include: { charge: { select: { total: true, currency: true } } } });
  const settings = await readSettings(tx);
  const items = Array.isArray(order.items) ? (order.items as { name: string }[]) : [];
  const changes = Array.isArray(request?.items) ? (request.items as { itemIndex: number; change: string }[]) : [];
  await enqueueEmail(tx, {
    to: settings.contactEmail,
    subject: `Revision requested on order ${order.number}`,
    text: [
      `${name ?? "The customer"} <${email ?? "no e-mail"}> asked for a revision of order ${order.number} (${order.service.name}).`,
      ...(request?.charge ? [`They paid ${formatMoney(request.charge.total, request.charge.currency)} for it: an extra revision beyond the free ones.`] : []),
      "",
      ...(request?.message ? [request.message, ""] : []),
      ...changes.map((change) => `- ${items[change.itemIndex]?.name ?? `#${change.itemIndex + 1}`}: ${change.change}`),
      ...(changes.length ? [""] : []),
      studioOrderLink(links, order.id),
    ].join("\n"),
  });
}

export async function orderCompletedEffects(tx: Tx, links: OrderLinkConfig, orderId: string) {
  const { order, email, name } = await customerOf(tx, orderId);
  if (!email) return;
  const settings = await readSettings(tx);
  await enqueueEmail(tx, {
    to: email,
    subject: `Order ${order.number} is complete`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `Order ${order.number} (${order.service.name}) is complete. Your files stay available to download:`,
      orderFollowLink(links, order),
      "",
      "Thank you for working with us.",
      settings.studioName,
    ].join("\n"),
  });
}
