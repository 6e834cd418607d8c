// GET/HEAD /api/exports/{orders|payments|refunds|invoices|payouts}.csv?<the table's list query>:
// a management table's rows as CSV, filtered and sorted as the table is, streamed as they are
// read. Signed out: 401; a role that may not export this kind: 403; a parameter that cannot be
// read: 400 naming it.
import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PrismaClient } from "../db/generated/client.ts";
import { answerJson, downloadViewer } from "../http/fileRoute.ts";
import { isExportKind } from "../../common/exports.ts";
import { mayExport } from "./exportKinds.ts";
import { exportQuery, type ExportQuery } from "./exportQuery.ts";
import { EXPORT_SOURCES, ExportParameterError } from "./exportSources.ts";
import { writeExport } from "./exportStream.ts";

export const EXPORT_PATH = /^\/api\/exports\/([a-z]+)\.csv$/;

export type ExportRouteServices = { prisma: PrismaClient; sessionSecret: string };

export async function serveExport(services: ExportRouteServices, kindName: string, req: IncomingMessage, res: ServerResponse) {
  if (!isExportKind(kindName)) return answerJson(res, 404, { error: "Not found" });
  if (req.method !== "GET" && req.method !== "HEAD") return answerJson(res, 405, { error: "Method not allowed" }, { Allow: "GET, HEAD" });
  const viewer = await downloadViewer(services, req, res);
  if (viewer === undefined) return;
  if (!viewer) return answerJson(res, 401, { error: "Sign in to continue." });
  if (!mayExport(viewer, kindName)) return answerJson(res, 403, { error: `You may not export ${kindName}.` });

  const source = EXPORT_SOURCES[kindName];
  let query: ExportQuery;
  try {
    query = exportQuery(source, viewer, new URL(req.url ?? "/", "http://local").searchParams);
  } catch (error) {
    if (error instanceof ExportParameterError) return answerJson(res, 400, { error: error.message, field: error.parameter });
    throw error;
  }

  const day = new Date().toISOString().slice(0, 10);
  res.writeHead(200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${kindName}-${day}.csv"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (req.method === "HEAD") return res.end();

  // A reader that goes away stops the export at its next batch instead of reading on for nobody.
  const gone = new AbortController();
  res.once("close", () => gone.abort());
  const write = async (chunk: string) => {
    if (gone.signal.aborted) throw gone.signal.reason;
    if (!res.write(chunk)) await once(res, "drain", { signal: gone.signal });
  };
  try {
    await writeExport(services.prisma, source, query, write);
  } catch (error) {
    if (gone.signal.aborted) return;
    // The status is sent: a failure can only cut the file short, which the reader sees as an incomplete download.
    res.destroy(error as Error);
    throw error;
  }
  res.end();
}
