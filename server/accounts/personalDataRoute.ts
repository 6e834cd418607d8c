// GET /api/account/export.json: the signed-in person's own data as one JSON file (a download).
// Only with the browser's session: an API token acts for an integration, not for the person.
// Signed out, the answer is 401; each export is audited.
import type { IncomingMessage, ServerResponse } from "node:http";
import { writeAudit } from "../admin/auditLog.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { clientIp } from "../graphql.ts";
import { requestHeaders } from "../http/fileRoute.ts";
import { personalData } from "./personalData.ts";
import { InvalidTokenError, resolveViewer } from "./viewer.ts";

export type PersonalDataRouteServices = { prisma: PrismaClient; sessionSecret: string; trustProxy: boolean };

function answer(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...headers });
  res.end(body);
}

export async function servePersonalData(services: PersonalDataRouteServices, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET") return answer(res, 405, JSON.stringify({ error: "Method not allowed" }), { Allow: "GET" });
  let viewer;
  try {
    viewer = await resolveViewer(services.prisma, services.sessionSecret, requestHeaders(req));
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    viewer = null;
  }
  if (!viewer?.sessionId) return answer(res, 401, JSON.stringify({ error: "Sign in to download your data." }));
  const now = new Date();
  const data = await personalData(services.prisma, viewer.id, now);
  const headers = requestHeaders(req);
  await writeAudit(services.prisma, { ip: clientIp(headers, req.socket.remoteAddress, services.trustProxy), userAgent: headers.get("user-agent") }, { action: "account.data_exported", actorId: viewer.id, actorEmail: viewer.email, entityType: "User", entityId: viewer.id });
  const day = now.toISOString().slice(0, 10);
  return answer(res, 200, JSON.stringify(data, null, 2), { "Content-Disposition": `attachment; filename="studiofront-personal-data-${day}.json"` });
}
