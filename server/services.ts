// What every process of the application holds, whatever its role: the database, the file store,
// the payment gateway, the job queue (working, or only sending for ROLE=web), the live events, and
// the domain events' subscribers (what an order's changes mean for invoices, commissions, webhooks
// and e-mails).
import type { Config } from "./config.ts";
import type { Services } from "./context.ts";
import { setDomainEventSubscribers } from "./events/domainEvents.ts";
import { ORDER_SUBSCRIBERS } from "./events/orderSubscribers.ts";
import { openDatabase, type Database, type DatabaseOptions } from "./db/database.ts";
import { PublicCache } from "./http/publicCacheStore.ts";
import { createJobs, jobMailer, startJobs, type JobsOptions } from "./jobs/workers.ts";
import { createPaymentGateway, type PaymentGateway } from "./payments/gateway.ts";
import { createLiveEvents } from "./realtime/liveEvents.ts";
import { fileStorageFromConfig } from "./storage/fileStorageFromConfig.ts";
import { nudgingWebhooksOnOrderChange } from "./webhooks/webhookDeliveries.ts";

export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl ? { kind: "postgresql", url: config.databaseUrl } : { kind: "pglite-worker", dataDir: config.dataDir };
}

/**
 * `payments` replaces the gateway the configuration chooses. `jobs` changes how the job queue
 * polls, whether this process sends the scheduled jobs and whether it runs jobs at all (by
 * default: unless ROLE=web).
 */
export type ServicesOptions = { payments?: PaymentGateway; jobs?: Partial<JobsOptions> };

export type RunningServices = {
  services: Services;
  database: Database;
  /**
   * Stops taking jobs, gives running ones `graceMs` to finish (then they hand their work back),
   * and closes the connections.
   */
  close(options?: { graceMs?: number }): Promise<void>;
};

export async function startServices(config: Config, database?: Database, options: ServicesOptions = {}): Promise<RunningServices> {
  setDomainEventSubscribers(ORDER_SUBSCRIBERS);
  const db = database ?? (await openDatabase(databaseOptions(config)));
  const storage = await fileStorageFromConfig(config);
  const payments = options.payments ?? (await createPaymentGateway(config));
  const jobs = createJobs(db, { work: config.role !== "web", ...options.jobs });
  const events = nudgingWebhooksOnOrderChange(await createLiveEvents(config), jobs);
  const publicCache = new PublicCache(config.publicCacheSeconds);
  const services: Services = { prisma: db.prisma, config, storage, mailer: jobMailer(jobs), payments, jobs, events, publicCache };
  await startJobs(services);
  return {
    services,
    database: db,
    close: async ({ graceMs = 10_000 } = {}) => {
      // Jobs first: they use the database and publish events.
      await jobs.stop({ timeoutMs: graceMs });
      await events.close();
      await storage.close();
      await db.close();
    },
  };
}
