// The background job that renders one file: the prompt's newest master into its format, or for an
// on-hold programme every message's newest master over the music bed. Its state is visible per
// file: RENDERING while it runs, READY with the stored file, FAILED with the
// reason. A refusal (no speech, a level that cannot be reached) fails at once; anything else is
// retried by the queue a few times.
//
// Exactly once, even across a killed instance: the claim that moves a file to RENDERING writes a
// fresh `renderClaim`, the render keeps the row's `updatedAt` fresh while it works (a heartbeat),
// and only the holder of the claim may finish it. A render whose heartbeat stops (its process was
// killed) is taken back by the stuck-render sweep and rendered again; should the first render
// come back to life, its claim is gone and its file is thrown away.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileFormat } from "../../common/orders/fileFormats.ts";
import { DEFAULT_PROGRAMME_LAYOUT } from "../../common/orders/programmeLayout.ts";
import { readSettings, type StudioSettings } from "../admin/settings.ts";
import type { MasterFaults } from "../audio/cleanupChain.ts";
import { analyseMaster, faultsOf, type MasterAnalysis } from "../audio/masterAnalysis.ts";
import { ProgrammeSources, renderProgramme } from "../audio/renderProgramme.ts";
import { MEDIA_TYPES } from "../audio/renderFormats.ts";
import { RenderRefusedError, type RenderRules } from "../audio/renderRules.ts";
import { renderTelephoneFormats } from "../audio/renderTelephone.ts";
import type { Services } from "../context.ts";
import type { Deliverable, Recording, StoredFile } from "../db/generated/client.ts";
import { saveStoredFiles } from "../storage/storedFiles.ts";
import { renderDuration } from "../operations/metrics.ts";
import { RenderHandedBackError } from "./renderHandedBack.ts";
import { RENDER_ATTEMPTS, RENDER_RETRY_DELAY_SECONDS } from "./renderRetries.ts";
import { sendRenderJobs } from "./renderQueue.ts";
import { finishRenderedFiles, moveRenderedFiles } from "./renderStates.ts";

/** How often a running render says it is alive; the sweep takes back renders silent for RENDER_HEARTBEAT_TIMEOUT_MS. */
export const RENDER_HEARTBEAT_MS = 5_000;
// Four beats: a render is taken back only after 20 s of silence. No longer, because the every-minute
// sweep reaches a silent render up to 97 s after the timeout (a minute, pg-boss' 30 s cron check
// and its polling), and a killed instance's render must be taken up within two minutes.
export const RENDER_HEARTBEAT_TIMEOUT_MS = 20_000;

export function renderRules(settings: StudioSettings): RenderRules {
  return { leadMs: settings.audioLeadMs, tailMs: settings.audioTailMs };
}

/** A stored file copied to `path` in the scratch folder: ffmpeg reads files, and the store may be remote. */
async function fetchTo(services: Pick<Services, "storage">, file: Pick<StoredFile, "storageKey">, path: string): Promise<string> {
  await pipeline(services.storage.read(file.storageKey), createWriteStream(path));
  return path;
}

/** What the clean-up chain removes from a master: from its analysis at upload, or analysed now for a master from before the checks. */
async function faultsOfMaster(recording: Pick<Recording, "analysis" | "durationMs">, path: string): Promise<MasterFaults> {
  const stored = recording.analysis as Pick<MasterAnalysis, "dcOffset" | "humHz"> | null;
  if (stored) return faultsOf(stored);
  return faultsOf(await analyseMaster(path, 48000, Math.round(recording.durationMs * 48)));
}

type Rendered = { path: string; durationMs: number };
type RenderSet = Pick<Deliverable, "id" | "format" | "recordingId" | "orderId">[];

/** Told of a file of the set, made or not, as soon as that is known. */
type OnRendered = (fileId: string, result: PromiseSettledResult<Rendered>) => void;

/**
 * Every file of the set, or why it could not be made, each also told to `onRendered` as soon as
 * it is known. A prompt's files come from its master, decoded and cleaned once per band; a
 * programme's from the order's newest masters over its bed.
 */
