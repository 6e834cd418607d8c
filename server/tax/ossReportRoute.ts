// GET/HEAD /api/tax/oss.csv?quarter=2026-Q4: the One-Stop-Shop report of a quarter as CSV, for
// administrators only (session cookie or API token). Signed out: 401; anyone else: 403.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PrismaClient } from "../db/generated/client.ts";
import { answerJson, downloadViewer } from "../http/fileRoute.ts";
import { parseInvoiceContent } from "../invoices/invoiceContent.ts";
import { ossCsv, ossRows, parseQuarter } from "./ossReport.ts";
import { mayKeepBooks } from "../schema/scopes.ts";

export const OSS_REPORT_PATH = "/api/tax/oss.csv";

export type OssReportServices = { prisma: PrismaClient; sessionSecret: string };

export async function serveOssReport(services: OssReportServices, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") return answerJson(res, 405, { error: "Method not allowed" }, { Allow: "GET, HEAD" });
  const viewer = await downloadViewer(services, req, res);
  if (viewer === undefined) return;
  if (!viewer) return answerJson(res, 401, { error: "Sign in to continue." });
  if (!mayKeepBooks(viewer)) return answerJson(res, 403, { error: "Only administrators and accountants may download the OSS report." });

  const quarterParam = new URL(req.url ?? "/", "http://local").searchParams.get("quarter") ?? "";
  const quarter = parseQuarter(quarterParam);
  if (!quarter) return answerJson(res, 400, { error: "quarter must be a calendar quarter, such as 2026-Q4.", field: "quarter" });

  const documents = await services.prisma.invoice.findMany({
    where: { issuedAt: { gte: quarter.from, lt: quarter.until } },
    select: { content: true },
    orderBy: { issuedAt: "asc" },
  });
  const csv = Buffer.from(ossCsv(quarter, ossRows(documents.map((document) => parseInvoiceContent(document.content)))), "utf8");
  res.writeHead(200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Length": String(csv.length),
    "Content-Disposition": `attachment; filename="oss-${quarter.label}.csv"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : csv);
}
