// Whether this process can do its work: what /readyz answers a load balancer or an orchestrator.
// Ready means the database answers, every migration this version ships is applied, the file store
// can be read and written, and the job queue's tables answer. Each check has its own deadline, so
// one that hangs (a store that stopped answering) makes the process unready instead of the probe late.
import { listMigrations } from "../db/migrate.ts";
import type { RunningServices } from "../services.ts";

/** A check slower than this counts as failed. */
export const CHECK_DEADLINE_MS = 3_000;

/** Each check's outcome: "ok", or why not. */
export type Readiness = { ready: boolean; checks: Record<string, string> };

const shippedMigrations = listMigrations().map((migration) => migration.name);

function withinDeadline(check: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${CHECK_DEADLINE_MS} ms`), CHECK_DEADLINE_MS)));
  const outcome = check().then(
    () => "ok",
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return Promise.race([outcome, late]).finally(() => clearTimeout(timer));
}

export async function readiness({ services }: Pick<RunningServices, "services">): Promise<Readiness> {
  const { prisma, storage, jobs } = services;
  const checks = {
    database: () => prisma.$queryRaw`SELECT 1`.then(() => undefined),
    migrations: async () => {
      const rows = await prisma.$queryRaw<{ name: string }[]>`SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
      const applied = new Set(rows.map((row) => row.name));
      const missing = shippedMigrations.filter((name) => !applied.has(name));
      if (missing.length > 0) throw new Error(`not applied: ${missing.join(", ")}`);
    },
    storage: () => storage.check(),
    queue: () => jobs.check(),
  };
  const outcomes = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await withinDeadline(check)] as const));
  return { ready: outcomes.every(([, outcome]) => outcome === "ok"), checks: Object.fromEntries(outcomes) };
}
