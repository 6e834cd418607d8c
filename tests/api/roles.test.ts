// Processes by role on one database: a web instance (ROLE=web) sends jobs and runs none, an
// instance that works runs them; the job queue hands back what is still running when it stops;
// /healthz and /readyz answer what a load balancer expects, 503 naming what is wrong or "draining".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../server/app.ts";
import { listMigrations } from "../../server/db/migrate.ts";
import { jobDatabaseFor } from "../../server/jobs/jobDatabase.ts";
import { JobQueue } from "../../server/jobs/jobQueue.ts";
import { readiness } from "../../server/operations/readiness.ts";
import { startAnotherInstance, startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let worker: App | null = null;
beforeAll(async () => {
  t = await startTestApp({ config: { role: "web" } });
});
afterAll(async () => {
  await worker?.close();
  await t.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobState(id: string): Promise<string | null> {
  const rows = await t.prisma.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text AS state FROM pgboss.job WHERE id = $1::uuid`, id);
  return rows[0]?.state ?? null;
}

describe("a web instance", () => {
  it("sends jobs and runs none of them; an instance that works runs them", async () => {
    const id = await t.app.services.jobs.send("purge-bot-check-challenges", {});
    expect(id).toEqual(expect.any(String));
    // Four of the web instance's polling intervals, were it polling.
    await pause(2000);
    expect(await jobState(id!)).toBe("created");

    worker = await startAnotherInstance(t, { config: { role: "worker" } });
    await expect.poll(() => jobState(id!), { timeout: 20_000, interval: 200 }).toBe("completed");
  });
});

describe("a job still running when its queue stops", () => {
  it("is told to hand its work back once the grace time is over, and is run again", async () => {
    const queue = new JobQueue<{ "long-task": { step: string } }>(jobDatabaseFor(t.app.database), { pollingIntervalSeconds: 0.5, runSchedules: false, work: true, log: () => {} });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let handedBack = false;
    await queue.start({
      "long-task": {
        policy: "standard",
        retryLimit: 2,
        retryDelaySeconds: 1,
        expireInSeconds: 600,
        concurrency: 1,
        handle: (_data, job) =>
          new Promise((_resolve, reject) => {
            started();
            job.signal.addEventListener("abort", () => {
              handedBack = true;
              reject(new Error("handed back"));
            });
          }),
      },
    });
    const id = await queue.send("long-task", { step: "mix" });
    await running;
    const stopping = Date.now();
    await queue.stop({ timeoutMs: 500 });
    expect(handedBack).toBe(true);
    // Failed, with retries left: it runs again on another instance or at the next start.
    expect(await jobState(id!)).toBe("retry");
    expect(Date.now() - stopping).toBeLessThan(10_000);
    await t.prisma.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE id = $1::uuid`, id);
  });
});

describe("/healthz and /readyz", () => {
  it("answer alive and ready, naming each check", async () => {
    const base = await t.httpBase();
    const alive = await fetch(`${base}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", role: "web", checks: { database: "ok", migrations: "ok", storage: "ok", queue: "ok" } });
    expect((await fetch(`${base}/readyz`, { method: "POST" })).status).toBe(405);
  });

  it("say which check fails: a migration this version ships that the database lacks, a store that cannot be reached", async () => {
    const [latest] = await t.prisma.$queryRawUnsafe<{ id: string; migration_name: string }[]>(
      `SELECT id, migration_name FROM "_prisma_migrations" WHERE migration_name = $1`,
      listMigrations().at(-1)!.name,
    );
    await t.prisma.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = $1`, latest.id);
    try {
      const unreachable = { ...t.app.services.storage, check: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.9:9000")) };
      const answer = await readiness({ services: { ...t.app.services, storage: unreachable } });
      expect(answer).toEqual({
        ready: false,
        checks: { database: "ok", migrations: `not applied: ${latest.migration_name}`, storage: "connect ECONNREFUSED 10.0.0.9:9000", queue: "ok" },
      });
    } finally {
      await t.prisma.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = $1`, latest.id);
    }
  });

  it("/readyz answers 503 draining once the instance drains, while /healthz still answers", async () => {
    const base = await t.httpBase();
    t.app.drain();
    const draining = await fetch(`${base}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
