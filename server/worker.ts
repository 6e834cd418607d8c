// A process that runs the background jobs (ROLE=worker): renders, e-mail, webhooks, schedules. On
// its PORT it answers an operator's routes only (/healthz, /readyz, /metrics); it never serves the shop.
import { createServer } from "node:http";
import type { Config } from "./config.ts";
import { currentRequest } from "./operations/currentWork.ts";
import { reportError } from "./operations/errorReports.ts";
import { areaLogger } from "./operations/logger.ts";
import { startMetricsListener } from "./operations/metricsListener.ts";
import { operationalRoutes } from "./operations/operationalRoutes.ts";
import { observedRequests, pathOf } from "./operations/requestLog.ts";
import { startServices } from "./services.ts";

const log = areaLogger("worker");

/** Starts working; answers the function that drains and stops it (SIGTERM). */
export async function startWorker(config: Config): Promise<() => Promise<void>> {
  const running = await startServices(config);
  const operations = operationalRoutes(running);
  const handle = observedRequests({ trustProxy: config.trustProxy, routeOf: () => "operations" }, (req, res) => {
    operations.serve(pathOf(req.url), req, res).then(
      (served) => {
        if (served) return;
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "Not found: a worker answers /healthz, /readyz and /metrics only." }));
      },
      (error: unknown) => {
        log.error({ err: error }, `Unexpected error answering ${req.method} ${pathOf(req.url)}`);
        reportError(error, { requestId: currentRequest()?.requestId, route: "operations" });
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "Internal server error" }));
      },
    );
  });
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const metricsListener = await startMetricsListener(running);
  log.info(`Studiofront worker is running: ${config.renderConcurrency} renders at once; /healthz, /readyz and /metrics on port ${config.port}.`);

  return async () => {
    operations.drain();
    // Running jobs get the grace time to finish, then hand their work back to the queue.
    await running.close({ graceMs: config.shutdownGraceMs });
    await metricsListener?.close();
    server.close();
    server.closeAllConnections();
  };
}
