// Every HTTP request, on every role's port: an id (X-Request-Id, sent back on every response), run
// as the current work (currentWork.ts) so GraphQL can add its operation name and viewer, and one
// log line and one duration observation when the response is done. The line holds the method,
// the path without its query string (queries carry private order keys and signed-link keys), the
// status, the duration, the operation name and the viewer's id: never headers, cookies or bodies.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isPersonalDataPath } from "../accounts/personalDataRoute.ts";
import { runAs, type RequestWork } from "./currentWork.ts";
import { listedFieldsLogger } from "./logger.ts";
import { httpRequestDuration } from "./metrics.ts";

// Its lines are requestLine's fields only.
const log = listedFieldsLogger("http");

/** What a request was for, as the metrics' `route` label: a small fixed set, never a path. */
export type RouteKind = "graphql" | "file" | "page" | "api" | "operations";

const OPERATIONAL_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);
const FILE_PATH = /^\/api\/(files\/[^/]+|deliverables\/[^/]+|invoices\/.+|orders\/[^/]+\/files\.zip)$/;

/** The kind of a path of the HTTP application (app.ts). */
export function routeKindOf(pathname: string): RouteKind {
  if (pathname === "/graphql") return "graphql";
  if (OPERATIONAL_PATHS.has(pathname)) return "operations";
  if (FILE_PATH.test(pathname) || isPersonalDataPath(pathname)) return "file";
  if (pathname.startsWith("/api/")) return "api";
  return "page";
}

/** The ids a proxy's X-Request-Id may carry: a UUID, or a token of its own of that kind. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming X-Request-Id when the proxy in front is trusted and the id is well formed; a new UUID otherwise. */
export function requestIdFor(header: string | string[] | undefined, trustProxy: boolean): string {
  const incoming = Array.isArray(header) ? header[0] : header;
  return trustProxy && incoming && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The path of a request target, without its query string or fragment. */
export const pathOf = (url: string | undefined) => (url ?? "/").split(/[?#]/, 1)[0];

/** One request's log line: what was asked, how it ended, and what GraphQL added. */
export function requestLine(req: Pick<IncomingMessage, "method" | "url">, status: number, durationMs: number, work: RequestWork, route: RouteKind, finished: boolean) {
  return {
    requestId: work.requestId,
    method: req.method,
    path: pathOf(req.url),
    route,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    ...(work.operationName ? { operationName: work.operationName } : {}),
    ...(work.viewerId ? { viewerId: work.viewerId } : {}),
    // The client went away before the whole answer was sent.
    ...(finished ? {} : { aborted: true }),
  };
}

export type ObservedRequestsOptions = { trustProxy: boolean; routeOf(pathname: string): RouteKind };

/** `handle` with an id, a log line and a duration observation for every request. */
export function observedRequests(options: ObservedRequestsOptions, handle: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = performance.now();
    // As asked: the handler may route a HEAD request as a GET (http/headRequests.ts).
    const asked = { method: req.method, url: req.url };
    const work: RequestWork = { kind: "request", requestId: requestIdFor(req.headers["x-request-id"], options.trustProxy) };
    res.setHeader("X-Request-Id", work.requestId);
    const route = options.routeOf(pathOf(req.url));
    res.once("close", () => {
      const durationMs = performance.now() - started;
      const method = KNOWN_METHODS.has(asked.method ?? "") ? asked.method! : "other";
      // A subscription's event stream lasts as long as its page is open: not a request's duration.
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/event-stream")) {
        httpRequestDuration.observe({ method, route, status: String(res.statusCode) }, durationMs / 1000);
      }
      const line = requestLine(asked, res.statusCode, durationMs, work, route, res.writableFinished);
      const message = `${line.method} ${line.path} ${line.status}`;
      // A load balancer's probes and Prometheus' scrapes every few seconds: seen with LOG_LEVEL=debug.
      if (route === "operations" && res.statusCode < 400) log.debug(line, message);
      else log.info(line, message);
    });
    runAs(work, () => handle(req, res));
  };
}
