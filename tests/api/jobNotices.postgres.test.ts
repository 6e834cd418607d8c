// On PostgreSQL a job sent by one instance wakes the idle workers of the others at once (NOTIFY,
// server/jobs/jobQueue.ts) instead of waiting for their next poll; and a worker that finishes a
// job asks for the next one at once, so a queue sent many jobs by another instance is worked
// through without a poll's pause between them. The worker here polls once a minute: only those
// two paths can run the jobs within the test's time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDatabaseFor } from "../../server/jobs/jobDatabase.ts";
import { JobQueue, type QueueDefinitions } from "../../server/jobs/jobQueue.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Queues = { "wake-check": { step: number } };
const settings = { policy: "standard", retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 60, concurrency: 1 } as const;

describe("a job sent by another instance", () => {
  it("is run by an idle worker long before its next poll, and the jobs after it without a pause", async () => {
    expect(t.app.database.kind).toBe("postgresql");
    const ran: number[] = [];
    const worker = new JobQueue<Queues>(jobDatabaseFor(t.app.database), { pollingIntervalSeconds: 60, runSchedules: false, work: true, log: () => {} });
    const sender = new JobQueue<Queues>(jobDatabaseFor(t.app.database), { pollingIntervalSeconds: 60, runSchedules: false, work: false, log: () => {} });
    const definitions: QueueDefinitions<Queues> = { "wake-check": { ...settings, handle: async ({ step }) => void ran.push(step) } };
    await worker.start(definitions);
    await sender.start(definitions);
    try {
      // The worker's first poll, at its start, found nothing: its next is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const sentAt = Date.now();
      for (let step = 1; step <= 5; step++) await sender.send("wake-check", { step });
      while (ran.length < 5 && Date.now() - sentAt < 30_000) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ran.sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await sender.stop({ timeoutMs: 1000 });
      await worker.stop({ timeoutMs: 1000 });
    }
  });
});
