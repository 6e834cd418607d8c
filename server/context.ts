import type { Config } from "./config.ts";
import type { PrismaClient, Role, User } from "./db/generated/client.ts";
import type { Mailer } from "./email/outbox.ts";
import type { Jobs } from "./jobs/workers.ts";
import type { PaymentGateway } from "./payments/gateway.ts";
import type { LiveEvents } from "./realtime/liveEvents.ts";
import type { PublicCache } from "./http/publicCacheStore.ts";
import type { FileStorage } from "./storage/fileStorage.ts";

export type Viewer = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session this request is signed in with (absent for API tokens). */
  sessionId: string | null;
  apiTokenId: string | null;
  /** Signed in with a read-only API token: mutations are refused. */
  readOnly: boolean;
  /** The user's row as read with the session or token (the `viewer` field answers from it). */
  user: User;
};

export type Services = {
  prisma: PrismaClient;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  /** Stripe, or the built-in test gateway when no Stripe key is configured. */
  payments: PaymentGateway;
  /** Background jobs (pg-boss): `jobs.send("render-deliverable", { deliverableId })`. Send after the rows a job reads are committed. */
  jobs: Jobs;
  /** News for live pages: `events.orderChanged(orderId)` once the transaction that changed the order has committed. */
  events: LiveEvents;
  /**
   * Answers that are the same for everyone until an administrator changes something: kept for
   * PUBLIC_CACHE_SECONDS, emptied by every administrator's mutation (http/publicCacheStore.ts).
   */
  publicCache: PublicCache;
};

/** What a request knows about who sent it; shared by GraphQL resolvers and plain HTTP routes. */
export type RequestInfo = {
  ip: string;
  userAgent: string | null;
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
