// GET /api/deliverables/{id}: one rendered file (inline for the player, `?download` to save it,
// named with its format: main_menu-mulaw-8khz.wav);
// GET /api/orders/{id}/files.zip: every delivered file of an order, one folder per format, and
// the prompt list (prompts.csv: each prompt's file per format, text and spoken seconds).
// The studio may fetch any rendering; the order's customer, reseller or a holder of its private
// key (`?key=`) only what was delivered. Anyone else gets the same 404 as for an unknown id.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import { isUuid } from "../../common/ids.ts";
import { deliverableDownloadName, FILE_FORMAT_FOLDERS, type FileFormat } from "../../common/orders/fileFormats.ts";
import { resolveViewer } from "../accounts/viewer.ts";
import type { Viewer } from "../context.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { notFound, PRIVATE_CACHE_CONTROL, requestHeaders } from "../http/fileRoute.ts";
import { canSeeOrder, isOrderAccessKey } from "../orders/orderAccess.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { serveStoredFile } from "../storage/serveFile.ts";
import { deliveredFiles } from "./deliverableSets.ts";
import { orderItems } from "./orderItems.ts";
import { PROMPT_LIST_FILE_NAME, promptListCsv } from "./promptListCsv.ts";
import { isStaff } from "../schema/scopes.ts";

export type DeliveryRouteServices = { prisma: PrismaClient; storage: FileStorage; sessionSecret: string };

type OrderOwner = { id: string; userId: string | null; resellerUserId: string | null; archivedAt: Date | null };

/** Whether this caller may fetch files of the order: its parties, with its private key for guests; an archived order only the studio. */
export function mayFetch(services: DeliveryRouteServices, viewer: Viewer | null, order: OrderOwner, key: string | null): boolean {
  if (order.archivedAt) return isStaff(viewer);
  const granted = new Set<string>(key && isOrderAccessKey(services.sessionSecret, order.id, key) ? [order.id] : []);
  return canSeeOrder(order, { viewer, grantedOrderIds: granted });
}

const owner = { select: { id: true, userId: true, resellerUserId: true, archivedAt: true, number: true } } as const;

export async function serveDeliverable(services: DeliveryRouteServices, id: string, req: IncomingMessage, res: ServerResponse) {
  const file = isUuid(id) ? await services.prisma.deliverable.findUnique({ where: { id }, include: { file: true, order: owner } }) : null;
  if (!file?.file) return notFound(res);
  const url = new URL(req.url ?? "/", "http://local");
  const viewer = await resolveViewer(services.prisma, services.sessionSecret, requestHeaders(req));
  const studio = isStaff(viewer);
  if (!studio && (!file.deliveredAt || !mayFetch(services, viewer, file.order, url.searchParams.get("key")))) return notFound(res);
  // Saved on its own, a file carries its format in its name; in the ZIP, the folder says it.
  const name = deliverableDownloadName(file.fileName, file.format as FileFormat);
  await serveStoredFile(req, res, { ...file.file, name }, services.storage, { download: url.searchParams.has("download"), cacheControl: PRIVATE_CACHE_CONTROL });
}

export async function serveDeliveryZip(services: DeliveryRouteServices, orderId: string, req: IncomingMessage, res: ServerResponse) {
  const order = isUuid(orderId)
    ? await services.prisma.order.findUnique({ where: { id: orderId }, select: { ...owner.select, items: true, fileFormats: true, deliveredAt: true } })
    : null;
  if (!order) return notFound(res);
  const url = new URL(req.url ?? "/", "http://local");
  const viewer = await resolveViewer(services.prisma, services.sessionSecret, requestHeaders(req));
  if (!isStaff(viewer) && !mayFetch(services, viewer, order, url.searchParams.get("key"))) return notFound(res);
  const files = deliveredFiles(
    await services.prisma.deliverable.findMany({ where: { orderId, deliveredAt: { not: null }, preview: false, fileId: { not: null } }, include: { file: true } }),
  );
  if (files.length === 0) return notFound(res);
  const zip = new yazl.ZipFile();
  // A file that cannot be read (gone from storage, the store unreachable) cuts the download short.
  // Neither its stream's error nor yazl's may go unheard: either would end the process.
  const cutShort = (error: Error) => (zip.outputStream as Readable).destroy(error);
  zip.on("error", cutShort);
  for (const file of files) {
    // Audio barely compresses: store it as it is.
    zip.addReadStreamLazy(`${FILE_FORMAT_FOLDERS[file.format as FileFormat]}/${file.fileName}`, { compress: false, mtime: file.renderedAt ?? file.createdAt }, (callback) =>
      callback(null, services.storage.read(file.file!.storageKey).once("error", cutShort)),
    );
  }
  const list = promptListCsv(orderItems(order), order.fileFormats, files);
  zip.addBuffer(Buffer.from(list, "utf8"), PROMPT_LIST_FILE_NAME, { mtime: order.deliveredAt ?? new Date() });
  zip.end();
  res.writeHead(200, {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="order-${order.number}-files.zip"`,
    "Cache-Control": PRIVATE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
  await pipeline(zip.outputStream, res);
}
