// The job queue (pg-boss) on the application's database: its statements and Prisma's transactions
// stay apart (on PGlite they share one session), one waiting render per render set, waiting for idle
// queues, and the sweep that sends lost renders again.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDatabaseFor } from "../../server/jobs/jobDatabase.ts";
import { JobsStillRunningError } from "../../server/jobs/jobQueue.ts";
import { requeueStuckRenders } from "../../server/jobs/stuckRenders.ts";
import { renderSetKey } from "../../server/fulfilment/renderQueue.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await startTestApp();
  serviceId = (await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } })).id;
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

async function jobState(id: string): Promise<string | null> {
  const rows = await t.prisma.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text AS state FROM pgboss.job WHERE id = $1::uuid`, id);
  return rows[0]?.state ?? null;
}

const deleteJob = (id: string) => t.prisma.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE id = $1::uuid`, id);

describe("the queue's statements and Prisma's transactions", () => {
  it("a job sent while a transaction is open is not part of it: the rollback neither undoes nor loses it", async () => {
    const subject = `Rolled back ${randomUUID()}`;
    let sending: Promise<string | null> | undefined;
    let sentWhileOpen = false;
    await expect(
      t.prisma.$transaction(async (tx) => {
        await tx.emailOutbox.create({ data: { to: "rollback@example.com", subject, text: "Never sent" } });
        sending = t.app.services.jobs.send("render-deliverable", { deliverableId: randomUUID(), renderSet: randomUUID() });
        void sending.then(() => (sentWhileOpen = true));
        await pause(200);
        // On PGlite the send waits for this transaction to end rather than join it.
        if (t.app.database.kind === "pglite") expect(sentWhileOpen).toBe(false);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");

    const jobId = await sending!;
    expect(jobId).toEqual(expect.any(String));
    expect(await t.prisma.emailOutbox.count({ where: { subject } })).toBe(0);
    await t.app.services.jobs.drain();
    expect(await jobState(jobId!)).toBe("completed");
  });

  it("a statement of the queue that fails while a transaction is open leaves the transaction to commit", async () => {
    const db = jobDatabaseFor(t.app.database);
    try {
      const subjects = [`Committed ${randomUUID()}`, `Committed ${randomUUID()}`];
      let failing: Promise<unknown> | undefined;
      await t.prisma.$transaction(async (tx) => {
        await tx.emailOutbox.create({ data: { to: "commit@example.com", subject: subjects[0], text: "Hello" } });
        failing = db.executeSql("SELECT pgboss.no_such_function()", []);
        failing.catch(() => {});
        await pause(200);
        // Had the failed statement run inside this transaction, PostgreSQL would refuse this one.
        await tx.emailOutbox.create({ data: { to: "commit@example.com", subject: subjects[1], text: "Hello" } });
      });
      await expect(failing).rejects.toThrow(/no_such_function/);
      expect(await t.prisma.emailOutbox.count({ where: { subject: { in: subjects } } })).toBe(2);
    } finally {
      await db.close();
    }
  });

  it("a script of the queue that fails half-way leaves no transaction open behind it", async () => {
    const db = jobDatabaseFor(t.app.database);
    try {
      await expect(db.executeSql("BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;")).rejects.toThrow("division by zero");
      expect((await db.executeSql("SELECT 2 AS two")).rows).toEqual([{ two: 2 }]);
      expect(await t.prisma.$queryRawUnsafe<{ three: number }[]>("SELECT 3 AS three")).toEqual([{ three: 3 }]);
    } finally {
      await db.close();
    }
  });
});

describe("render jobs", () => {
  it("wait one per render set however often they are sent, for any of its files, and liveKeys finds them", async () => {
    const { jobs } = t.app.services;
    const renderSet = randomUUID();
    const first = await jobs.send("render-deliverable", { deliverableId: randomUUID(), renderSet }, { startAfter: inAnHour() });
    const again = await jobs.send("render-deliverable", { deliverableId: randomUUID(), renderSet }, { startAfter: inAnHour() });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(await jobs.liveKeys("render-deliverable", [renderSet, randomUUID()])).toEqual(new Set([renderSet]));

    await expect(jobs.drain({ timeoutMs: 300 })).rejects.toThrow(JobsStillRunningError);
    await expect(jobs.drain({ timeoutMs: 300 })).rejects.toThrow("Jobs are still waiting or running after 300 ms: render-deliverable (1).");
    await deleteJob(first!);
    await jobs.drain();
  });

  it("lost ones are sent again: QUEUED for over 2 minutes with no job, or RENDERING with a heartbeat silent for 20 s; a render that kept stopping fails", async () => {
    const order = await t.prisma.order.create({ data: { serviceId, guestEmail: "sweep@example.com", subtotal: 5000, total: 5000 } });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
    let version = 0;
    // Each of its own version: a render job takes the waiting files of its own programme version with it.
    const file = (status: "QUEUED" | "RENDERING", updatedAt: Date, attempts = 0) =>
      t.prisma.deliverable.create({ data: { orderId: order.id, format: "MULAW_8K_WAV", version: ++version, fileName: "welcome.wav", status, attempts, updatedAt } });
    const queuedLong = await file("QUEUED", ago(3));
    const queuedNow = await file("QUEUED", ago(0.5));
    const queuedWithJob = await file("QUEUED", ago(3));
    const renderingLong = await file("RENDERING", secondsAgo(25), 1);
    const renderingGivenUp = await file("RENDERING", secondsAgo(25), 3);
    const renderingNow = await file("RENDERING", secondsAgo(5), 1);
    const waiting = await t.app.services.jobs.send("render-deliverable", { deliverableId: queuedWithJob.id, renderSet: renderSetKey(queuedWithJob) }, { startAfter: inAnHour() });

    const result = await requeueStuckRenders(t.app.services);
    const mine = (ids: string[]) => ids.filter((id) => [queuedLong, queuedNow, queuedWithJob, renderingLong, renderingGivenUp, renderingNow].some((f) => f.id === id));
    expect(mine(result.requeued).sort()).toEqual([queuedLong.id, renderingLong.id].sort());
    expect(mine(result.failed)).toEqual([renderingGivenUp.id]);

    await deleteJob(waiting!);
    await t.app.services.jobs.drain();
    const after = async (id: string) => t.prisma.deliverable.findUniqueOrThrow({ where: { id }, select: { status: true, attempts: true, failureReason: true } });
    // Sent again, the render job claimed them (and refused them: the order has nothing to render).
    expect((await after(queuedLong.id)).attempts).toBe(1);
    expect((await after(renderingLong.id)).attempts).toBe(2);
    expect(await after(renderingGivenUp.id)).toEqual({ status: "FAILED", attempts: 3, failureReason: "Rendering stopped 3 times without finishing." });
    expect(await after(queuedNow.id)).toMatchObject({ status: "QUEUED", attempts: 0 });
    expect(await after(queuedWithJob.id)).toMatchObject({ status: "QUEUED", attempts: 0 });
    expect(await after(renderingNow.id)).toMatchObject({ status: "RENDERING", attempts: 1 });
  });
});
