// The conversation on an order. Its parties write to each other: the customer, a guest holding the
// order's private key, the reseller whose order it is, and the studio (any administrator, shown as
// the studio). Each message tells the other side by e-mail, through the outbox, with a link to the
// order, and every page following the order hears of it (orderUpdated).
import { ORDER_MESSAGE_MAX_ATTACHMENTS, attachmentUploadType, orderMessageBodyIssue } from "../../common/orders/orderMessageRules.ts";
import { readSettings } from "../admin/settings.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { readUpload, storeUpload, type CheckedUpload, type UploadedFile } from "../catalog/uploads.ts";
import type { Context, Viewer } from "../context.ts";
import type { Order, StoredFile } from "../db/generated/client.ts";
import { type Email, enqueueEmail } from "../email/outbox.ts";
import { ValidationError } from "../errors.ts";
import { cleanFileName } from "../storage/storedFiles.ts";
import { accessibleOrder, type OrderAccess } from "./orderAccess.ts";
import { orderFollowLink, type OrderLinkConfig, studioOrderLink } from "./orderLinks.ts";
import { isStaff } from "../schema/scopes.ts";

/** How the studio signs its messages to customers: not as the staff member who wrote them. */
export const STUDIO_AUTHOR = "Studio";

export type MessageAuthor = { fromStudio: boolean; authorId: string | null; authorName: string };

/** Who writes on `order`: the studio, its customer or reseller by account, or the holder of its private link. */
export function messageAuthor(viewer: Pick<Viewer, "id" | "name" | "role"> | null, order: Pick<Order, "userId" | "resellerUserId" | "guestName">): MessageAuthor {
  if (viewer && isStaff(viewer)) return { fromStudio: true, authorId: viewer.id, authorName: STUDIO_AUTHOR };
  if (viewer && (order.userId === viewer.id || order.resellerUserId === viewer.id)) return { fromStudio: false, authorId: viewer.id, authorName: viewer.name };
  return { fromStudio: false, authorId: null, authorName: order.guestName?.trim() || "Guest" };
}

/** The message's text, trimmed; a ValidationError on `input.body` when it is empty or too long. */
export function checkedBody(body: string): string {
  const issue = orderMessageBodyIssue(body);
  if (issue) throw ValidationError.field("input.body", issue);
  return body.trim();
}

/** Reads and checks each attachment by the upload rules of its kind; errors name `input.attachments.<index>`. */
export async function checkedAttachments(files: readonly UploadedFile[]): Promise<CheckedUpload[]> {
  if (files.length > ORDER_MESSAGE_MAX_ATTACHMENTS) throw ValidationError.field("input.attachments", `must contain at most ${ORDER_MESSAGE_MAX_ATTACHMENTS} elements`);
  const checked: CheckedUpload[] = [];
  for (const [index, file] of files.entries()) checked.push(await readUpload(attachmentUploadType(file.name), file, `input.attachments.${index}`));
  return checked;
}

export type NotifiedOrder = Pick<Order, "id" | "number" | "userId"> & {
  serviceName: string;
  /** Where the customer's e-mails go: the account's address, or the guest's. */
  contactEmail: string | null;
  contactName: string | null;
};

export type SentMessage = { authorName: string; fromStudio: boolean; body: string; attachmentNames: readonly string[] };

function messageLines(message: SentMessage): string[] {
  return [message.body, ...(message.attachmentNames.length ? ["", `Attached: ${message.attachmentNames.join(", ")}`] : [])];
}

/**
 * The e-mail telling the other side of a new message: the studio's notification address hears of
 * the customer's, the order's contact of the studio's (guests get their private link). Null when
 * the order has no contact to tell.
 */
export function messageNotification(order: NotifiedOrder, message: SentMessage, studio: { studioName: string; contactEmail: string }, links: OrderLinkConfig): Email | null {
  if (!message.fromStudio) {
    return {
      to: studio.contactEmail,
      subject: `New message on order ${order.number}`,
      text: [`${message.authorName} wrote on order ${order.number} (${order.serviceName}):`, "", ...messageLines(message), "", `Answer: ${studioOrderLink(links, order.id)}`].join("\n"),
    };
  }
  if (!order.contactEmail) return null;
  return {
    to: order.contactEmail,
    subject: `A message from ${studio.studioName} about order ${order.number}`,
    text: [
      `Hello${order.contactName ? ` ${order.contactName}` : ""},`,
      "",
      `We wrote on your order ${order.number} (${order.serviceName}):`,
      "",
      ...messageLines(message),
      "",
      `Read and answer it: ${orderFollowLink(links, order)}`,
      "",
      studio.studioName,
    ].join("\n"),
  };
}

export type NewOrderMessage = { body: string; attachments?: readonly UploadedFile[] | null };

/** Writes a message on the order `access` names, if this request is a party of it; tells the other side. */
export async function sendOrderMessage(ctx: Context, access: OrderAccess, input: NewOrderMessage) {
  const order = await accessibleOrder(ctx, access);
  const body = checkedBody(input.body);
  const uploads = await checkedAttachments(input.attachments ?? []);
  const author = messageAuthor(ctx.viewer, order);
  const files: StoredFile[] = [];
  for (const upload of uploads) files.push(await storeUpload(ctx.prisma, ctx.storage, upload, "ATTACHMENT", ctx.viewer?.id ?? null));
  const message = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.orderMessage.create({
      data: { orderId: order.id, ...author, body, attachments: { create: files.map((file, position) => ({ fileId: file.id, name: cleanFileName(uploads[position].name), position })) } },
    });
    const details = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { id: true, number: true, userId: true, guestEmail: true, guestName: true, service: { select: { name: true } }, user: { select: { email: true, name: true } } },
    });
    const notified: NotifiedOrder = {
      id: details.id,
      number: details.number,
      userId: details.userId,
      serviceName: details.service.name,
      contactEmail: details.user?.email ?? details.guestEmail,
      contactName: details.user?.name ?? details.guestName,
    };
    const settings = await readSettings(tx);
    const email = messageNotification(notified, { ...author, body, attachmentNames: uploads.map((upload) => cleanFileName(upload.name)) }, settings, ctx.config);
    if (email) await enqueueEmail(tx, email);
    await writeAudit(tx, ctx, {
      action: "order.message_sent",
      actorId: ctx.viewer?.id ?? null,
      actorEmail: ctx.viewer?.email ?? null,
      entityType: "Order",
      entityId: order.id,
      metadata: { messageId: created.id, fromStudio: author.fromStudio, attachments: files.length },
    });
    return created;
  });
  ctx.events.orderChanged(order.id);
  void ctx.mailer.deliverPending();
  return message;
}
