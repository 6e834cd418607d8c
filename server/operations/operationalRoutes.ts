// The routes an operator's tools call, on every role's port: /healthz (the process is alive and its
// event loop answers), /readyz (it can do its work: operations/readiness.ts; 503 while it drains
// on SIGTERM, so a load balancer stops sending it requests before it closes) and /metrics
// (Prometheus; who may read them: metricsRoute.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RunningServices } from "../services.ts";
import { metricsAccess, serveMetrics } from "./metricsRoute.ts";
import { readiness } from "./readiness.ts";

export type OperationalRoutes = {
  /** Answers the request when its path is one of these routes; false otherwise. */
  serve(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** From now on /readyz answers 503 "draining". */
  drain(): void;
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

export function operationalRoutes(running: Pick<RunningServices, "services" | "database">): OperationalRoutes {
  let draining = false;
  const metrics = metricsAccess(running.services.config);
  return {
    drain: () => void (draining = true),
    async serve(pathname, req, res) {
      if (pathname === "/metrics") {
        await serveMetrics(running, metrics, req, res);
        return true;
      }
      if (pathname !== "/healthz" && pathname !== "/readyz") return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "Method not allowed" }));
        return true;
      }
      if (pathname === "/healthz") {
        json(res, 200, { status: "ok" });
        return true;
      }
      if (draining) {
        json(res, 503, { status: "draining" });
        return true;
      }
      const { ready, checks } = await readiness(running);
      json(res, ready ? 200 : 503, { status: ready ? "ready" : "not ready", role: running.services.config.role, checks });
      return true;
    },
  };
}
