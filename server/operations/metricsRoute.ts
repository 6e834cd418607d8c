// GET /metrics in Prometheus' text format, on a role's own port (operationalRoutes.ts) and on
// METRICS_PORT (metricsListener.ts). On the role's port: with METRICS_TOKEN set, only for
// `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without it, not at all when METRICS_PORT
// serves them (404) or in production (404), and to anyone outside production.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../config.ts";
import type { RunningServices } from "../services.ts";
import { scrapeMetrics } from "./scrapedMetrics.ts";

/** Who may read /metrics on a role's own port. */
export type MetricsAccess = "token" | "open" | "hidden";

export function metricsAccess(config: Pick<Config, "metricsToken" | "metricsPort" | "production">): MetricsAccess {
  if (config.metricsToken) return "token";
  if (config.metricsPort !== undefined || config.production) return "hidden";
  return "open";
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries `token`, compared in constant time (over digests, so lengths do not show). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? "");
  return !!match && timingSafeEqual(digest(match[1]), digest(token));
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(body);
}

/** Answers GET or HEAD /metrics by `access`. */
export async function serveMetrics(running: Pick<RunningServices, "services" | "database">, access: MetricsAccess, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (access === "hidden") return text(res, 404, "Not found");
  if (req.method !== "GET" && req.method !== "HEAD") return text(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  const token = running.services.config.metricsToken;
  if (access === "token" && !carriesToken(req.headers.authorization, token!)) return text(res, 401, "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.", { "WWW-Authenticate": 'Bearer realm="metrics"' });
  const { contentType, text: metrics } = await scrapeMetrics(running);
  res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  res.end(req.method === "HEAD" ? undefined : metrics);
}
