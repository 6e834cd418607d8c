// A render held by an instance that is killed outright (SIGKILL, as the out-of-memory killer
// does) is taken up by another instance within two minutes and rendered exactly once more.
// Instance A is the real server in a process of its own; instance B runs in this process with its
// schedules, as every production instance does; both share one PostgreSQL database and one file
// store. This app has no workers (it would otherwise be woken by A's sends and take A's jobs), so
// A renders what A queued.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Deliverable } from "../../server/db/generated/client.ts";
import type { App } from "../../server/app.ts";
import { renderDeliverable } from "../../server/fulfilment/renderDeliverable.ts";
import { renderSetKey } from "../../server/fulfilment/renderQueue.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { startAnotherInstance, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { startServerProcess, type ServerProcess } from "./serverProcess.ts";
import { TEST_ADMIN } from "./testConfig.ts";

/** The promise: a killed instance's render is taken up by another within two minutes. */
const TAKEN_UP_WITHIN_MS = 2 * 60 * 1000;

let t: TestApp;
let a: ServerProcess | null = null;
let b: App | null = null;
beforeAll(async () => {
  t = await startTestApp({ jobs: { work: false } });
});
afterAll(async () => {
  await a?.kill();
  await b?.close();
  if (!t) return;
  // The killed instance's jobs (pg-boss would fail them once they expire, ten minutes on), and
  // any left waiting: this app has no workers to finish them.
  await t.prisma.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`);
  await t.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GraphQL request to instance A over HTTP, as a browser on that instance would send it. */
async function onA(cookie: string | null, body: BodyInit, headers: Record<string, string>) {
  const response = await fetch(`${a!.base}/graphql`, { method: "POST", headers: { ...headers, ...(cookie ? { cookie } : {}), "x-requested-with": "test" }, body });
  return { cookie: response.headers.getSetCookie()[0]?.split(";")[0] ?? null, body: (await response.json()) as { data?: Record<string, any>; errors?: unknown[] } };
}

const UPLOAD = `mutation($input: UploadMasterInput!) {
  uploadMaster(input: $input) { __typename ... on Error { message } ... on UploadMasterPayload { recording { version } } }
}`;

it(
  "takes up the renders of a killed instance within two minutes, and renders each file exactly once",
  async () => {
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
    const order = await t.prisma.order.create({
      data: {
        serviceId: service.id,
        guestEmail: "crash@example.com",
        items: [{ name: "main_menu", text: "Thank you for calling. For sales, press one. For support, press two." }],
        fileFormats: ["MULAW_8K_WAV", "MP3"],
        status: "IN_PRODUCTION",
        subtotal: 6000,
        total: 6000,
      },
    });
    const storedBefore = await t.prisma.storedFile.count({ where: { kind: "DELIVERABLE" } });

    const { database } = t.app;
    if (database.kind !== "postgresql") throw new Error("Two server processes need a PostgreSQL server: run this file in the api-postgres project.");
    a = await startServerProcess({ databaseUrl: database.url, storageDir: t.app.services.config.storageDir });
    const signedIn = await onA(null, JSON.stringify({ query: `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, variables: { input: TEST_ADMIN } }), {
      "content-type": "application/json",
    });
    expect(signedIn.body.data?.signIn.__typename).toBe("ViewerPayload");

    // A long take: its MP3 renders for well over one heartbeat even on an idle machine, long
    // enough to be caught in the middle (75 s of take, then 300 s once renders got faster, were
    // finished within the first heartbeat); 900 s at 48 kHz is 86 MB, within the 100 MB a master may have.
    const pcm = speechLikePcm({ rate: 48000, seconds: 900, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 5000, seed: 5 });
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPLOAD, variables: { input: { orderId: toGlobalId("Order", order.id), itemIndex: 0, file: null } } }));
    form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
    form.set("0", new File([new Uint8Array(pcm16Wav(pcm, 48000))], "main_menu.wav", { type: "audio/wav" }));
    const uploaded = await onA(signedIn.cookie, form, {});
    expect(uploaded.body.data?.uploadMaster).toMatchObject({ __typename: "UploadMasterPayload", recording: { version: 1 } });

    const files = () => t.prisma.deliverable.findMany({ where: { orderId: order.id }, orderBy: { format: "asc" } });
    // The ordered formats and the telephone preview.
    expect((await files()).map((file) => file.format)).toEqual(["MP3", "MULAW_8K_WAV", "PCM16_8K_WAV"]);

    // A renders the MP3 and its heartbeat has refreshed the row at least once: then it is killed.
    let mp3: Deliverable | undefined;
    let claimedAt: Date | undefined;
    for (let waited = 0; waited < 60_000; waited += 100) {
      mp3 = (await files()).find((file) => file.format === "MP3")!;
      if (mp3.status === "READY") throw new Error("A finished the MP3 before it could be killed: the take is too short for this machine.");
      if (mp3.status === "RENDERING") claimedAt ??= mp3.updatedAt;
      if (claimedAt && mp3.updatedAt > claimedAt) break;
      await pause(100);
    }
    expect(mp3).toMatchObject({ status: "RENDERING", attempts: 1, renderClaim: expect.any(String) });
    expect(mp3!.updatedAt.getTime()).toBeGreaterThan(claimedAt!.getTime());
    await a.kill();
    const killedAt = Date.now();
    a = null;

    const atKill = await files();
    const heldByA = atKill.filter((file) => file.status === "RENDERING");
    expect(heldByA.map((file) => file.format)).toContain("MP3");
    const claimsOfA = new Map(heldByA.map((file) => [file.id, file.renderClaim!]));

    // B, another instance with its workers and schedules, was there all along for all it matters.
    b = await startAnotherInstance(t, { jobs: { runSchedules: true } });
    const takenUpAt = new Map<string, number>();
    const claimsOfB = new Map<string, string>();
    const firstReady = new Map<string, Pick<Deliverable, "fileId" | "renderedAt">>();
    for (;;) {
      const now = await files();
      for (const file of now) {
        if (file.status === "RENDERING" && file.renderClaim !== claimsOfA.get(file.id)) {
          if (claimsOfA.has(file.id)) takenUpAt.set(file.id, takenUpAt.get(file.id) ?? Date.now());
          claimsOfB.set(file.id, file.renderClaim!);
        }
        if (file.status === "READY" && !firstReady.has(file.id)) {
          if (claimsOfA.has(file.id)) takenUpAt.set(file.id, takenUpAt.get(file.id) ?? Date.now());
          firstReady.set(file.id, { fileId: file.fileId, renderedAt: file.renderedAt });
        }
        expect(file.status).not.toBe("FAILED");
      }
      if (firstReady.size === now.length || Date.now() - killedAt > TAKEN_UP_WITHIN_MS + 60_000) break;
      await pause(250);
    }
    const allReadyAt = Date.now();

    // Each of A's renders was taken up by B within two minutes of the kill, under a claim of its own.
    for (const file of heldByA) {
      expect(takenUpAt.get(file.id), `${file.format} taken up`).toBeDefined();
      expect(takenUpAt.get(file.id)! - killedAt, `${file.format} taken up after the kill (ms)`).toBeLessThan(TAKEN_UP_WITHIN_MS);
      if (claimsOfB.has(file.id)) expect(claimsOfB.get(file.id)).not.toBe(claimsOfA.get(file.id));
    }
    // The upload sent one job for the master's files, A's, which the queue still counts as running
    // (pg-boss alone would wait for its expiry); the sweep sent the master's job again, and B's
    // completed. B's job writes READY before pg-boss marks it completed: a moment may pass.
    const renderSet = renderSetKey(atKill[0]);
    expect(new Set(atKill.map(renderSetKey))).toEqual(new Set([renderSet]));
    const jobStates = async () => {
      const jobs = await t.prisma.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text AS state FROM pgboss.job WHERE name = 'render-deliverable' AND singleton_key = $1`, renderSet);
      return { runningOnA: jobs.filter((job) => job.state === "active").length, others: [...new Set(jobs.filter((job) => job.state !== "active").map((job) => job.state))] };
    };
    await expect.poll(jobStates, { timeout: 10_000, interval: 200 }).toEqual({ runningOnA: 1, others: ["completed"] });

    // The jobs of A run again as pg-boss would run them after their expiry: nothing is rendered twice.
    for (const file of heldByA) await renderDeliverable(b.services, file.id);

    const done = await files();
    for (const file of done) {
      expect(file, file.format).toMatchObject({ status: "READY", renderClaim: null, failureReason: null, attempts: claimsOfA.has(file.id) ? 2 : 1 });
      // Written READY once: the file and time of the first READY seen are still there.
      expect({ fileId: file.fileId, renderedAt: file.renderedAt }, file.format).toEqual(firstReady.get(file.id));
      const stored = await t.prisma.storedFile.findUniqueOrThrow({ where: { id: file.fileId! } });
      expect(await t.app.services.storage.stat(stored.storageKey), file.format).toEqual({ size: stored.size });
    }
    // One stored file per deliverable, and none besides (A's renders stored nothing that stayed).
    expect(new Set(done.map((file) => file.fileId)).size).toBe(done.length);
    expect(await t.prisma.storedFile.count({ where: { kind: "DELIVERABLE" } })).toBe(storedBefore + done.length);

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `[render crash recovery] A held ${heldByA.map((file) => file.format).join(", ")} when killed; taken up after ${heldByA.map((file) => seconds(takenUpAt.get(file.id)! - killedAt)).join(", ")}; all READY ${seconds(allReadyAt - killedAt)} after the kill`,
    );
  },
  5 * 60 * 1000,
);
