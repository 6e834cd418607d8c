// Background jobs on PostgreSQL with pg-boss, in its own schema "pgboss". Queues are declared once
// with the data their jobs carry, their retry and expiry policy, how many run at once in this
// process and an optional cron schedule (server/jobs/queues.ts), and their handler
// (server/jobs/workers.ts); `send` accepts only a declared queue with its data. Every instance that
// works (ROLE=all or worker) works every queue: pg-boss hands each job to one instance (FOR UPDATE
// SKIP LOCKED), and sends each scheduled job once for all of them. A web instance only sends.
import PgBoss from "pg-boss";
import type { PoolUse } from "../db/database.ts";
import { runAs } from "../operations/currentWork.ts";
import { isExpectedFailure, reportError } from "../operations/errorReports.ts";
import { areaLogger, withoutEmailAddresses } from "../operations/logger.ts";
import { jobDuration, jobFailures } from "../operations/metrics.ts";
import type { JobDatabase } from "./jobDatabase.ts";

const SCHEMA = "pgboss";

/** Queue name → the data its jobs carry. */
export type QueueDataMap = Record<string, object>;

/** How a queue's jobs are kept, retried and run; with a handler, a QueueDefinition. */
export type QueueSettings<Data> = {
  /**
   * pg-boss' queue policy. "short": at most one job waits per singleton key (a job sent while one
   * waits is dropped); "standard": no such limit.
   */
  policy: "standard" | "short";
  /** How many times a failed job runs again, retryDelaySeconds after failing. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** How many jobs of this queue run at once in this process. */
  concurrency: number;
  /** The key that makes two jobs the same job (see `policy`), and by which liveKeys() finds them. */
  singletonKey?: (data: Data) => string;
  /** Cron expression (UTC) on which a job with empty data is sent, once for all instances. */
  cron?: string;
};

/**
 * The job a handler runs. `signal` aborts when the process stops and the job has not finished
 * within the stop's grace time: the handler hands its work back (releases what it holds) and
 * throws, and the queue runs the job again, on another instance or after the next start.
 */
export type RunningJob = { id: string; signal: AbortSignal };

export type QueueDefinition<Data> = QueueSettings<Data> & { handle(data: Data, job: RunningJob): Promise<unknown> };

export type QueueSettingsMap<Queues extends QueueDataMap> = { [Name in keyof Queues & string]: QueueSettings<Queues[Name]> };
export type QueueDefinitions<Queues extends QueueDataMap> = { [Name in keyof Queues & string]: QueueDefinition<Queues[Name]> };

export type JobQueueOptions = {
  /** How often an idle worker asks for a job (pg-boss allows 0.5 s at least). Jobs sent from this process start at once regardless. */
  pollingIntervalSeconds: number;
  /** Whether this process sends the scheduled jobs (all instances may: each is sent once). */
  runSchedules: boolean;
  /**
   * Whether this process runs jobs (ROLE=all and worker). Without, it only sends them (ROLE=web):
   * no workers, no schedules, no maintenance of the queue's tables.
   */
  work: boolean;
  log: (line: string) => void;
};

export type SendOptions = { startAfter?: Date };

export class JobQueueNotStartedError extends Error {
  constructor(name: string) {
    super(`The job queue is not running: cannot send a "${name}" job before start() or after stop().`);
    this.name = "JobQueueNotStartedError";
  }
}

export class JobsStillRunningError extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly busy: Record<string, number>,
  ) {
    super(`Jobs are still waiting or running after ${timeoutMs} ms: ${Object.entries(busy).map(([name, count]) => `${name} (${count})`).join(", ")}.`);
    this.name = "JobsStillRunningError";
  }
}

/** The NOTIFY channel on which an instance that sent a job tells the others' workers its queue's name. */
const JOBS_SENT_CHANNEL = "studiofront_jobs_sent";

/** How long a job told to hand its work back has to do so. */
const HAND_BACK_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const jobLog = areaLogger("jobs");

/** A job's data holds ids only; of it, a job's log line shows the string fields named …Id and nothing else. */
function idsOf(data: object): Record<string, string> {
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => entry[0].endsWith("Id") && typeof entry[1] === "string" && /^[\w-]{1,64}$/.test(entry[1])));
}

/** Jobs waiting to run (due, not taken by a worker) in one queue, and how long the oldest has waited. */
export type QueueWaiting = { queue: string; waiting: number; oldestWaitingSeconds: number };

