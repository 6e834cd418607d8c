// The stuck-render sweep's promise: a render whose instance was killed is taken up by another
// instance within two minutes. The figures that decide it, added up for the worst case (the
// end-to-end proof with two instances: tests/api/renderCrashRecovery.postgres.test.ts).
import { describe, expect, it } from "vitest";
import { RENDER_HEARTBEAT_MS, RENDER_HEARTBEAT_TIMEOUT_MS } from "../fulfilment/renderDeliverable.ts";
import { QUEUES } from "./queues.ts";

const TAKEN_UP_WITHIN_MS = 2 * 60 * 1000;
// pg-boss 10's defaults, which JobQueue keeps: every 30 s an instance checks the schedules, and a
// check less than 30 s after the last one (of any instance) does nothing, so a minute's job may be
// sent a check later than the minute began; the job then waits for pg-boss' cron worker (every
// 5 s) to queue it.
const CRON_CHECK_MS = 30_000;
const CRON_WORKER_POLL_MS = 5_000;
// How often an idle worker asks for a job in production (PRODUCTION_OPTIONS, workers.ts).
const WORKER_POLL_MS = 2_000;

describe("a killed instance's render", () => {
  it("is taken up within two minutes, however the heartbeat, the sweep's schedule and the queue's polling fall", () => {
    expect(QUEUES["requeue-stuck-renders"].cron).toBe("* * * * *");
    // The last heartbeat came at the latest when the instance died: silent long enough RENDER_HEARTBEAT_TIMEOUT_MS later.
    const silentAfterKill = RENDER_HEARTBEAT_TIMEOUT_MS;
    // One sweep a minute, each sent up to one cron check late: two follow each other within 90 s.
    const nextSweep = 60_000 + CRON_CHECK_MS;
    const sweepStarts = CRON_WORKER_POLL_MS + WORKER_POLL_MS;
    // The sweep sends the render job and wakes its own instance's render workers: taken up at once.
    expect(silentAfterKill + nextSweep + sweepStarts).toBeLessThan(TAKEN_UP_WITHIN_MS);
  });

  it("is not taken back from a live render for one late heartbeat", () => {
    expect(RENDER_HEARTBEAT_TIMEOUT_MS).toBeGreaterThanOrEqual(3 * RENDER_HEARTBEAT_MS);
  });
});
