// The HTTP application: GraphQL, the small REST surface of DESIGN.md §1, and the built client.
import type { IncomingMessage, ServerResponse } from "node:http";
import { issueChallenge } from "./botcheck/altcha.ts";
import type { Config } from "./config.ts";
import type { Services } from "./context.ts";
import type { Database } from "./db/database.ts";
import { createGraphQLHandler } from "./graphql.ts";
import { serveDeliverable, serveDeliveryZip } from "./fulfilment/deliveryRoutes.ts";
import { serveFileById } from "./http/fileRoute.ts";
import { ORDER_MESSAGE_ATTACHMENT_PATH, serveOrderMessageAttachment } from "./orders/orderMessageFiles.ts";
import { OSS_REPORT_PATH, serveOssReport } from "./tax/ossReportRoute.ts";
import { EXPORT_PATH, serveExport } from "./exports/exportRoute.ts";
import { serveInvoicePdf } from "./invoices/invoiceRoute.ts";
import { isPersonalDataPath, servePersonalData } from "./accounts/personalDataRoute.ts";
import { handleStripeWebhook } from "./payments/webhookRoute.ts";
import { persistedOperationsFile, type PersistedDocuments } from "./security/persistedOperations.ts";
import { answerHeadAsGet } from "./http/headRequests.ts";
import { seoFiles } from "./http/seoFiles.ts";
import { pageDocument } from "./http/pageDocument.ts";
import { publicGraphQLAnswers } from "./http/publicGraphQLAnswers.ts";
import { plannedGraphQLAnswers } from "./http/plannedGraphQLAnswers.ts";
import { clientFiles } from "./http/staticFiles.ts";
import { currentRequest } from "./operations/currentWork.ts";
import { reportError } from "./operations/errorReports.ts";
import { areaLogger } from "./operations/logger.ts";
import { operationalRoutes } from "./operations/operationalRoutes.ts";
import { observedRequests, pathOf, routeKindOf } from "./operations/requestLog.ts";
import { startServices, type ServicesOptions } from "./services.ts";

export { databaseOptions } from "./services.ts";

export type App = {
  services: Services;
  database: Database;
  yoga: ReturnType<typeof createGraphQLHandler>["yoga"];
  /** Answers a request, with its X-Request-Id and its log line (operations/requestLog.ts). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** From now on /readyz answers 503, so a load balancer sends no new requests. */
  drain(): void;
  /** Stops the jobs (running ones get `graceMs`, then hand their work back) and closes the connections. */
  close(options?: { graceMs?: number }): Promise<void>;
};

const log = areaLogger("http");

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

// Cookie-authenticated GraphQL requests must not be "simple" cross-site requests: a JSON body
// or an explicit header forces a CORS preflight, which other origins do not pass.
function isCsrfSafe(req: IncomingMessage) {
  if (req.method !== "POST") return true;
  const type = req.headers["content-type"] ?? "";
  return type.startsWith("application/json") || type.startsWith("application/graphql-response+json") || !!req.headers["x-requested-with"];
}

/**
 * The services' options (services.ts: payment gateway, job queue), and: `persistedDocuments`
 * replaces the browser client's persisted operations (relay-compiler's map); `documentsWithoutToken`
 * says whether requests without an API token may send documents of their own (outside production by
 * default, for GraphiQL on a developer's session).
 */
export type AppOptions = ServicesOptions & { persistedDocuments?: PersistedDocuments; documentsWithoutToken?: boolean };

