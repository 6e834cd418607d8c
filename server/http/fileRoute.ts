// GET/HEAD /api/files/{id}: catalogue media (voice samples and photos, music beds, site images)
// are public and cached for a year; every other kind (quote scripts, attachments, deliverables) is
// served only to a signed-in administrator, never stored by caches. Anyone else gets the same 404
// as for an unknown id, so the route does not tell which ids exist.
import type { IncomingMessage, ServerResponse } from "node:http";
import { InvalidTokenError, resolveViewer } from "../accounts/viewer.ts";
import type { Viewer } from "../context.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { serveStoredFile } from "../storage/serveFile.ts";
import { isUuid } from "../../common/ids.ts";
import { isStaff } from "../schema/scopes.ts";

export const PUBLIC_FILE_KINDS = new Set(["VOICE_SAMPLE", "VOICE_PHOTO", "SOUNDTRACK", "CONTENT_IMAGE"]);
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Node's request headers as a fetch `Headers` (repeated headers joined as HTTP allows). */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(name === "cookie" ? "; " : ", ") : value);
  }
  return headers;
}

export type FileRouteServices = { prisma: PrismaClient; storage: FileStorage; sessionSecret: string };

/** A JSON answer that no cache keeps (refusals and errors of the download routes). */
export function answerJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Who asks a download route: the viewer, or null when signed out. An API token that is not valid
 * is answered here (401, as the GraphQL endpoint does) and gives undefined: the route stops.
 */
export async function downloadViewer(services: { prisma: PrismaClient; sessionSecret: string }, req: IncomingMessage, res: ServerResponse): Promise<Viewer | null | undefined> {
  try {
    return await resolveViewer(services.prisma, services.sessionSecret, requestHeaders(req));
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    answerJson(res, 401, { error: error.message }, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
    return undefined;
  }
}

/** The same 404 for an unknown id and for a file this request may not fetch. */
export function notFound(res: ServerResponse) {
  res.writeHead(404, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ error: "Not found" }));
}

export async function serveFileById(services: FileRouteServices, id: string, req: IncomingMessage, res: ServerResponse) {
  const file = isUuid(id) ? await services.prisma.storedFile.findUnique({ where: { id } }) : null;
  if (!file) return notFound(res);
  const download = new URL(req.url ?? "/", "http://local").searchParams.has("download");
  if (PUBLIC_FILE_KINDS.has(file.kind)) return serveStoredFile(req, res, file, services.storage, { download });
  const viewer = await resolveViewer(services.prisma, services.sessionSecret, requestHeaders(req));
  if (!isStaff(viewer)) return notFound(res);
  await serveStoredFile(req, res, file, services.storage, { download, cacheControl: PRIVATE_CACHE_CONTROL });
}
