// A render holds its file by a claim and a heartbeat (server/fulfilment/renderDeliverable.ts):
// while it works, its row stays fresh and the stuck-render sweep leaves it alone; once the sweep
// has taken the file back, the first render can no longer finish it and what it stored goes
// away (unless it is the very file the render that took over delivered); a render that cannot
// even start leaves neither a claim nor a heartbeat behind. Renders are held at their start by a
// store whose reads wait, as a slow remote store would hold them.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deliverable } from "../../server/db/generated/client.ts";
import { RENDER_HEARTBEAT_MS, RENDER_HEARTBEAT_TIMEOUT_MS, renderDeliverable } from "../../server/fulfilment/renderDeliverable.ts";
import { RenderHandedBackError } from "../../server/fulfilment/renderHandedBack.ts";
import { requeueStuckRenders } from "../../server/jobs/stuckRenders.ts";
import type { FileStorage } from "../../server/storage/fileStorage.ts";
import { saveStoredFile } from "../../server/storage/storedFiles.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (id: string) => t.prisma.deliverable.findUniqueOrThrow({ where: { id } });

let masters = 0;

/** A QUEUED file of a new order: one prompt's master (a take of its own, from before the master checks: no analysis), in µ-law. */
async function queuedFile(): Promise<Deliverable> {
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({
    data: {
      serviceId: service.id,
      guestEmail: "claims@example.com",
      items: [{ name: "welcome", text: "Welcome to the studio." }],
      fileFormats: ["MULAW_8K_WAV"],
      status: "IN_PRODUCTION",
      subtotal: 5000,
      total: 5000,
    },
  });
  const pcm = speechLikePcm({ rate: 16000, seconds: 4, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 5000, seed: 21 + masters++ });
  const master = await saveStoredFile(t.prisma, t.app.services.storage, { kind: "MASTER_RECORDING", name: "welcome.wav", mediaType: "audio/wav", data: pcm16Wav(pcm, 16000) });
  const recording = await t.prisma.recording.create({ data: { orderId: order.id, itemIndex: 0, version: 1, fileId: master.id, durationMs: Math.round(pcm.length / 16) } });
  return t.prisma.deliverable.create({
    data: { orderId: order.id, recordingId: recording.id, itemIndex: 0, format: "MULAW_8K_WAV", version: 1, fileName: "welcome-mulaw-8khz.wav" },
  });
}

/**
 * The test app's store, whose reads wait until `release()`: `reading` settles once a render asks
 * for its master. `written` lists the keys stored through it.
 */
function heldStore(storage: FileStorage) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const reading = new Promise<void>((resolve) => (asked = resolve));
  const written: string[] = [];
  const held: FileStorage = {
    put: (key, data) => {
      written.push(key);
      return storage.put(key, data);
    },
    stat: (key) => storage.stat(key),
    remove: (key) => storage.remove(key),
    check: () => storage.check(),
    close: () => storage.close(),
    read: (key, range) => {
      asked();
      const out = new PassThrough();
      void released.then(() => storage.read(key, range).on("error", (error) => out.destroy(error)).pipe(out));
      return out;
    },
  };
  return { services: { ...t.app.services, storage: held }, reading, release, written };
}

describe("a running render", () => {
  it("refreshes its file's row while it works, so the sweep leaves it alone until the heartbeat stops", async () => {
    const file = await queuedFile();
    const store = heldStore(t.app.services.storage);
    const rendering = renderDeliverable(store.services, file.id);
    await store.reading;
    const claimed = await row(file.id);
    expect(claimed).toMatchObject({ status: "RENDERING", attempts: 1, renderClaim: expect.any(String) });

    let beat = claimed;
    for (let waited = 0; beat.updatedAt.getTime() === claimed.updatedAt.getTime() && waited < 3 * RENDER_HEARTBEAT_MS; waited += 250) {
      await pause(250);
      beat = await row(file.id);
    }
    expect(beat.updatedAt.getTime()).toBeGreaterThan(claimed.updatedAt.getTime());
    expect(beat).toMatchObject({ status: "RENDERING", renderClaim: claimed.renderClaim });

    // A sweep run when the claim alone would have gone silent finds a fresh heartbeat.
    const beforeTimeout = await requeueStuckRenders(t.app.services, new Date(beat.updatedAt.getTime() + RENDER_HEARTBEAT_TIMEOUT_MS - 1000));
    expect(beforeTimeout.requeued).not.toContain(file.id);
    expect(await row(file.id)).toMatchObject({ status: "RENDERING", renderClaim: claimed.renderClaim });

    store.release();
    await rendering;
    expect(await row(file.id)).toMatchObject({ status: "READY", attempts: 1, renderClaim: null, fileId: expect.any(String) });
  }, 3 * RENDER_HEARTBEAT_MS + 30_000);
});

