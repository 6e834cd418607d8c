// A worker process's render throughput (ROLE=worker), the sizing figure for workers: a fresh
// PostgreSQL database with the demo catalogue, an order of three six-second telephone prompts in
// eight formats, their masters stored and their render jobs sent as a web instance sends them after
// an upload (with the analysis an upload stores), the worker started with RENDER_CONCURRENCY=1
// and then one render per core and warmed by one prompt, and the time until every file is READY.
// Beside it, ffmpeg's own time to write the same files from clean 8 kHz and 16 kHz sources (no
// clean-up, no levelling, no measuring, no database): the practical limit. The CPU note splits
// the worker's time into its JavaScript and its ffmpeg processes; those alone (the clean-up, the
// encoding, and the lossy files decoded again to be measured) bound the ratio however fast the
// JavaScript. Run on an idle machine: the figures are load measurements (the CPU times in the
// notes much less so).
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { runFfmpeg } from "../../server/audio/ffmpeg.ts";
import { analyseMaster } from "../../server/audio/masterAnalysis.ts";
import { RENDER_FORMATS, type RenderFormat, type RenderFormatId } from "../../server/audio/renderFormats.ts";
import { openDatabase } from "../../server/db/database.ts";
import type { PrismaClient } from "../../server/db/generated/client.ts";
import { seedDatabase } from "../../server/db/seed/seed.ts";
import { sendRenderJobs, type RenderSetMember } from "../../server/fulfilment/renderQueue.ts";
import { createJobs } from "../../server/jobs/workers.ts";
import { QUEUES, type JobData } from "../../server/jobs/queues.ts";
import type { QueueDefinitions } from "../../server/jobs/jobQueue.ts";
import type { FileStorage } from "../../server/storage/fileStorage.ts";
import { LocalDiskStorage } from "../../server/storage/localDiskStorage.ts";
import { saveStoredFile } from "../../server/storage/storedFiles.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { startServerProcess } from "../api/serverProcess.ts";
import { serverBundle } from "../../scripts/serverBuild.mjs";
import { serverEnvironment, serverNodeFlags } from "../../scripts/serverRuntime.mjs";
import { profileFlags } from "./serverProcess.ts";
import { createBenchDatabase } from "./postgres.ts";
import type { Row } from "./report.ts";

const PROMPTS = 3;
const PROMPT_SECONDS = 6;
const FORMATS = ["MULAW_8K_WAV", "ALAW_8K_WAV", "PCM16_8K_WAV", "PCM16_WAV", "MULAW_8K_RAW", "G722", "G726_8K_WAV", "MP3"] as const satisfies readonly RenderFormatId[];
/** From the masters stored to every file READY, all cores rendering. */
const GOAL_READY_SECONDS = 4;
/** Renders per core and minute, as a share of ffmpeg's own for the same files. */
const GOAL_SHARE_OF_FFMPEG = 0.7;
const MASTER_RATE = 48000;

const masterPcm = (round: number, index: number) => speechLikePcm({ rate: MASTER_RATE, seconds: PROMPT_SECONDS, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 5000, seed: round * 100 + index });

/** The queues as a web instance holds them: it sends, never runs, so no handler is ever called. */
const sendOnly = Object.fromEntries(
  Object.entries(QUEUES).map(([name, settings]) => [name, { ...settings, handle: () => Promise.reject(new Error("A sending queue runs no job.")) }]),
) as unknown as QueueDefinitions<JobData>;

/** The prompts' masters stored as an upload stores them, with their analysis (what the clean-up chain removes is read from it). */
async function queuedPrompts(prisma: PrismaClient, storage: FileStorage, round: number, scratchDir: string, prompts = PROMPTS): Promise<RenderSetMember[]> {
  const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const items = Array.from({ length: prompts }, (_, index) => ({ name: `prompt_${index + 1}`, text: "Thank you for calling. Your call is important to us; please hold." }));
  const order = await prisma.order.create({
    data: { serviceId: service.id, guestEmail: "bench@example.com", items, fileFormats: [...FORMATS], status: "IN_PRODUCTION", subtotal: 10000, total: 10000 },
  });
  const files: RenderSetMember[] = [];
  for (const [index, item] of items.entries()) {
    const pcm = masterPcm(round, index);
    const path = join(scratchDir, `${item.name}-${round}.wav`);
    await writeFile(path, pcm16Wav(pcm, MASTER_RATE));
    const analysis = { ...(await analyseMaster(path, MASTER_RATE, pcm.length)), channels: 1 };
    const master = await saveStoredFile(prisma, storage, { kind: "MASTER_RECORDING", name: `${item.name}.wav`, mediaType: "audio/wav", data: { path } });
    const recording = await prisma.recording.create({ data: { orderId: order.id, itemIndex: index, version: 1, fileId: master.id, durationMs: Math.round((pcm.length * 1000) / MASTER_RATE), analysis } });
    for (const format of FORMATS) {
      const file = await prisma.deliverable.create({
        data: { orderId: order.id, recordingId: recording.id, itemIndex: index, format, version: 1, fileName: `${item.name}-${format.toLowerCase()}` },
      });
      files.push(file);
    }
  }
  return files;
}

