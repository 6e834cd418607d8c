// The HTTP application: GraphQL, the small REST surface of DESIGN.md §1, and the built client.
import type { IncomingMessage, ServerResponse } from "node:http";
import { issueChallenge } from "./botcheck/altcha.ts";
import type { Config } from "./config.ts";
import type { Services } from "./context.ts";
import { openDatabase, type Database, type DatabaseOptions } from "./db/database.ts";
import { createGraphQLHandler } from "./graphql.ts";
import { serveDeliverable, serveDeliveryZip } from "./fulfilment/deliveryRoutes.ts";
import { serveFileById } from "./http/fileRoute.ts";
import { createJobs, jobMailer, startJobs, type JobsOptions } from "./jobs/workers.ts";
import { serveInvoicePdf } from "./invoices/invoiceRoute.ts";
import { isPersonalDataPath, servePersonalData } from "./accounts/personalDataRoute.ts";
import { createPaymentGateway, type PaymentGateway } from "./payments/gateway.ts";
import { handleStripeWebhook } from "./payments/webhookRoute.ts";
import { createLiveEvents } from "./realtime/liveEvents.ts";
import { persistedOperationsFile, type PersistedDocuments } from "./security/persistedOperations.ts";
import { seoFiles } from "./http/seoFiles.ts";
import { pageDocument } from "./http/pageDocument.ts";
import { PublicCache } from "./http/publicCache.ts";
import { publicGraphQLAnswers } from "./http/publicGraphQLAnswers.ts";
import { clientFiles } from "./http/staticFiles.ts";
import { fileStorageFromConfig } from "./storage/fileStorageFromConfig.ts";
import { nudgingWebhooksOnOrderChange } from "./webhooks/webhookDeliveries.ts";

export type App = {
  services: Services;
  database: Database;
  yoga: ReturnType<typeof createGraphQLHandler>;
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
};

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

export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl ? { kind: "postgresql", url: config.databaseUrl } : { kind: "pglite-worker", dataDir: config.dataDir };
}

/**
 * `payments` replaces the gateway the configuration chooses. `persistedDocuments` replaces the
 * browser client's persisted operations (relay-compiler's map); `documentsWithoutToken` says
 * whether requests without an API token may send documents of their own (outside production by
 * default, for GraphiQL on a developer's session). `jobs` changes how the job queue polls and
 * whether this process sends the scheduled jobs (the tests poll often and schedule nothing).
 */
export type AppOptions = { payments?: PaymentGateway; persistedDocuments?: PersistedDocuments; documentsWithoutToken?: boolean; jobs?: Partial<JobsOptions> };

export async function createApp(config: Config, database?: Database, options: AppOptions = {}): Promise<App> {
  const persistedDocuments = options.persistedDocuments ?? persistedOperationsFile(undefined, { reloadWhenChanged: !config.production });
  const db = database ?? (await openDatabase(databaseOptions(config)));
  const storage = fileStorageFromConfig(config);
  const payments = options.payments ?? createPaymentGateway(config);
  const jobs = createJobs(db, options.jobs);
  const events = nudgingWebhooksOnOrderChange(await createLiveEvents(config), jobs);
  const publicCache = new PublicCache(config.publicCacheSeconds);
  const services: Services = { prisma: db.prisma, config, storage, mailer: jobMailer(jobs), payments, jobs, events, publicCache };
  await startJobs(services);
  const yoga = createGraphQLHandler(services, { persistedDocuments, documentsWithoutToken: options.documentsWithoutToken ?? !config.production, publicCache });

  const graphql = publicGraphQLAnswers(yoga, publicCache, config.publicUrl);
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
    const deliverableMatch = /^\/api\/deliverables\/([^/]+)$/.exec(url.pathname);
    if (deliverableMatch) return serveDeliverable({ prisma: db.prisma, storage, sessionSecret: config.sessionSecret }, deliverableMatch[1], req, res);
    const zipMatch = /^\/api\/orders\/([^/]+)\/files\.zip$/.exec(url.pathname);
    if (zipMatch) return serveDeliveryZip({ prisma: db.prisma, storage, sessionSecret: config.sessionSecret }, zipMatch[1], req, res);
    if (url.pathname === "/healthz") {
      await db.prisma.$queryRaw`SELECT 1`;
      return json(res, 200, { status: "ok" });
    }
    if (url.pathname === "/api/payments/stripe/webhook") return handleStripeWebhook(services, req, res);
    if (url.pathname.startsWith("/api/")) return json(res, 404, { error: "Not found" });
    if (await serveSeoFile(url.pathname, req, res)) return;
    return client.serve(req, res);
  }

  return {
    services,
    database: db,
    yoga,
    handle(req, res) {
      route(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) json(res, 500, { error: "Internal server error" });
        else res.end();
      });
    },
    // Running jobs finish first (or are left to be retried): they use the database.
    close: async () => {
      await jobs.stop({ timeoutMs: 10_000 });
      await events.close();
      await db.close();
    },
  };
}
