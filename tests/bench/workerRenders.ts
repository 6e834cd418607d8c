// Renders per minute of one worker process (ROLE=worker), the sizing figure for workers: a fresh
// PostgreSQL database with the demo catalogue, an order of typical telephone prompts (six-second
// masters, each into µ-law, MP3 and the telephone preview), render jobs sent as a web instance
// sends them, the worker started with RENDER_CONCURRENCY=1 and then one render per core, and the
// time until every file is READY. Run on an idle machine: the figures are load measurements.
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../server/db/database.ts";
import type { PrismaClient } from "../../server/db/generated/client.ts";
import { seedDatabase } from "../../server/db/seed/seed.ts";
import { createJobs } from "../../server/jobs/workers.ts";
import { QUEUES, type JobData } from "../../server/jobs/queues.ts";
import type { QueueDefinitions } from "../../server/jobs/jobQueue.ts";
import type { FileStorage } from "../../server/storage/fileStorage.ts";
import { LocalDiskStorage } from "../../server/storage/localDiskStorage.ts";
import { saveStoredFile } from "../../server/storage/storedFiles.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { startServerProcess } from "../api/serverProcess.ts";
import { createBenchDatabase } from "./postgres.ts";
import type { Row } from "./report.ts";

const PROMPTS = 8;
const PROMPT_SECONDS = 6;
const FORMATS = ["MULAW_8K_WAV", "MP3"] as const;
/** A thousand orders a day of five prompts in three files: 15,000 renders a day, about 10 a minute. */
const GOAL_PER_CORE = 10;

/** The queues as a web instance holds them: it sends, never runs, so no handler is ever called. */
const sendOnly = Object.fromEntries(
  Object.entries(QUEUES).map(([name, settings]) => [name, { ...settings, handle: () => Promise.reject(new Error("A sending queue runs no job.")) }]),
) as unknown as QueueDefinitions<JobData>;

async function queuedPrompts(prisma: PrismaClient, storage: FileStorage, round: number): Promise<string[]> {
  const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const items = Array.from({ length: PROMPTS }, (_, index) => ({ name: `prompt_${index + 1}`, text: "Thank you for calling. Your call is important to us; please hold." }));
  const order = await prisma.order.create({
    data: { serviceId: service.id, guestEmail: "bench@example.com", items, fileFormats: [...FORMATS], status: "IN_PRODUCTION", subtotal: 10000, total: 10000 },
  });
  const ids: string[] = [];
  for (const [index, item] of items.entries()) {
    const pcm = speechLikePcm({ rate: 48000, seconds: PROMPT_SECONDS, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 5000, seed: round * 100 + index });
    const master = await saveStoredFile(prisma, storage, { kind: "MASTER_RECORDING", name: `${item.name}.wav`, mediaType: "audio/wav", data: pcm16Wav(pcm, 48000) });
    const recording = await prisma.recording.create({ data: { orderId: order.id, itemIndex: index, version: 1, fileId: master.id, durationMs: Math.round(pcm.length / 48) } });
    for (const format of [...FORMATS, "PCM16_8K_WAV"]) {
      const file = await prisma.deliverable.create({
        data: { orderId: order.id, recordingId: recording.id, itemIndex: index, format, version: 1, fileName: `${item.name}-${format.toLowerCase()}` },
      });
      ids.push(file.id);
    }
  }
  return ids;
}

export async function benchmarkWorkerRenders(postgresUrl: string, log: (line: string) => void): Promise<Row[]> {
  const bench = await createBenchDatabase(postgresUrl);
  const storageDir = await mkdtemp(join(tmpdir(), "studiofront-bench-worker-"));
  const database = await openDatabase({ kind: "postgresql", url: bench.url });
  const storage = new LocalDiskStorage(storageDir);
  const jobs = createJobs(database, { work: false, runSchedules: false });
  const rows: Row[] = [];
  try {
    await seedDatabase(database.prisma, storage, { adminEmail: "admin@bench.example", adminPassword: "bench-admin-password" });
    await jobs.start(sendOnly);
    const cores = availableParallelism();
    for (const [round, concurrency] of [1, cores].entries()) {
      const files = await queuedPrompts(database.prisma, storage, round);
      const worker = await startServerProcess({ databaseUrl: bench.url, storageDir, role: "worker", env: { RENDER_CONCURRENCY: String(concurrency) } });
      try {
        const started = performance.now();
        for (const deliverableId of files) await jobs.send("render-deliverable", { deliverableId });
        for (;;) {
          const states = await database.prisma.deliverable.groupBy({ by: ["status"], where: { id: { in: files } }, _count: true });
          const failed = states.find((state) => state.status === "FAILED");
          if (failed) throw new Error(`${failed._count} renders failed`);
          if (states.length === 1 && states[0].status === "READY") break;
          if (performance.now() - started > 15 * 60_000) throw new Error("the renders took over 15 minutes");
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const minutes = (performance.now() - started) / 60_000;
        const perMinute = files.length / minutes;
        const perCore = perMinute / Math.min(concurrency, cores);
        log(`  RENDER_CONCURRENCY=${concurrency}: ${files.length} renders in ${(minutes * 60).toFixed(1)} s`);
        rows.push({
          figure: `renders per minute, one worker with RENDER_CONCURRENCY=${concurrency}${concurrency === cores ? ` (one per core, ${cores} cores)` : ""}`,
          value: `${perMinute.toFixed(1)} (${perCore.toFixed(1)} per core)`,
          goal: `≥ ${GOAL_PER_CORE} per core`,
          met: perCore >= GOAL_PER_CORE,
          note: `${PROMPTS} prompts of ${PROMPT_SECONDS} s into ${FORMATS.join(", ")} and the telephone preview: ${files.length} files in ${(minutes * 60).toFixed(1)} s`,
        });
      } finally {
        await worker.kill();
      }
    }
  } finally {
    await jobs.stop({ timeoutMs: 1000 }).catch(() => {});
    await database.close().catch(() => {});
    await bench.drop();
    await rm(storageDir, { recursive: true, force: true });
  }
  return rows;
}