export class JobQueue<Queues extends QueueDataMap> {
  private readonly boss: PgBoss;
  private definitions: QueueDefinitions<Queues> | null = null;
  private readonly workerIds = new Map<string, string[]>();
  /** Between the end of start() and the beginning of stop(): jobs are sent and run. */
  private running = false;
  /** Aborted when stop()'s grace time is over: running jobs hand their work back. */
  private readonly handBack = new AbortController();
  private stopped = false;
  /** Stops listening for jobs sent by other instances. */
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: JobDatabase,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db,
      schema: SCHEMA,
      schedule: options.work && options.runSchedules,
      supervise: options.work,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    });
    // Without a listener EventEmitter would throw these (a failed poll, a lost connection).
    this.boss.on("error", (error) => options.log(`[jobs] ${error.message}`));
  }

  /** Installs pg-boss' schema (or migrates it) and declares the queues and their schedules; starts no worker. */
  async install(settings: QueueSettingsMap<Queues>): Promise<void> {
    await this.boss.start();
    for (const [name, definition] of Object.entries(settings) as [string, QueueSettings<object>][]) {
      const queue = {
        name,
        policy: definition.policy,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: false,
        expireInSeconds: definition.expireInSeconds,
      };
      // createQueue leaves an existing queue alone: updateQueue brings it to this definition.
      await this.boss.createQueue(name, queue);
      await this.boss.updateQueue(name, queue);
      if (definition.cron) await this.boss.schedule(name, definition.cron, {}, { tz: "UTC" });
      else await this.boss.unschedule(name);
    }
  }

  /** install(), then the workers of every queue (unless this process only sends). */
  async start(definitions: QueueDefinitions<Queues>): Promise<void> {
    await this.install(definitions);
    this.definitions = definitions;
    this.running = true;
    if (!this.options.work) return;
    const declared = Object.entries(definitions) as [string, QueueDefinition<object>][];
    for (const [name, definition] of declared) {
      const ids: string[] = [];
      for (let worker = 0; worker < definition.concurrency; worker++) {
        ids.push(await this.boss.work<object>(name, { batchSize: 1, includeMetadata: true }, (jobs) => this.run(name, definition, jobs)));
      }
      this.workerIds.set(name, ids);
    }
    // A job sent by another instance (a web instance's render) wakes this one's workers at once
    // rather than at their next poll.
    this.unlisten = (await this.db.listen?.(JOBS_SENT_CHANNEL, (name) => this.wake(name))) ?? null;
  }

  /**
   * Runs the jobs pg-boss handed out, each as the current work (its log lines carry queue, job id
   * and attempt), and writes one line per job: completed, failed (with the error's message), or
   * handed back (the process is stopping). An unexpected failure is reported (errorReports.ts).
   */
  private async run(name: string, definition: QueueDefinition<object>, jobs: PgBoss.JobWithMetadata<object>[]) {
    // A poll under way when stop() began can still hand out a job: it is failed (and so retried)
    // rather than run while the connections close.
    if (!this.running) throw new Error("The job queue is stopping: the job is left to be retried.");
    try {
      await this.runEach(name, definition, jobs);
    } finally {
      // pg-boss polls again only after its interval: a worker that just finished asks at once, so
      // a queue with jobs waiting (sent by another instance, or more than there are workers) is
      // worked through without a pause between jobs.
      if (this.running) this.wake(name);
    }
  }

  private async runEach(name: string, definition: QueueDefinition<object>, jobs: PgBoss.JobWithMetadata<object>[]) {
    for (const job of jobs) {
      const attempt = job.retryCount + 1;
      const line = { queue: name, jobId: job.id, attempt, ...idsOf(job.data ?? {}) };
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        await runAs({ kind: "job", queue: name, jobId: job.id, attempt }, () => definition.handle(job.data, { id: job.id, signal: this.handBack.signal }));
        const duration = seconds();
        jobDuration.observe({ queue: name, outcome: "completed" }, duration);
        jobLog.info({ ...line, durationMs: Math.round(duration * 1000), outcome: "completed" }, `${name} job completed`);
      } catch (error) {
        const duration = seconds();
        const message = withoutEmailAddresses(error instanceof Error ? error.message : String(error));
        if (this.handBack.signal.aborted) {
          jobDuration.observe({ queue: name, outcome: "handed_back" }, duration);
          jobLog.info({ ...line, durationMs: Math.round(duration * 1000), outcome: "handed back", error: message }, `${name} job handed back`);
          throw error;
        }
        jobDuration.observe({ queue: name, outcome: "failed" }, duration);
        jobFailures.inc({ queue: name });
        jobLog.warn({ ...line, durationMs: Math.round(duration * 1000), outcome: "failed", error: message }, `${name} job failed`);
        if (!isExpectedFailure(error)) reportError(error, { queue: name, jobId: job.id, attempt });
        throw error;
      }
    }
  }

  /**
   * Queues a job; a worker of this process is woken for it. Answers the job's id, or null when
   * the queue's policy dropped it (a job of the same key is already waiting).
   */
  async send<Name extends keyof Queues & string>(name: Name, data: Queues[Name], options: SendOptions = {}): Promise<string | null> {
    if (!this.running || !this.definitions) throw new JobQueueNotStartedError(name);
    const definition = this.definitions[name];
    const id = await this.boss.send(name, data, {
      ...(definition.singletonKey ? { singletonKey: definition.singletonKey(data) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    if (id) {
      this.wake(name);
      if (this.db.listen) await this.db.executeSql("SELECT pg_notify($1, $2)", [JOBS_SENT_CHANNEL, name]);
    }
    return id;
  }

  /** Which of `keys` have a job of this queue waiting, retrying or running (queues with a singletonKey). */
  async liveKeys<Name extends keyof Queues & string>(name: Name, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    // pg-boss 10 has no call for this; its job table is pinned with the package version.
    const { rows } = await this.db.executeSql(
      `SELECT DISTINCT singleton_key AS key FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'completed'`,
      [name, [...keys]],
    );
    return new Set((rows as { key: string }[]).map((row) => row.key));
  }

  /** Resolves when the queue's tables answer (readiness). */
  async check(): Promise<void> {
    await this.db.executeSql(`SELECT version FROM ${SCHEMA}.version`);
  }

  /**
   * Per declared queue, the jobs due and waiting for a worker (created or to be retried, their
   * start time passed) and the age of the oldest of them since it became due: one statement.
   */
  async waiting(): Promise<QueueWaiting[]> {
    const { rows } = await this.db.executeSql(
      `SELECT name, count(*)::int AS waiting, EXTRACT(EPOCH FROM now() - min(start_after))::float8 AS oldest FROM ${SCHEMA}.job WHERE state < 'active' AND start_after <= now() GROUP BY name`,
    );
    const found = new Map((rows as { name: string; waiting: number; oldest: number }[]).map((row) => [row.name, row]));
    return Object.keys(this.definitions ?? {}).map((queue) => ({ queue, waiting: found.get(queue)?.waiting ?? 0, oldestWaitingSeconds: Math.max(0, found.get(queue)?.oldest ?? 0) }));
  }

  /** The queue's own connection pool (PostgreSQL and the embedded database's thread); null when it shares PGlite's session. */
  poolUse(): PoolUse | null {
    return this.db.poolUse?.() ?? null;
  }

  /** Jobs not finished yet (waiting, retrying or running), per queue that has any. */
  async unfinished(): Promise<Record<string, number>> {
    const busy: Record<string, number> = {};
    for (const name of Object.keys(this.definitions ?? {})) {
      const count = await this.boss.getQueueSize(name, { before: "completed" });
      if (count > 0) busy[name] = count;
    }
    return busy;
  }

  /**
   * Waits until every job of every queue has finished (completed, or failed for good), retries
   * included, waking this process' workers meanwhile: tests wait for the work a request queued.
   */
  async drain({ timeoutMs = 30_000 } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const busy = await this.unfinished();
      if (Object.keys(busy).length === 0) return;
      if (Date.now() > deadline) throw new JobsStillRunningError(timeoutMs, busy);
      for (const name of Object.keys(busy)) this.wake(name);
      await pause(50);
    }
  }

  private wake(name: string) {
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones to finish. Those still
   * running then are told to hand their work back (RunningJob.signal) and are failed, to be run
   * again by another instance or the next start; then the connection closes.
   */
  async stop({ timeoutMs = 30_000 } = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.running = false;
    await this.unlisten?.();
    const handBack = setTimeout(() => this.handBack.abort(), timeoutMs);
    try {
      // The extra time lets handlers that were told to hand back finish doing so before pg-boss
      // fails what is left.
      await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs + HAND_BACK_MS });
    } finally {
      clearTimeout(handBack);
      await this.db.close();
    }
  }
}