/** CPU seconds of a process: its own, and its waited-for children's. */
type CpuSeconds = { own: number; children: number };

/**
 * CPU seconds a process has used: its own (`own`: a worker's JavaScript, its database driver and
 * its file work) and its waited-for children's (`children`: a worker's ffmpeg processes; the
 * bench's own ffmpeg runs). Unlike the wall-clock figures, hardly moved by other work on a shared
 * machine. Linux only (/proc, 100 ticks a second); null elsewhere.
 */
function cpuSeconds(pid: number | "self"): CpuSeconds | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ").map(Number);
    // utime, stime, cutime, cstime: fields 14-17 of the line, 12-15 after the name.
    return { own: (fields[11] + fields[12]) / 100, children: (fields[13] + fields[14]) / 100 };
  } catch {
    return null;
  }
}

const cpuSpent = (before: CpuSeconds | null, after: CpuSeconds | null): CpuSeconds | null =>
  before && after ? { own: after.own - before.own, children: after.children - before.children } : null;

/** ffmpeg's time to write the files of the bench's prompts from clean 8 kHz and 16 kHz sources (one process per prompt, every format an output of it), the fastest of three runs. */
async function ffmpegOwnSeconds(): Promise<{ seconds: number; cpuSeconds: number | null }> {
  const dir = await mkdtemp(join(tmpdir(), "studiofront-bench-ffmpeg-"));
  try {
    const sources: { narrow: string; wide: string }[] = [];
    for (let index = 0; index < PROMPTS; index++) {
      const master = join(dir, `master-${index}.wav`);
      await writeFile(master, pcm16Wav(masterPcm(0, index), MASTER_RATE));
      const source = { narrow: join(dir, `clean-${index}-8k.wav`), wide: join(dir, `clean-${index}-16k.wav`) };
      for (const [path, rate] of [[source.narrow, 8000], [source.wide, 16000]] as const) await runFfmpeg(["-i", master, "-ar", String(rate), "-ac", "1", "-c:a", "pcm_s16le", "-y", path]);
      sources.push(source);
    }
    const outputs = (index: number) =>
      FORMATS.flatMap((formatId) => {
        const format: RenderFormat = RENDER_FORMATS[formatId];
        const encoding = format.encoding!;
        return ["-map", format.narrowband ? "0:a" : "1:a", "-c:a", encoding.codec, ...(encoding.bitrate ? ["-b:a", encoding.bitrate] : []), "-ar", String(format.sampleRate), "-f", encoding.muxer, "-y", join(dir, `out-${index}-${formatId}`)];
      });
    let fastest = Infinity;
    const cpuBefore = cpuSeconds("self");
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      for (const [index, { narrow, wide }] of sources.entries()) await runFfmpeg(["-i", narrow, "-i", wide, ...outputs(index)]);
      fastest = Math.min(fastest, (performance.now() - started) / 1000);
    }
    // The runs' mean CPU: their ffmpeg processes' alone (the bench's own is the spawning, a few milliseconds).
    const spent = cpuSpent(cpuBefore, cpuSeconds("self"));
    return { seconds: fastest, cpuSeconds: spent && spent.children / 3 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Sends the files' render jobs as an upload sends them (one per master) and waits until every file is READY. */
async function renderedAll(prisma: PrismaClient, jobs: ReturnType<typeof createJobs>, files: readonly RenderSetMember[]): Promise<void> {
  const started = performance.now();
  await sendRenderJobs(jobs, files);
  for (;;) {
    const states = await prisma.deliverable.groupBy({ by: ["status"], where: { id: { in: files.map((file) => file.id) } }, _count: true });
    const failed = states.find((state) => state.status === "FAILED");
    if (failed) throw new Error(`${failed._count} renders failed`);
    if (states.length === 1 && states[0].status === "READY") return;
    if (performance.now() - started > 15 * 60_000) throw new Error("the renders took over 15 minutes");
    // Often enough that the last file's READY is seen within a few milliseconds of a sub-second figure.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
    const { seconds: ffmpeg, cpuSeconds: ffmpegCpu } = await ffmpegOwnSeconds();
    const ffmpegPerCore = (PROMPTS * FORMATS.length) / (ffmpeg / 60);
    log(`  ffmpeg alone: ${PROMPTS * FORMATS.length} files in ${ffmpeg.toFixed(2)} s on one core${ffmpegCpu === null ? "" : ` (${ffmpegCpu.toFixed(2)} s of CPU)`}`);
    for (const [round, concurrency] of [1, cores].entries()) {
      const warmUp = await queuedPrompts(database.prisma, storage, 10 + round, storageDir, 1);
      const files = await queuedPrompts(database.prisma, storage, round, storageDir);
      // Run as `npm run worker` runs it: the server's bundle, with its runtime flags and settings.
      const worker = await startServerProcess({
        databaseUrl: bench.url,
        storageDir,
        role: "worker",
        env: { ...serverEnvironment(), RENDER_CONCURRENCY: String(concurrency) },
        nodeArgs: [...serverNodeFlags({ DATABASE_URL: bench.url }), ...profileFlags(), "--enable-source-maps", (await serverBundle()).bundle],
      });
      try {
        // A running worker's speed: its first render also loads the audio code and the ffmpeg binary.
        await renderedAll(database.prisma, jobs, warmUp);
        const cpuBefore = cpuSeconds(worker.pid);
        const started = performance.now();
        await renderedAll(database.prisma, jobs, files);
        const seconds = (performance.now() - started) / 1000;
        const cpuAfter = cpuSeconds(worker.pid);
        const spent = cpuSpent(cpuBefore, cpuAfter);
        const workerCpu = spent && spent.own + spent.children;
        // The second ratio is the most the first could reach were the worker's own work free: its
        // ffmpeg processes clean each master, encode from it and decode the lossy files to measure them.
        const cpuNote =
          spent === null || workerCpu === null || ffmpegCpu === null
            ? ""
            : `; CPU time (little moved by other work on the machine): the worker ${workerCpu.toFixed(2)} s (its JavaScript ${spent.own.toFixed(2)} s, its ffmpeg processes ${spent.children.toFixed(2)} s), ffmpeg alone ${ffmpegCpu.toFixed(2)} s: ${(ffmpegCpu / workerCpu).toFixed(2)} × the worker's, ${(ffmpegCpu / spent.children).toFixed(2)} × its ffmpeg processes'`;
        const perMinute = files.length / (seconds / 60);
        // A render's ffmpeg and its JavaScript run side by side: every core of the machine is counted, whatever the setting.
        const perCore = perMinute / cores;
        const share = perCore / ffmpegPerCore;
        log(`  RENDER_CONCURRENCY=${concurrency}: ${files.length} files READY ${seconds.toFixed(2)} s after their masters were stored${workerCpu === null ? "" : `, ${workerCpu.toFixed(2)} s of the worker's CPU`}`);
        const setting = `RENDER_CONCURRENCY=${concurrency}${concurrency === cores ? ` (one per core, ${cores} cores)` : ""}`;
        if (concurrency === cores) {
          rows.push({
            figure: `${PROMPTS} prompts × ${FORMATS.length} formats: masters stored → every file READY, one worker with ${setting}`,
            value: `${seconds.toFixed(2)} s`,
            goal: `≤ ${GOAL_READY_SECONDS} s`,
            met: seconds <= GOAL_READY_SECONDS,
            note: `${PROMPT_SECONDS} s prompts into ${FORMATS.join(", ")}; jobs sent as a web instance sends them, to a worker that rendered one prompt before`,
          });
        }
        rows.push({
          figure: `renders per minute per core, one worker with ${setting}, ÷ ffmpeg's own`,
          value: `${perCore.toFixed(0)} per core (${perMinute.toFixed(0)} a minute) = ${share.toFixed(2)} × ffmpeg's ${ffmpegPerCore.toFixed(0)}`,
          goal: `≥ ${GOAL_SHARE_OF_FFMPEG} × ffmpeg's`,
          met: share >= GOAL_SHARE_OF_FFMPEG,
          note: `${files.length} files in ${seconds.toFixed(2)} s; ffmpeg wrote the same ${files.length} files from clean 8 kHz and 16 kHz WAVs in ${ffmpeg.toFixed(2)} s (one process per prompt, every format its output)${cpuNote}`,
        });
      } finally {
        // A profiled worker is stopped as an orchestrator stops it, so that it writes its profile.
        await (process.env.BENCH_PROFILE ? worker.terminate() : worker.kill());
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
