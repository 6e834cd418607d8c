// The background job queues: the data their jobs carry, how they are retried, how many run at once
// in one process, and their schedules. What each job does: workers.ts.
import { RENDER_ATTEMPTS, RENDER_RETRY_DELAY_SECONDS } from "../fulfilment/renderRetries.ts";
import type { Database } from "../db/database.ts";
import { jobDatabaseFor } from "./jobDatabase.ts";
import { JobQueue, type QueueSettings, type QueueSettingsMap } from "./jobQueue.ts";
import { areaLogger, lineLog } from "../operations/logger.ts";

/** The data of a scheduled job: none. */
export type Scheduled = Record<string, never>;

export type JobData = {
  /**
   * Renders a Deliverable row's file and every other file of its render set still waiting
   * (server/fulfilment/renderDeliverable.ts); `renderSet` is the set's key (renderQueue.ts).
   */
  "render-deliverable": { deliverableId: string; renderSet: string };
  /** Sends what waits in the e-mail outbox: after every nudge of the mailer, and every minute. */
  "deliver-emails": Scheduled;
  "purge-bot-check-challenges": Scheduled;
  /** Removes e-mailed personal data exports whose link has expired (server/accounts/personalDataExports.ts). */
  "purge-personal-data-exports": Scheduled;
  "release-lapsed-discount-holds": Scheduled;
  "complete-approved-deliveries": Scheduled;
  "approve-due-commissions": Scheduled;
  /** E-mails the one automatic reminder of unpaid orders left for the studio's delay (server/orders/checkoutReminders.ts). */
  "remind-unpaid-checkouts": Scheduled;
  "requeue-stuck-renders": Scheduled;
  /** POSTs one webhook delivery to its endpoint (server/webhooks/webhookDeliveries.ts). */
  "deliver-webhook": { deliveryId: string };
  /** Sends a deliver-webhook job for every delivery whose next attempt is due: every minute, and after an order changed. */
  "send-due-webhooks": Scheduled;
};

export type QueueName = keyof JobData;

/** A scheduled job: one waits at most (further ones are dropped), not retried (the next one comes soon). */
const scheduled = (cron: string): QueueSettings<Scheduled> => ({ policy: "short", retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 10 * 60, concurrency: 1, cron });

export const QUEUES: QueueSettingsMap<JobData> = {
  "render-deliverable": {
    // One job waits per render set (a master's files) however often it is sent; renderDeliverable says when to retry (it throws).
    policy: "short",
    singletonKey: (data) => data.renderSet,
    retryLimit: RENDER_ATTEMPTS - 1,
    retryDelaySeconds: RENDER_RETRY_DELAY_SECONDS,
    expireInSeconds: 10 * 60,
    // A render keeps a core busy; how many run at once in one process is RENDER_CONCURRENCY (workers.ts).
    concurrency: 2,
  },
  "deliver-emails": scheduled("* * * * *"),
  "purge-bot-check-challenges": scheduled("5 * * * *"),
  "purge-personal-data-exports": scheduled("40 * * * *"),
  "release-lapsed-discount-holds": scheduled("20 * * * *"),
  "complete-approved-deliveries": scheduled("35 * * * *"),
  "approve-due-commissions": scheduled("50 * * * *"),
  "remind-unpaid-checkouts": scheduled("*/15 * * * *"),
  // Every minute: a render whose heartbeat stopped 20 s ago is taken back within two minutes of its instance's death (stuckRenders.test.ts adds it up).
  "requeue-stuck-renders": scheduled("* * * * *"),
  "deliver-webhook": {
    // One job waits per delivery; the delivery's own schedule retries it (webhookRules.ts), not pg-boss.
    policy: "short",
    singletonKey: (data) => data.deliveryId,
    retryLimit: 0,
    retryDelaySeconds: 0,
    // An attempt takes 10 s at most.
    expireInSeconds: 60,
    concurrency: 4,
  },
  "send-due-webhooks": scheduled("* * * * *"),
};

/** Installs the queue's schema, the queues and their schedules, and starts nothing (the tests' template database). */
export async function installJobQueues(database: Database): Promise<void> {
  const queue = new JobQueue<JobData>(jobDatabaseFor(database), { pollingIntervalSeconds: 2, runSchedules: false, work: false, log: lineLog(areaLogger("jobs"), "error") });
  await queue.install(QUEUES);
  await queue.stop();
}