async function render(services: Services, files: RenderSet, rules: RenderRules, workDir: string, onRendered: OnRendered): Promise<Map<string, PromiseSettledResult<Rendered>>> {
  const { recordingId, orderId } = files[0];
  const formats = files.map((file) => file.format as FileFormat);
  if (recordingId) {
    const recording = await services.prisma.recording.findUniqueOrThrow({ where: { id: recordingId }, include: { file: true } });
    const master = await fetchTo(services, recording.file, join(workDir, "master"));
    const onFormat = (format: FileFormat, result: PromiseSettledResult<Rendered>) => {
      for (const file of files) if (file.format === format) onRendered(file.id, result);
    };
    const rendered = await renderTelephoneFormats(master, formats, { rules, faults: await faultsOfMaster(recording, master), workDir, onFormat });
    return new Map(files.map((file) => [file.id, rendered.get(file.format as FileFormat)!]));
  }
  const order = await services.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, bundle: { select: { programmeSeconds: true, introSeconds: true, gapSeconds: true } }, track: { include: { file: true } } },
  });
  if (!order.track) throw new RenderRefusedError("The order has no music bed to mix the programme over.");
  const masters = await services.prisma.recording.findMany({
    where: { orderId: order.id },
    orderBy: [{ itemIndex: "asc" }, { version: "desc" }],
    distinct: ["itemIndex"],
    include: { file: true },
  });
  const messages = [];
  for (const [index, master] of masters.entries()) {
    const path = await fetchTo(services, master.file, join(workDir, `message-${index}`));
    messages.push({ path, faults: await faultsOfMaster(master, path) });
  }
  const bed = await fetchTo(services, order.track.file, join(workDir, "bed"));
  const layout = order.bundle ?? DEFAULT_PROGRAMME_LAYOUT;
  const results = new Map<string, PromiseSettledResult<Rendered>>();
  const sources = new ProgrammeSources(messages, bed, workDir);
  for (const file of files) {
    const path = join(workDir, `programme-${file.id}`);
    try {
      const { durationMs } = await renderProgramme(messages, bed, file.format as FileFormat, path, { layout, rules, workDir, sources });
      results.set(file.id, { status: "fulfilled", value: { path, durationMs } });
    } catch (reason) {
      results.set(file.id, { status: "rejected", reason });
    }
    onRendered(file.id, results.get(file.id)!);
  }
  return results;
}

/**
 * Removes a file stored by a render that lost its claim, unless a deliverable uses it: files are
 * shared by content, and the render that took over may have stored the same bytes. The row is
 * locked before it is checked, so a render about to point at it is either seen here or waits and
 * fails (its job retries it).
 */
