// GET/HEAD /api/order-messages/attachments/{id}: a file sent with a message on an order, to the
// order's parties only (the studio, its customer or reseller, a guest with the order's key as
// `?key=`); anyone else gets the same 404 as for an unknown id. Stored files are shared by their
// bytes, so the right to fetch comes from the attachment's order, and the name is the sender's.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isUuid } from "../../common/ids.ts";
import { resolveViewer } from "../accounts/viewer.ts";
import { type DeliveryRouteServices, mayFetch } from "../fulfilment/deliveryRoutes.ts";
import { notFound, PRIVATE_CACHE_CONTROL, requestHeaders } from "../http/fileRoute.ts";
import { serveStoredFile } from "../storage/serveFile.ts";

export const ORDER_MESSAGE_ATTACHMENT_PATH = /^\/api\/order-messages\/attachments\/([^/]+)$/;

export function orderMessageAttachmentUrl(attachmentId: string): string {
  return `/api/order-messages/attachments/${attachmentId}`;
}

export async function serveOrderMessageAttachment(services: DeliveryRouteServices, id: string, req: IncomingMessage, res: ServerResponse) {
  const attachment = isUuid(id)
    ? await services.prisma.orderMessageAttachment.findUnique({
        where: { id },
        include: { file: true, message: { select: { order: { select: { id: true, userId: true, resellerUserId: true, archivedAt: true } } } } },
      })
    : null;
  if (!attachment) return notFound(res);
  const url = new URL(req.url ?? "/", "http://local");
  const viewer = await resolveViewer(services.prisma, services.sessionSecret, requestHeaders(req));
  if (!mayFetch(services, viewer, attachment.message.order, url.searchParams.get("key"))) return notFound(res);
  await serveStoredFile(req, res, { ...attachment.file, name: attachment.name }, services.storage, { download: url.searchParams.has("download"), cacheControl: PRIVATE_CACHE_CONTROL });
}
