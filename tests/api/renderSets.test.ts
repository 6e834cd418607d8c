// A render job renders its file together with every other file of the same master still waiting
// (server/fulfilment/renderDeliverable.ts): the master is decoded and cleaned once for all its
// formats, a job sent again for any of its files finds nothing left to claim, and a file of the set
// that fails but may be tried again gets its set a job again.
import { ReadStream } from "node:fs";
import { basename } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deliverable } from "../../server/db/generated/client.ts";
import { renderDeliverable } from "../../server/fulfilment/renderDeliverable.ts";
import { renderSetKey } from "../../server/fulfilment/renderQueue.ts";
import type { FileStorage } from "../../server/storage/fileStorage.ts";
import { saveStoredFile } from "../../server/storage/storedFiles.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FORMATS = ["MULAW_8K_WAV", "PCM16_WAV", "VOX_8K", "MP3"] as const;

/** An order in production with one prompt's master and a QUEUED file of it per format; `others` are files of a second prompt's master. */
async function orderWithMaster(seed: number) {
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({
    data: {
      serviceId: service.id,
      guestEmail: "sets@example.com",
      items: [
        { name: "welcome", text: "Welcome to the studio." },
        { name: "goodbye", text: "Thank you for calling." },
      ],
      fileFormats: [...FORMATS],
      status: "IN_PRODUCTION",
      subtotal: 5000,
      total: 5000,
    },
  });
  const recordingOf = async (itemIndex: number) => {
    const pcm = speechLikePcm({ rate: 16000, seconds: 3, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 5000, seed: seed + itemIndex });
    const master = await saveStoredFile(t.prisma, t.app.services.storage, { kind: "MASTER_RECORDING", name: `take-${seed}-${itemIndex}.wav`, mediaType: "audio/wav", data: pcm16Wav(pcm, 16000) });
    return t.prisma.recording.create({ data: { orderId: order.id, itemIndex, version: 1, fileId: master.id, durationMs: Math.round(pcm.length / 16) } });
  };
  const [welcome, goodbye] = [await recordingOf(0), await recordingOf(1)];
  const fileOf = (recordingId: string, itemIndex: number, format: string, status: "QUEUED" | "FAILED" = "QUEUED") =>
    t.prisma.deliverable.create({ data: { orderId: order.id, recordingId, itemIndex, format, version: 1, status, fileName: `prompt-${itemIndex}-${format.toLowerCase()}`, ...(status === "FAILED" ? { attempts: 3, failureReason: "Rendering failed 3 times." } : {}) } });
  const files: Deliverable[] = [];
  for (const format of FORMATS) files.push(await fileOf(welcome.id, 0, format));
  const failedBefore = await fileOf(welcome.id, 0, "ALAW_8K_WAV", "FAILED");
  const other = await fileOf(goodbye.id, 1, "MULAW_8K_WAV");
  return { files, failedBefore, other };
}

/**
 * The test app's store, except that one write fails as a store that drops a connection would: the
 * first of the file rendered in format `failing` (a render stores its files side by side, so which
 * write comes first is not fixed).
 */
function storeFailingWrite(failing: (typeof FORMATS)[number]): FileStorage {
  let failed = false;
  const fails = (data: Parameters<FileStorage["put"]>[1]) => {
    if (failed) return false;
    const path = data instanceof ReadStream ? String(data.path) : "";
    failed = basename(path).startsWith(`${failing}.`);
    return failed;
  };
  return new Proxy(t.app.services.storage, {
    get(target, property) {
      if (property === "put") return (key: string, data: Parameters<FileStorage["put"]>[1]) => (fails(data) ? Promise.reject(new Error("The store dropped the connection.")) : target.put(key, data));
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The files' rows in the order of `ids` (rows made in the same millisecond share a createdAt). */
async function rows(ids: string[]) {
  const found = new Map((await t.prisma.deliverable.findMany({ where: { id: { in: ids } } })).map((file) => [file.id, file]));
  return ids.map((id) => found.get(id)!);
}

describe("a render job", () => {
  it("renders every waiting file of its master in one go, and a job for another of them finds nothing left", async () => {
    const { files, failedBefore, other } = await orderWithMaster(40);
    await renderDeliverable(t.app.services, files[0].id);
    const after = await rows(files.map((file) => file.id));
    expect(after.map(({ format, status, attempts }) => ({ format, status, attempts }))).toEqual(FORMATS.map((format) => ({ format, status: "READY", attempts: 1 })));
    expect(new Set(after.map((file) => file.fileId)).size).toBe(FORMATS.length);
    // A file failed for good is not the set's to take, nor is another master's file.
    expect(await t.prisma.deliverable.findUniqueOrThrow({ where: { id: failedBefore.id } })).toMatchObject({ status: "FAILED", attempts: 3 });
    expect(await t.prisma.deliverable.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: "QUEUED", attempts: 0, fileId: null });

    await renderDeliverable(t.app.services, files[2].id);
    expect(await rows(files.map((file) => file.id))).toEqual(after);
  });

  it("sends a file of the set that failed and may be tried again to the queue (a job for its set), where it is rendered", async () => {
    const { files } = await orderWithMaster(50);
    // Another format's file than the job's own: which write comes second is not fixed.
    await renderDeliverable({ ...t.app.services, storage: storeFailingWrite(FORMATS[1]) }, files[0].id);

    const after = await rows(files.map((file) => file.id));
    const failed = after.filter((file) => file.status !== "READY");
    expect(failed).toEqual([expect.objectContaining({ status: "QUEUED", attempts: 1, failureReason: "The store dropped the connection.", renderClaim: null })]);
    // One job for its set, keyed by the master.
    expect(await t.app.services.jobs.liveKeys("render-deliverable", [renderSetKey(failed[0])])).toEqual(new Set([failed[0].recordingId]));

    // The test app's workers run that job once its retry delay is over.
    const deadline = Date.now() + 60_000;
    while ((await t.prisma.deliverable.findUniqueOrThrow({ where: { id: failed[0].id } })).status !== "READY" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await t.prisma.deliverable.findUniqueOrThrow({ where: { id: failed[0].id } })).toMatchObject({ status: "READY", attempts: 2, failureReason: null });
  });

  it("fails its own file for the queue to retry when that is the one that failed, and still finishes the others", async () => {
    const { files } = await orderWithMaster(60);
    await expect(renderDeliverable({ ...t.app.services, storage: storeFailingWrite(FORMATS[0]) }, files[0].id)).rejects.toThrow("The store dropped the connection.");
    const after = await rows(files.map((file) => file.id));
    expect(after.map((file) => file.status)).toEqual(["QUEUED", "READY", "READY", "READY"]);
    // No job sent for the set: the failing job is the one the queue retries.
    expect(await t.app.services.jobs.liveKeys("render-deliverable", [renderSetKey(files[0])])).toEqual(new Set());
  });
});
