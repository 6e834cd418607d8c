// Rendering speed and memory, reported next to their targets and never failing the run: the
// renderer runs in the background, so a slow machine delays deliveries rather than breaking
// anything. The memory row renders a 30-minute master in a process of its own
// (renderMemory.ts) and reads its peak resident memory from the kernel.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegPath } from "../../server/audio/ffmpeg.ts";
import { inspectMaster } from "../../server/audio/inspectMaster.ts";
import { NO_FAULTS } from "../../server/audio/cleanupChain.ts";
import { RENDER_FORMATS, type RenderFormatId } from "../../server/audio/renderFormats.ts";
import { DEFAULT_PROGRAMME_LAYOUT, renderProgramme, type ProgrammeMessage } from "../../server/audio/renderProgramme.ts";
import { DEFAULT_RENDER_RULES } from "../../server/audio/renderRules.ts";
import { renderTelephoneFiles } from "../../server/audio/renderTelephone.ts";
import { musicLikePcm, pcm16Wav, speechLikePcm } from "../audio/generate.ts";

const MASTER_RATE = 44100;
const targets = { allFormatsSeconds: 5, renderGrowthMb: 150 };

type Row = { figure: string; value: string; goal: string; met: boolean | null; note?: string };

async function seconds(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

export async function benchmarkRendering(log: (line: string) => void): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), "studiofront-bench-render-"));
  try {
    const formats = Object.keys(RENDER_FORMATS) as RenderFormatId[];
    const master = join(dir, "master.wav");
    // 60 s: half a second of room noise, 59 s of speech, half a second of room noise.
    const masterBytes = pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: 59, leadSeconds: 0.5, tailSeconds: 0.5 }), MASTER_RATE);
    await writeFile(master, masterBytes);
    const options = (name: string) => ({ rules: DEFAULT_RENDER_RULES, faults: NO_FAULTS, workDir: join(dir, name) });
    const warmUp = join(dir, "warm-up.wav");
    await writeFile(warmUp, pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: 2 }), MASTER_RATE));
    for (const name of ["warm", "all", "programme", "long"]) spawnSync("mkdir", ["-p", join(dir, name)]);
    await renderTelephoneFiles(warmUp, formats, options("warm"));

    const inspecting = await seconds(() => inspectMaster(master, "master.wav"));
    log(`  inspecting a 60 s 44.1 kHz WAV master: ${(inspecting * 1000).toFixed(0)} ms`);
    const together = await seconds(() => renderTelephoneFiles(master, formats, options("all")));
    const rows: Row[] = [
      { figure: `rendering a 60 s master into all ${formats.length} formats, measured again`, value: `${together.toFixed(2)} s`, goal: `< ${targets.allFormatsSeconds} s`, met: together < targets.allFormatsSeconds },
    ];

    const messages: ProgrammeMessage[] = [];
    for (const [index, speechSeconds] of [8, 12, 10].entries()) {
      const path = join(dir, `message-${index}.wav`);
      await writeFile(path, pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: speechSeconds, leadSeconds: 0.4, tailSeconds: 0.6, seed: index + 1 }), MASTER_RATE));
      messages.push({ path, faults: NO_FAULTS });
    }
    const bed = join(dir, "bed.wav");
    await writeFile(bed, pcm16Wav(musicLikePcm({ rate: MASTER_RATE, seconds: 30 }), MASTER_RATE, 2));
    for (const formatId of ["MULAW_8K_WAV", "MP3"] as const) {
      const programme = await seconds(() => renderProgramme(messages, bed, formatId, join(dir, `programme-${formatId}`), { layout: DEFAULT_PROGRAMME_LAYOUT, rules: DEFAULT_RENDER_RULES, workDir: join(dir, "programme") }));
      log(`  on-hold programme of 180 s from 3 messages and a 30 s stereo bed, ${formatId}: ${programme.toFixed(2)} s`);
    }

    // 30 minutes: the 60 s master thirty times over, written by ffmpeg (never held here).
    const long = join(dir, "long.wav");
    spawnSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-stream_loop", "29", "-i", master, "-c:a", "pcm_s16le", "-y", long]);
    const memoryRows: [string, string[]][] = [
      ["peak RSS growth rendering a 30-minute master (µ-law 8 kHz and MP3)", [long, join(dir, "long")]],
      ["peak RSS growth rendering a 900 s on-hold programme (MP3) and refusing a 30-minute message", [long, join(dir, "long-programme"), bed, ...messages.map((message) => message.path)]],
    ];
    for (const [figure, args] of memoryRows) {
      const child = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", join(import.meta.dirname, "renderMemory.ts"), ...args], { encoding: "utf8" });
      const measured = /baseline (\d+) peak (\d+) after (\d+) seconds ([\d.]+)/.exec(child.stdout);
      if (!measured) {
        rows.push({ figure, value: "–", goal: `< ${targets.renderGrowthMb} MB`, met: null, note: `could not be measured: ${child.stderr.split("\n").slice(-3).join(" ")}` });
        continue;
      }
      const [baseline, peak, after, time] = measured.slice(1).map(Number);
      const growth = (peak - baseline) / 1024;
      rows.push({
        figure,
        value: `${growth.toFixed(0)} MB`,
        goal: `< ${targets.renderGrowthMb} MB`,
        met: growth < targets.renderGrowthMb,
        note: `RSS ${(baseline / 1024).toFixed(0)} MB before, ${(peak / 1024).toFixed(0)} MB at the peak, ${(after / 1024).toFixed(0)} MB after; ${time} s`,
      });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
