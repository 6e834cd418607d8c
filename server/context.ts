// What a GraphQL resolver or an HTTP route is given: the services every process holds, and who
// sent the request. Only interfaces and leaf modules are imported here, so that every domain can
// import Context without an import cycle back through the services' implementations.
import type { Config } from "./config.ts";
import type { PrismaClient } from "./db/generated/client.ts";
import type { Mailer } from "./email/outbox.ts";
import type { JobQueue } from "./jobs/jobQueue.ts";
import type { JobData } from "./jobs/queues.ts";
import type { PaymentGateway } from "./payments/paymentGateway.ts";
import type { LiveEvents } from "./realtime/liveEvents.ts";
import type { PublicCache } from "./http/publicCacheStore.ts";
import type { FileStorage } from "./storage/fileStorage.ts";
import type { RequestInfo, Viewer } from "./viewer.ts";

export type { RequestInfo, Viewer } from "./viewer.ts";

export type Services = {
  prisma: PrismaClient;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  /** Stripe, or the built-in test gateway when no Stripe key is configured. */
  payments: PaymentGateway;
  /** Background jobs (pg-boss): `jobs.send("deliver-emails", {})`. Send after the rows a job reads are committed. */
  jobs: JobQueue<JobData>;
  /** News for live pages: `events.orderChanged(orderId)` once the transaction that changed the order has committed. */
  events: LiveEvents;
  /**
   * Answers that are the same for everyone until an administrator changes something: kept for
   * PUBLIC_CACHE_SECONDS, emptied by every administrator's mutation (http/publicCacheStore.ts).
   */
  publicCache: PublicCache;
};

export type Context = Services &
  RequestInfo & {
    viewer: Viewer | null;
    request: Request;
    /** Set-Cookie values to add to this request's response. */
    responseCookies: string[];
    /** Orders this request proved it may see by presenting their private access key (guests). */
    grantedOrderIds: Set<string>;
  };
