// GET /api/account/export.json: the signed-in person's own data as one JSON file (a download).
// Only with the browser's session: an API token acts for an integration, not for the person.
// Signed out, the answer is 401; each export is audited. Above `emailBytes` the file is stored and
// e-mailed as a link instead (202 with a JSON message), which GET /api/account/export/{id}.json?key=…
// serves to the same person only, until it expires (personalDataExports.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { isoDay } from "../../common/dates.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { readSettings } from "../admin/settings.ts";
import type { Viewer } from "../context.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import type { Mailer } from "../email/outbox.ts";
import { clientIp } from "../graphql.ts";
import { requestHeaders } from "../http/fileRoute.ts";
import { askedForHeadersOnly } from "../http/headRequests.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { personalData } from "./personalData.ts";
import { emailPersonalDataExport, findPersonalDataExport } from "./personalDataExports.ts";
import { InvalidTokenError, resolveViewer } from "./viewer.ts";

export type PersonalDataRouteServices = {
  prisma: PrismaClient;
  storage: FileStorage;
  mailer: Mailer;
  sessionSecret: string;
  publicUrl: string;
  trustProxy: boolean;
  /** Larger exports are e-mailed as a link (config.personalDataEmailBytes). */
  emailBytes: number;
};

const EXPORT_LINK = /^\/api\/account\/export\/([^/]+)\.json$/;

/** Whether `pathname` is one of this route's addresses. */
export const isPersonalDataPath = (pathname: string) => pathname === "/api/account/export.json" || EXPORT_LINK.test(pathname);

function answer(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...headers });
  res.end(body);
}

const attachment = (date: Date) => ({ "Content-Disposition": `attachment; filename="studiofront-personal-data-${isoDay(date)}.json"` });

export async function servePersonalData(services: PersonalDataRouteServices, req: IncomingMessage, res: ServerResponse) {
  // An export is audited and may be e-mailed: a HEAD would do both for nothing.
  if (req.method !== "GET" || askedForHeadersOnly(req)) return answer(res, 405, JSON.stringify({ error: "Method not allowed" }), { Allow: "GET" });
  const headers = requestHeaders(req);
  let viewer: Viewer | null;
  try {
    viewer = await resolveViewer(services.prisma, services.sessionSecret, headers);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    viewer = null;
  }
  if (!viewer?.sessionId) return answer(res, 401, JSON.stringify({ error: "Sign in to download your data." }));
  const info = { ip: clientIp(headers, req.socket.remoteAddress, services.trustProxy), userAgent: headers.get("user-agent") };
  const url = new URL(req.url ?? "/", "http://local");
  const link = EXPORT_LINK.exec(url.pathname);
  if (link) {
    const found = await findPersonalDataExport(services.prisma, services.sessionSecret, viewer.id, link[1], url.searchParams.get("key") ?? "");
    if (found.status === "not_found") return answer(res, 404, JSON.stringify({ error: "This download link is not yours or does not exist. Sign in as the person it was sent to." }));
    if (found.status === "expired") return answer(res, 410, JSON.stringify({ error: "This download link has expired. Ask for your data again on the Your data page." }));
    await writeAudit(services.prisma, info, { action: "account.data_export_downloaded", actorId: viewer.id, actorEmail: viewer.email, entityType: "User", entityId: viewer.id, metadata: { exportId: link[1] } });
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": String(found.size), "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...attachment(found.createdAt) });
    const stream = services.storage.read(found.storageKey);
    stream.on("error", () => res.destroy());
    stream.pipe(res);
    return;
  }
  const now = new Date();
  const data = await personalData(services.prisma, viewer.id, now);
  const body = Buffer.from(JSON.stringify(data, null, 2));
  if (body.length > services.emailBytes) {
    const { studioName } = await readSettings(services.prisma);
    const { expiresAt } = await emailPersonalDataExport(
      { prisma: services.prisma, storage: services.storage, secretKey: services.sessionSecret, publicUrl: services.publicUrl, studioName },
      info,
      { id: viewer.id, email: viewer.email, name: viewer.name },
      body,
      now,
    );
    void services.mailer.deliverPending();
    return answer(res, 202, JSON.stringify({ emailed: true, email: viewer.email, expiresAt: expiresAt.toISOString(), message: `Your data is large, so we e-mailed a download link to ${viewer.email}. It works for you only, until ${isoDay(expiresAt)}.` }));
  }
  await writeAudit(services.prisma, info, { action: "account.data_exported", actorId: viewer.id, actorEmail: viewer.email, entityType: "User", entityId: viewer.id });
  return answer(res, 200, body, attachment(now));
}
