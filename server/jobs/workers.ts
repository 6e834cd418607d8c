// What every background job does, queue by queue (their settings and schedules: queues.ts). The
// work itself lives with its domain; a handler only calls it.
import { purgeExpiredChallenges } from "../botcheck/altcha.ts";
import { purgeExpiredPersonalDataExports } from "../accounts/personalDataExports.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/database.ts";
import { releaseLapsedHolds } from "../discounts/lapsedHolds.ts";
import { createEmailDelivery, type Mailer } from "../email/outbox.ts";
import { completeApprovedDeliveries } from "../fulfilment/autoComplete.ts";
import { approveDueCommissions } from "../partners/commissions.ts";
import { sendDueCheckoutReminders } from "../orders/checkoutReminders.ts";
import { renderDeliverable } from "../fulfilment/renderDeliverable.ts";
import { jobDatabaseFor } from "./jobDatabase.ts";
import { JobQueue, type JobQueueOptions, type QueueDefinitions } from "./jobQueue.ts";
import { QUEUES, type JobData } from "./queues.ts";
import { areaLogger, lineLog } from "../operations/logger.ts";
import { requeueStuckRenders } from "./stuckRenders.ts";
import { deliverWebhook, sendDueWebhooks } from "../webhooks/webhookDeliveries.ts";

export type { JobData, QueueName } from "./queues.ts";

/** The job queue as the rest of the server sees it (Services.jobs). */
export type Jobs = JobQueue<JobData>;

export type JobsOptions = Omit<JobQueueOptions, "log">;

const PRODUCTION_OPTIONS: JobsOptions = { pollingIntervalSeconds: 2, runSchedules: true, work: true };

export function queueDefinitions(services: Services, log: (line: string) => void = lineLog(areaLogger("email"))): QueueDefinitions<JobData> {
  const emails = createEmailDelivery(services.prisma, services.config, log);
  return {
    "render-deliverable": {
      ...QUEUES["render-deliverable"],
      concurrency: services.config.renderConcurrency,
      handle: (data, job) => renderDeliverable(services, data.deliverableId, { signal: job.signal }),
    },
    "deliver-emails": { ...QUEUES["deliver-emails"], handle: () => emails.run() },
    "purge-bot-check-challenges": { ...QUEUES["purge-bot-check-challenges"], handle: () => purgeExpiredChallenges(services.prisma) },
    "purge-personal-data-exports": { ...QUEUES["purge-personal-data-exports"], handle: () => purgeExpiredPersonalDataExports(services.prisma, services.storage) },
    "release-lapsed-discount-holds": { ...QUEUES["release-lapsed-discount-holds"], handle: () => releaseLapsedHolds(services) },
    "complete-approved-deliveries": { ...QUEUES["complete-approved-deliveries"], handle: () => completeApprovedDeliveries(services) },
    "approve-due-commissions": { ...QUEUES["approve-due-commissions"], handle: () => approveDueCommissions(services.prisma) },
    "remind-unpaid-checkouts": { ...QUEUES["remind-unpaid-checkouts"], handle: () => sendDueCheckoutReminders(services) },
    "requeue-stuck-renders": { ...QUEUES["requeue-stuck-renders"], handle: () => requeueStuckRenders(services) },
    "deliver-webhook": { ...QUEUES["deliver-webhook"], handle: (data) => deliverWebhook(services, data.deliveryId, { publicOnly: services.config.production }) },
    "send-due-webhooks": { ...QUEUES["send-due-webhooks"], handle: () => sendDueWebhooks(services) },
  };
}

/** The queue on the application's database, not started yet (startJobs starts it). */
export function createJobs(database: Database, options: Partial<JobsOptions> = {}, log: (line: string) => void = lineLog(areaLogger("jobs"), "error")): Jobs {
  return new JobQueue<JobData>(jobDatabaseFor(database), { ...PRODUCTION_OPTIONS, ...options, log });
}

/** Starts the workers of every queue and the schedules. */
export function startJobs(services: Services): Promise<void> {
  return services.jobs.start(queueDefinitions(services));
}

/**
 * The mailer request code nudges after queuing e-mail: it sends a deliver-emails job (at most one
 * waits), which whichever instance is free takes. Never rejects: a nudge that cannot be sent is
 * logged, and the every-minute run delivers the e-mail.
 */
export function jobMailer(jobs: Pick<Jobs, "send">, log: (line: string) => void = lineLog(areaLogger("email"), "error")): Mailer {
  return {
    deliverPending: () =>
      jobs.send("deliver-emails", {}).then(
        () => undefined,
        (error: unknown) => log(`[email] delivery run not queued: ${error instanceof Error ? error.message : String(error)}`),
      ),
  };
}
