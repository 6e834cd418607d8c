// Rendering speed, reported next to its target and never failing the run: the renderer runs in the
// background, so a slow machine delays deliveries rather than breaking anything.
import { inspectMaster } from "../../server/audio/inspectMaster.ts";
import { RENDER_FORMATS, type RenderFormatId } from "../../server/audio/renderFormats.ts";
import { renderProgramme } from "../../server/audio/renderProgramme.ts";
import { DEFAULT_RENDER_RULES, renderTelephoneFile, renderTelephoneFiles } from "../../server/audio/renderTelephone.ts";
import { musicLikePcm, pcm16Wav, speechLikePcm } from "../audio/generate.ts";

const MASTER_RATE = 44100;
const targets = { allFormatsSeconds: 5 };

async function seconds(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

export async function benchmarkRendering(): Promise<void> {
  const formats = Object.keys(RENDER_FORMATS) as RenderFormatId[];
  // 60 s: half a second of room noise, 59 s of speech, half a second of room noise.
  const master = pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: 59, leadSeconds: 0.5, tailSeconds: 0.5 }), MASTER_RATE);
  // Warm-up: ffmpeg's binary in the page cache, the levelling code compiled.
  await renderTelephoneFiles(pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: 2 }), MASTER_RATE), formats);

  const inspecting = await seconds(() => inspectMaster(master, "master.wav"));
  console.log(`inspecting a 60 s 44.1 kHz WAV master: ${(inspecting * 1000).toFixed(0)} ms`);
  const together = await seconds(() => renderTelephoneFiles(master, formats));
  const verdict = together < targets.allFormatsSeconds ? "met" : "MISSED";
  console.log(`rendering it into all ${formats.length} formats: ${together.toFixed(2)} s (target: under ${targets.allFormatsSeconds} s on 2 cores, ${verdict})`);
  const oneByOne = await seconds(async () => {
    for (const formatId of formats) await renderTelephoneFile(master, formatId);
  });
  console.log(`  the same one format at a time, each decoding the master: ${oneByOne.toFixed(2)} s`);

  const messages = [8, 12, 10].map((speechSeconds, index) => pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: speechSeconds, leadSeconds: 0.4, tailSeconds: 0.6, seed: index + 1 }), MASTER_RATE));
  const musicBed = pcm16Wav(musicLikePcm({ rate: MASTER_RATE, seconds: 30 }), MASTER_RATE, 2);
  for (const formatId of ["MULAW_8K_WAV", "MP3"] as const) {
    const programme = await seconds(() => renderProgramme(messages, musicBed, formatId, { programmeSeconds: 180, rules: DEFAULT_RENDER_RULES }));
    console.log(`on-hold programme of 180 s from 3 messages and a 30 s stereo bed, ${formatId}: ${programme.toFixed(2)} s`);
  }
}