async function discardUnused(services: Pick<Services, "prisma" | "storage">, file: StoredFile) {
  await services.prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "StoredFile" WHERE "id" = ${file.id}::uuid FOR UPDATE`;
    if (locked.length === 0 || (await tx.deliverable.count({ where: { fileId: file.id } })) > 0) return;
    await tx.storedFile.delete({ where: { id: file.id } });
    await services.storage.remove(file.storageKey);
  });
}

/** `work`, unless `signal` aborts first: then RenderHandedBackError (the work, left running, can no longer finish: its claim is released). */
function unlessHandedBack<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  work.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const handBack = () => reject(new RenderHandedBackError());
    if (signal.aborted) return handBack();
    signal.addEventListener("abort", handBack, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", handBack));
  });
}

type ToStore = { file: Deliverable; rendered: Rendered; stored: () => void; failed: (error: unknown) => void };

/**
 * Stores files rendered together and marks their rows READY in a few statements whatever their
 * number; a file whose bytes cannot be stored fails alone. A file this render lost its claim on
 * stays as it is, and the file stored for it is thrown away.
 */
async function storeRenderedTogether(services: Services, files: readonly ToStore[], renderClaim: string) {
  try {
    const stored = await saveStoredFiles(
      services.prisma,
      services.storage,
      files.map(({ file, rendered }) => ({ kind: "DELIVERABLE", name: file.fileName, mediaType: MEDIA_TYPES[file.format as FileFormat], data: { path: rendered.path }, uploadedById: null })),
    );
    const kept = files.flatMap(({ file, rendered }, index) => {
      const result = stored[index];
      if (result.status === "rejected") {
        files[index].failed(result.reason);
        return [];
      }
      return [{ index, id: file.id, fileId: result.value.id, durationMs: rendered.durationMs }];
    });
    const finished = await finishRenderedFiles(services.prisma, renderClaim, kept, new Date());
    for (const { index, id } of kept) if (!finished.has(id)) await discardUnused(services, (stored[index] as PromiseFulfilledResult<StoredFile>).value);
    for (const { index } of kept) files[index].stored();
  } catch (error) {
    for (const { failed } of files) failed(error);
  }
}

/** How a file's failed render ends: FAILED for good (refused, or out of attempts) or QUEUED for another try, with the reason shown. */
function failureOf(error: unknown, attempts: number): { final: boolean; status: "FAILED" | "QUEUED"; failureReason: string } {
  const message = error instanceof Error ? error.message : String(error);
  const refused = error instanceof RenderRefusedError;
  const final = refused || attempts >= RENDER_ATTEMPTS;
  return { final, status: final ? "FAILED" : "QUEUED", failureReason: final && !refused ? `Rendering failed ${attempts} times: ${message}` : message };
}

/**
 * Renders the file, unless another render holds it, and with it every other file of the same
 * master (or of the same programme) still waiting: the master is decoded and cleaned once for all
 * its formats, and their jobs, when they run, find nothing left to claim. `signal` (the job's)
 * aborts when the process stops: the render hands back its files not yet finished (QUEUED, the attempt not counted)
 * and throws, so the queue runs it again elsewhere. A file of the set that fails and may be tried
 * again goes back to the queue: when it is the job's own file, the job throws and the queue
 * retries it (taking the set's other waiting files with it); else the set is sent again.
 */
export async function renderDeliverable(services: Services, deliverableId: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const { prisma } = services;
  const claim = randomUUID();
  const own = await prisma.deliverable.findUnique({ where: { id: deliverableId } });
  if (!own) return;
  // Claim it with every file of its set still waiting, in one statement: the jobs of a master's
  // other files, running at the same time, then find their files taken and the master is decoded
  // once. A file already rendered (a duplicate job) or rendering elsewhere is left alone.
  const set = { orderId: own.orderId, recordingId: own.recordingId, version: own.version, status: "QUEUED" as const };
  const claimed = await moveRenderedFiles(prisma, { OR: [{ id: deliverableId }, set] }, "RENDERING", { attempts: { increment: 1 }, renderClaim: claim });
  if (claimed === 0) return;
  const held = { status: "RENDERING" as const, renderClaim: claim };
  const files = await prisma.deliverable.findMany({ where: held, orderBy: { createdAt: "asc" } });
  // Started only where `finally` stops it: a heartbeat outliving its render would hold the files forever.
  const heartbeat = setInterval(() => {
    prisma.deliverable.updateMany({ where: held, data: { updatedAt: new Date() } }).catch(() => {});
  }, RENDER_HEARTBEAT_MS);
  let workDir: string | undefined;
  const started = performance.now();
  const outcomes = new Map<string, "ready" | "refused" | "failed" | "handed_back">();
  let ownError: unknown = null;
  const retried: Deliverable[] = [];
  // Each file is stored (or failed) as soon as its result is known, while the set's other files
  // are still being made: each file's outcome is its own.
  const finishing = new Map<string, Promise<void>>();
  // The files whose results come in the same turn of the event loop (those one ffmpeg process
  // wrote) are stored together.
  let toStore: ToStore[] = [];
  const store = (file: Deliverable, rendered: Rendered) =>
    new Promise<void>((stored, failed) => {
      if (toStore.length === 0) {
        setImmediate(() => {
          const together = toStore;
          toStore = [];
          void storeRenderedTogether(services, together, claim);
        });
      }
      toStore.push({ file, rendered, stored, failed });
    });
  const finish = (file: Deliverable, result: PromiseSettledResult<Rendered>) => {
    if (finishing.has(file.id)) return;
    const mine = { ...held, id: file.id };
    const finished = (async () => {
      try {
        if (result.status === "rejected") throw result.reason;
        await store(file, result.value);
        outcomes.set(file.id, "ready");
      } catch (error) {
        const { final, status, failureReason } = failureOf(error, file.attempts);
        outcomes.set(file.id, error instanceof RenderRefusedError ? "refused" : "failed");
        const failed = await moveRenderedFiles(prisma, mine, status, { renderClaim: null, failureReason });
        // Tried again only while this render still held the file.
        if (final || failed === 0) return;
        if (file.id === deliverableId) ownError = error;
        else retried.push(file);
      }
    })();
    // Awaited below; until then a failure must not count as unhandled.
    finished.catch(() => {});
    finishing.set(file.id, finished);
  };
  try {
    let results: Map<string, PromiseSettledResult<Rendered>>;
    try {
      // Read while the scratch folder is made; awaited just below.
      const settings = readSettings(prisma);
      settings.catch(() => {});
      workDir = await mkdtemp(join(tmpdir(), "studiofront-render-"));
      const rules = renderRules(await settings);
      const onRendered: OnRendered = (fileId, result) => {
        // A render handed back stores nothing more: its files are going back to the queue.
        if (!signal?.aborted) finish(files.find((file) => file.id === fileId)!, result);
      };
      results = await unlessHandedBack(render(services, files, rules, workDir, onRendered), signal);
    } catch (error) {
      if (error instanceof RenderHandedBackError) {
        await Promise.allSettled(finishing.values());
        for (const file of files) if (!finishing.has(file.id)) outcomes.set(file.id, "handed_back");
        await moveRenderedFiles(prisma, held, "QUEUED", { renderClaim: null, attempts: { decrement: 1 } });
        throw error;
      }
      results = new Map(files.map((file) => [file.id, { status: "rejected", reason: error }]));
    }
    for (const file of files) finish(file, results.get(file.id)!);
    await Promise.all(finishing.values());
    // The job retried takes the set's waiting files with it; without it, the set gets a job of its own.
    if (!ownError) await sendRenderJobs(services.jobs, retried, { startAfter: new Date(Date.now() + RENDER_RETRY_DELAY_SECONDS * 1000) });
  } finally {
    clearInterval(heartbeat);
    const seconds = (performance.now() - started) / 1000;
    for (const file of files) renderDuration.observe({ format: file.format, outcome: outcomes.get(file.id) ?? "failed" }, seconds);
    if (workDir) await rm(workDir, { recursive: true, force: true });
    services.events.orderChanged(own.orderId);
  }
  if (ownError) throw ownError;
}
