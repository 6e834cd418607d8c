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
import { renderProgramme } from "../audio/renderProgramme.ts";
import { MEDIA_TYPES } from "../audio/renderFormats.ts";
import { RenderRefusedError, type RenderRules } from "../audio/renderRules.ts";
import { renderTelephoneFiles } from "../audio/renderTelephone.ts";
import type { Services } from "../context.ts";
import type { Recording, StoredFile } from "../db/generated/client.ts";
import { saveStoredFile } from "../storage/storedFiles.ts";
import { renderDuration } from "../operations/metrics.ts";

/** Attempts before a file is marked FAILED (the queue retries the ones before). */
export const RENDER_ATTEMPTS = 3;
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

async function render(services: Services, deliverableId: string, rules: RenderRules, workDir: string): Promise<Rendered> {
  const file = await services.prisma.deliverable.findUniqueOrThrow({
    where: { id: deliverableId },
    include: {
      recording: { include: { file: true } },
      order: { select: { id: true, bundle: { select: { programmeSeconds: true, introSeconds: true, gapSeconds: true } }, track: { include: { file: true } } } },
    },
  });
  const format = file.format as FileFormat;
  if (file.recording) {
    const master = await fetchTo(services, file.recording.file, join(workDir, "master"));
    const files = await renderTelephoneFiles(master, [format], { rules, faults: await faultsOfMaster(file.recording, master), workDir });
    return files.get(format)!;
  }
  const { order } = file;
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
  const path = join(workDir, "programme");
  const { durationMs } = await renderProgramme(messages, bed, format, path, { layout, rules, workDir });
  return { path, durationMs };
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

/** A render given up because its process is stopping: the file goes back to the queue, for another worker. */
export class RenderHandedBackError extends Error {
  constructor() {
    super("The render was handed back: its process is stopping.");
    this.name = "RenderHandedBackError";
  }
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

/**
 * Renders the file, unless another render holds it. `signal` (the job's) aborts when the process
 * stops: the render hands the file back (QUEUED, the attempt not counted) and throws, so the
 * queue runs it again elsewhere.
 */
export async function renderDeliverable(services: Services, deliverableId: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const { prisma } = services;
  const claim = randomUUID();
  // Claim it: a file already rendered (a duplicate job) or rendering elsewhere is left alone.
  const claimed = await prisma.deliverable.updateMany({
    where: { id: deliverableId, status: { in: ["QUEUED", "FAILED"] } },
    data: { status: "RENDERING", attempts: { increment: 1 }, renderClaim: claim },
  });
  if (claimed.count === 0) return;
  const held = { id: deliverableId, status: "RENDERING" as const, renderClaim: claim };
  const deliverable = await prisma.deliverable.findUniqueOrThrow({ where: { id: deliverableId } });
  // Started only where `finally` stops it: a heartbeat outliving its render would hold the file forever.
  const heartbeat = setInterval(() => {
    prisma.deliverable.updateMany({ where: held, data: { updatedAt: new Date() } }).catch(() => {});
  }, RENDER_HEARTBEAT_MS);
  let workDir: string | undefined;
  const started = performance.now();
  let outcome: "ready" | "refused" | "failed" | "handed_back" = "failed";
  try {
    workDir = await mkdtemp(join(tmpdir(), "studiofront-render-"));
    const rules = renderRules(await readSettings(prisma));
    const rendered = await unlessHandedBack(render(services, deliverableId, rules, workDir), signal);
    const format = deliverable.format as FileFormat;
    const stored = await saveStoredFile(prisma, services.storage, {
      kind: "DELIVERABLE",
      name: deliverable.fileName,
      mediaType: MEDIA_TYPES[format],
      data: { path: rendered.path },
      uploadedById: null,
    });
    const finished = await prisma.deliverable.updateMany({
      where: held,
      data: { status: "READY", fileId: stored.id, durationMs: rendered.durationMs, renderedAt: new Date(), failureReason: null, renderClaim: null },
    });
    if (finished.count === 0) await discardUnused(services, stored);
    outcome = "ready";
  } catch (error) {
    if (error instanceof RenderHandedBackError) {
      outcome = "handed_back";
      await prisma.deliverable.updateMany({ where: held, data: { status: "QUEUED", renderClaim: null, attempts: { decrement: 1 } } });
      throw error;
    }
    if (error instanceof RenderRefusedError) outcome = "refused";
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof RenderRefusedError || deliverable.attempts >= RENDER_ATTEMPTS;
    const failed = await prisma.deliverable.updateMany({
      where: held,
      data: {
        status: final ? "FAILED" : "QUEUED",
        renderClaim: null,
        failureReason: final && !(error instanceof RenderRefusedError) ? `Rendering failed ${deliverable.attempts} times: ${message}` : message,
      },
    });
    // Retried by the queue only while this render still held the file.
    if (!final && failed.count > 0) throw error;
  } finally {
    clearInterval(heartbeat);
    renderDuration.observe({ format: deliverable.format, outcome }, (performance.now() - started) / 1000);
    if (workDir) await rm(workDir, { recursive: true, force: true });
    services.events.orderChanged(deliverable.orderId);
  }
}