describe("a render told to hand back (its process is stopping)", () => {
  it("gives its file back to the queue without counting the attempt, and what it goes on to render is thrown away", async () => {
    const file = await queuedFile();
    const store = heldStore(t.app.services.storage);
    const stopping = new AbortController();
    const rendering = renderDeliverable(store.services, file.id, { signal: stopping.signal });
    await store.reading;
    expect(await row(file.id)).toMatchObject({ status: "RENDERING", attempts: 1 });

    stopping.abort();
    await expect(rendering).rejects.toBeInstanceOf(RenderHandedBackError);
    expect(await row(file.id)).toMatchObject({ status: "QUEUED", attempts: 0, renderClaim: null, fileId: null, failureReason: null });

    // The abandoned render gets its master now, but its scratch folder is gone and its claim too:
    // whatever it gets to store does not stay, and the file stays with the queue.
    store.release();
    await pause(3000);
    for (const key of store.written) expect(await t.app.services.storage.stat(key)).toBeNull();
    expect(await row(file.id)).toMatchObject({ status: "QUEUED", renderClaim: null, fileId: null });
  }, 60_000);
});

describe("a render whose file was taken back", () => {
  /**
   * Holds a render at its start, lets the sweep take its file back (as it does once the render's
   * heartbeat has been silent for RENDER_HEARTBEAT_TIMEOUT_MS), and lets this app's worker render
   * it again; `meanwhile` runs while the first render is held, before the sweep.
   */
  async function takenBack(file: Deliverable, meanwhile = async () => {}) {
    const store = heldStore(t.app.services.storage);
    const first = renderDeliverable(store.services, file.id);
    await store.reading;
    const claimed = await row(file.id);
    await meanwhile();
    const swept = await requeueStuckRenders(t.app.services, new Date(claimed.updatedAt.getTime() + RENDER_HEARTBEAT_TIMEOUT_MS + 1000));
    expect(swept.requeued).toContain(file.id);
    await t.app.services.jobs.drain({ timeoutMs: 60_000 });
    const second = await row(file.id);
    expect(second).toMatchObject({ status: "READY", attempts: 2, renderClaim: null, fileId: expect.any(String) });
    expect(second.renderedAt).not.toBeNull();
    store.release();
    await first;
    return { store, second };
  }

  it("cannot finish it: its READY write is refused, and the file it stored is removed", async () => {
    const file = await queuedFile();
    await t.prisma.setting.upsert({ where: { key: "audioLeadMs" }, create: { key: "audioLeadMs", value: 150 }, update: { value: 150 } });
    try {
      // The studio lengthens the lead-in meanwhile: the two renders store different files.
      const { store, second } = await takenBack(file, () => t.prisma.setting.update({ where: { key: "audioLeadMs" }, data: { value: 250 } }).then(() => {}));
      expect(await row(file.id)).toEqual(second);
      expect(store.written).toHaveLength(1);
      const [key] = store.written;
      expect(await t.prisma.storedFile.findUnique({ where: { storageKey: key } })).toBeNull();
      expect(await t.app.services.storage.stat(key)).toBeNull();
      const delivered = await t.prisma.storedFile.findUniqueOrThrow({ where: { id: second.fileId! } });
      expect(delivered.storageKey).not.toBe(key);
      expect(await t.app.services.storage.stat(delivered.storageKey)).toEqual({ size: delivered.size });
    } finally {
      await t.prisma.setting.delete({ where: { key: "audioLeadMs" } });
    }
  });

  it("leaves the file the render that took over delivered, when both rendered the same bytes", async () => {
    const file = await queuedFile();
    const { store, second } = await takenBack(file);
    expect(await row(file.id)).toEqual(second);
    // Stored files are shared by content: the first render was handed the delivered one (it wrote nothing), and keeps its hands off it.
    expect(store.written).toEqual([]);
    const delivered = await t.prisma.storedFile.findUniqueOrThrow({ where: { id: second.fileId! } });
    expect(await t.app.services.storage.stat(delivered.storageKey)).toEqual({ size: delivered.size });
  });
});

describe("a render that cannot start", () => {
  it("gives its file back to the queue with the reason, and no heartbeat keeps it RENDERING", async () => {
    const file = await queuedFile();
    const scratch = await mkdtemp(join(tmpdir(), "studiofront-claims-"));
    const tmpdirBefore = process.env.TMPDIR;
    // No scratch folder can be made (a full or missing temporary directory).
    process.env.TMPDIR = join(scratch, "missing");
    try {
      await expect(renderDeliverable(t.app.services, file.id)).rejects.toThrow(/ENOENT/);
    } finally {
      if (tmpdirBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdirBefore;
      await rm(scratch, { recursive: true, force: true });
    }
    const after = await row(file.id);
    expect(after).toMatchObject({ status: "QUEUED", attempts: 1, renderClaim: null, failureReason: expect.stringContaining("ENOENT") });
    // Nothing beats for it any more: the row stays as it was.
    await pause(RENDER_HEARTBEAT_MS + 1000);
    expect((await row(file.id)).updatedAt).toEqual(after.updatedAt);
  }, RENDER_HEARTBEAT_MS + 30_000);
});