/** The HTTP application of ROLE=all and ROLE=web: the services, then GraphQL, the routes and the client. */
export async function createApp(config: Config, database?: Database, options: AppOptions = {}): Promise<App> {
  const persistedDocuments = options.persistedDocuments ?? persistedOperationsFile(undefined, { reloadWhenChanged: !config.production });
  const running = await startServices(config, database, options);
  const { services, database: db } = running;
  const { storage, publicCache } = services;
  const operations = operationalRoutes(running);
  const documentsWithoutToken = options.documentsWithoutToken ?? !config.production;
  const { yoga, plans } = createGraphQLHandler(services, { persistedDocuments, documentsWithoutToken, publicCache });
  const planned = plannedGraphQLAnswers({ services, plans, persistedDocuments, documentsWithoutToken, publicUrl: config.publicUrl });
  const graphql = publicGraphQLAnswers(yoga, publicCache, config.publicUrl, planned);
  const client = clientFiles(config.clientDir, { document: pageDocument(yoga, config.publicUrl, publicCache) });
  const serveSeoFile = seoFiles(db.prisma, config);

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local");
    if (url.pathname === "/graphql") {
      if (!isCsrfSafe(req)) return json(res, 403, { errors: [{ message: "Send GraphQL requests as application/json." }] });
      return graphql(req, res);
    }
    if (url.pathname === "/api/altcha/challenge" && req.method === "GET") {
      return json(res, 200, await issueChallenge(config.altchaHmacKey, { test: config.altchaTestChallenge }));
    }
    const fileMatch = /^\/api\/files\/([^/]+)$/.exec(url.pathname);
    if (fileMatch) return serveFileById({ prisma: db.prisma, storage, sessionSecret: config.sessionSecret }, fileMatch[1], req, res);
    if (isPersonalDataPath(url.pathname)) {
      const exportServices = { prisma: db.prisma, storage, mailer: services.mailer, sessionSecret: config.sessionSecret, publicUrl: config.publicUrl, trustProxy: config.trustProxy, emailBytes: config.personalDataEmailBytes };
      return servePersonalData(exportServices, req, res);
    }
    if (url.pathname.startsWith("/api/invoices/")) return serveInvoicePdf({ prisma: db.prisma, sessionSecret: config.sessionSecret }, req, res);
    if (url.pathname === OSS_REPORT_PATH) return serveOssReport({ prisma: db.prisma, sessionSecret: config.sessionSecret }, req, res);
    const exportMatch = EXPORT_PATH.exec(url.pathname);
    if (exportMatch) return serveExport({ prisma: db.prisma, sessionSecret: config.sessionSecret }, exportMatch[1], req, res);
    const deliverableMatch = /^\/api\/deliverables\/([^/]+)$/.exec(url.pathname);
    if (deliverableMatch) return serveDeliverable({ prisma: db.prisma, storage, sessionSecret: config.sessionSecret }, deliverableMatch[1], req, res);
    const zipMatch = /^\/api\/orders\/([^/]+)\/files\.zip$/.exec(url.pathname);
    if (zipMatch) return serveDeliveryZip({ prisma: db.prisma, storage, sessionSecret: config.sessionSecret }, zipMatch[1], req, res);
    const attachmentMatch = ORDER_MESSAGE_ATTACHMENT_PATH.exec(url.pathname);
    if (attachmentMatch) return serveOrderMessageAttachment({ prisma: db.prisma, storage, sessionSecret: config.sessionSecret }, attachmentMatch[1], req, res);
    if (await operations.serve(url.pathname, req, res)) return;
    if (url.pathname === "/api/payments/stripe/webhook") return handleStripeWebhook(services, req, res);
    if (url.pathname.startsWith("/api/")) return json(res, 404, { error: "Not found" });
    if (await serveSeoFile(url.pathname, req, res)) return;
    return client.serve(req, res);
  }

  return {
    services,
    database: db,
    yoga,
    handle: observedRequests({ trustProxy: config.trustProxy, routeOf: routeKindOf }, (req, res) => {
      answerHeadAsGet(req);
      route(req, res).catch((error: unknown) => {
        const request = currentRequest();
        log.error({ err: error, path: pathOf(req.url) }, `Unexpected error answering ${req.method} ${pathOf(req.url)}`);
        reportError(error, { requestId: request?.requestId, operationName: request?.operationName, route: routeKindOf(pathOf(req.url)) });
        if (!res.headersSent) json(res, 500, { error: "Internal server error" });
        else res.end();
      });
    }),
    drain: operations.drain,
    close: running.close,
  };
}
