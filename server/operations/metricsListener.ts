// METRICS_PORT: a listener of its own answering GET /metrics without a token, for a port that only
// the monitoring network reaches. It listens on the same addresses as PORT.
import { createServer, type Server } from "node:http";
import type { RunningServices } from "../services.ts";
import { areaLogger } from "./logger.ts";
import { serveMetrics } from "./metricsRoute.ts";
import { pathOf } from "./requestLog.ts";

const log = areaLogger("metrics");

export type MetricsListener = { port: number; close(): Promise<void> };

/** Starts listening on METRICS_PORT; null when it is not set. */
export async function startMetricsListener(running: Pick<RunningServices, "services" | "database">): Promise<MetricsListener | null> {
  const { metricsPort } = running.services.config;
  if (metricsPort === undefined) return null;
  const server: Server = createServer((req, res) => {
    if (pathOf(req.url) !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      return void res.end("Not found: this port answers /metrics only.");
    }
    serveMetrics(running, "open", req, res).catch((error: unknown) => {
      log.error({ err: error }, "The metrics could not be answered");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(metricsPort, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };
  log.info({ port }, `Metrics on port ${port} (/metrics)`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
