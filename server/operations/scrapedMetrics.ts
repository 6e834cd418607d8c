// The /metrics answer: the process' metrics (metrics.ts) and figures read when it is scraped: jobs
// waiting per queue and the age of the oldest, the e-mail outbox's backlog, the database pools'
// connections. A reading that fails or hangs is logged and its metrics are left out of that
// scrape; the others are still answered.
import { Gauge, Registry } from "prom-client";
import type { RunningServices } from "../services.ts";
import { areaLogger } from "./logger.ts";
import { metricsRegistry } from "./metrics.ts";

const log = areaLogger("metrics");

/** A reading slower than this is left out of the scrape (Prometheus gives up on a scrape after 10 s by default). */
export const READING_DEADLINE_MS = 3_000;

type Reading = { what: string; read(registry: Registry): Promise<void> | void };

function gauge<Label extends string>(registry: Registry, name: string, help: string, labelNames: readonly Label[]) {
  return new Gauge<Label>({ name, help, labelNames, registers: [registry] });
}

function readings({ services, database }: Pick<RunningServices, "services" | "database">): Reading[] {
  return [
    {
      what: "job queue",
      async read(registry) {
        const queues = await services.jobs.waiting();
        const waiting = gauge(registry, "studiofront_job_queue_waiting", "Jobs due and waiting for a worker, per queue.", ["queue"]);
        const oldest = gauge(registry, "studiofront_job_queue_oldest_waiting_seconds", "How long the oldest job due in the queue has waited for a worker.", ["queue"]);
        for (const queue of queues) {
          waiting.set({ queue: queue.queue }, queue.waiting);
          oldest.set({ queue: queue.queue }, queue.oldestWaitingSeconds);
        }
      },
    },
    {
      what: "e-mail outbox",
      async read(registry) {
        const pending = await services.prisma.emailOutbox.count({ where: { status: "PENDING" } });
        gauge(registry, "studiofront_email_outbox_pending", "E-mails in the outbox waiting to be sent.", []).set(pending);
      },
    },
    {
      what: "database pools",
      read(registry) {
        const pools = Object.entries({ prisma: database.poolUse?.() ?? null, jobs: services.jobs.poolUse() }).filter((entry) => entry[1] !== null);
        if (pools.length === 0) return;
        const connections = gauge(registry, "studiofront_db_pool_connections", "Connections of a database pool (prisma: requests and jobs' queries; jobs: the job queue's), open or idle.", ["pool", "state"]);
        const waiting = gauge(registry, "studiofront_db_pool_waiting", "Queries waiting for a connection of a database pool.", ["pool"]);
        for (const [pool, use] of pools) {
          connections.set({ pool, state: "total" }, use!.total);
          connections.set({ pool, state: "idle" }, use!.idle);
          waiting.set({ pool }, use!.waiting);
        }
      },
    },
  ];
}

async function withinDeadline(reading: Reading, registry: Registry): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${READING_DEADLINE_MS} ms`)), READING_DEADLINE_MS)));
  try {
    await Promise.race([reading.read(registry), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The metrics text of one scrape, with its content type. */
export async function scrapeMetrics(running: Pick<RunningServices, "services" | "database">): Promise<{ contentType: string; text: string }> {
  const outcomes = await Promise.all(
    readings(running).map(async (reading) => {
      // Each reading in a registry of its own: one failing half-way leaves nothing behind.
      const registry = new Registry();
      try {
        await withinDeadline(reading, registry);
        return registry;
      } catch (error) {
        log.warn({ reading: reading.what, error: error instanceof Error ? error.message : String(error) }, `Metrics of the ${reading.what} left out of this scrape`);
        return null;
      }
    }),
  );
  const registry = Registry.merge([metricsRegistry, ...outcomes.filter((outcome) => outcome !== null)]);
  return { contentType: metricsRegistry.contentType, text: await registry.metrics() };
}
