// Rendering masters into every delivery format, each file decoded again and measured as a
// telephone engineer would: its P.56 active level with G.191's method (activeSpeechLevel.ts, on
// the 300 Hz high-passed band for narrowband files; −19 dBm0 ± 0.5 dB at 8 kHz, ± 1 dB wideband),
// its peaks (≤ −3 dBFS), its silences (150 ms before the speech, 500 ms after, in every format),
// its band (< 0.2 % of the energy above 3400 Hz at 8 kHz), the hum and DC of a poor master, the
// fades at the cuts, and the WAV headers a phone system accepts.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pcm16Wav, speechLikePcm } from "../../tests/audio/generate.ts";
import { decodedFile, energyShareAbove, powerSpectrum } from "../../tests/audio/measure.ts";
import { dbovToDbm0, measureActiveSpeechLevel } from "./activeSpeechLevel.ts";
import { NO_FAULTS } from "./cleanupChain.ts";
import { FrameLevels } from "./frameLevels.ts";
import { analyseMaster, faultsOf } from "./masterAnalysis.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { DEFAULT_RENDER_RULES, RenderRefusedError } from "./renderRules.ts";
import { renderTelephoneFiles, renderTelephoneFormats, type RenderedFile } from "./renderTelephone.ts";
import { TelephoneBandFilter } from "./telephoneBand.ts";

const MASTER_RATE = 44100;
const SPEECH_SECONDS = 3;
const ALL_FORMATS = Object.keys(RENDER_FORMATS) as RenderFormatId[];
const NARROW = ALL_FORMATS.filter((id) => RENDER_FORMATS[id].narrowband);

/** A clean studio take: 0.5 s of room tone, 3 s of speech, 0.5 s of room tone. */
const cleanMaster = () => pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: SPEECH_SECONDS, leadSeconds: 0.5, tailSeconds: 0.5 }), MASTER_RATE);

/** A poor take: quiet speech on a DC offset of 800 with 50 Hz mains hum (and its 3rd harmonic), 2 s before and 3 s after the speech. */
function poorMaster(): Buffer {
  const pcm = speechLikePcm({ rate: MASTER_RATE, seconds: SPEECH_SECONDS, leadSeconds: 2, tailSeconds: 3, amplitude: 1500, seed: 3 });
  for (let i = 0; i < pcm.length; i++) {
    const t = i / MASTER_RATE;
    pcm[i] = Math.round(pcm[i] + 800 + 120 * Math.sin(2 * Math.PI * 50 * t) + 40 * Math.sin(2 * Math.PI * 150 * t));
  }
  return pcm16Wav(pcm, MASTER_RATE);
}

const decoded = (file: RenderedFile, formatId: RenderFormatId) => decodedFile(file.path, formatId);

function levelDbm0(samples: Float32Array, formatId: RenderFormatId): number {
  const { sampleRate, narrowband } = RENDER_FORMATS[formatId];
  return dbovToDbm0(measureActiveSpeechLevel(narrowband ? new TelephoneBandFilter(sampleRate).filter(samples) : samples, sampleRate).activeLevelDbov);
}

const peakDbfs = (samples: Float32Array) => 20 * Math.log10(samples.reduce((max, x) => Math.max(max, Math.abs(x)), 0) / 32768);

/** Where the speech starts and ends in a delivered file, in seconds: its 10 ms frames within 30 dB of the loudest. */
function speechSpan(samples: Float32Array, rate: number): { start: number; end: number } {
  const frames = new FrameLevels(rate);
  frames.push(samples);
  frames.finish();
  let loudest = -Infinity;
  for (let i = 0; i < frames.count; i++) loudest = Math.max(loudest, frames.at(i));
  const bounds = frames.speechBounds(loudest - 30)!;
  return { start: bounds.start / rate, end: bounds.end / rate };
}

/** The RIFF chunks of a WAV file, in order, with their sizes. */
function wavChunks(bytes: Buffer): { id: string; size: number }[] {
  const chunks = [];
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(offset + 4);
    chunks.push({ id: bytes.toString("latin1", offset, offset + 4), size });
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

let dir: string;
const rendered: Record<"clean" | "poor", Map<RenderFormatId, RenderedFile>> = { clean: new Map(), poor: new Map() };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "studiofront-render-test-"));
  for (const [name, master] of [["clean", cleanMaster()], ["poor", poorMaster()]] as const) {
    const path = join(dir, `${name}.wav`);
    await writeFile(path, master);
    const analysis = await analyseMaster(path, MASTER_RATE, master.length / 2);
    const workDir = await mkdtemp(join(dir, `${name}-`));
    rendered[name] = await renderTelephoneFiles(path, ALL_FORMATS, { rules: DEFAULT_RENDER_RULES, faults: faultsOf(analysis), workDir });
  }
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.each(["clean", "poor"] as const)("a %s master, in every format", (master) => {
  it.each(ALL_FORMATS)("%s: −19 dBm0, peaks at most −3 dBFS, 150 ms before and 500 ms after the speech", async (formatId) => {
    const file = rendered[master].get(formatId)!;
    const { sampleRate, narrowband } = RENDER_FORMATS[formatId];
    const samples = await decoded(file, formatId);
    expect(Math.abs(levelDbm0(samples, formatId) + 19)).toBeLessThanOrEqual(narrowband ? 0.5 : 1);
    expect(peakDbfs(samples)).toBeLessThanOrEqual(-3);
    const expectedSeconds = (DEFAULT_RENDER_RULES.leadMs + DEFAULT_RENDER_RULES.tailMs) / 1000 + SPEECH_SECONDS;
    expect(file.durationMs / 1000).toBeCloseTo(expectedSeconds, 1);
    // Codecs with frames (MP3, AAC, AMR) add their encoder's delay and padding around the samples.
    const framed = ["MP3", "M4A", "AMR_NB"].includes(formatId);
    if (!framed) {
      expect(samples.length / sampleRate).toBeCloseTo(expectedSeconds, 1);
      const span = speechSpan(samples, sampleRate);
      expect(span.start).toBeGreaterThan(0.1);
      expect(span.start).toBeLessThan(0.2);
      expect(samples.length / sampleRate - span.end).toBeGreaterThan(0.42);
      expect(samples.length / sampleRate - span.end).toBeLessThan(0.58);
      // Faded at the cuts: the file starts and ends on silence, not on a step.
      expect(Math.abs(samples[0])).toBeLessThan(40);
      expect(Math.abs(samples[samples.length - 1])).toBeLessThan(40);
    }
  });

  // ADPCM (VOX, G.726) adds its own quantisation noise, spread evenly over the band whatever it
  // is given: what it receives is the chain's output, held to the same 0.2 % in the PCM formats.
  const ADPCM: RenderFormatId[] = ["VOX_8K", "G726_8K_WAV"];
  it.each(NARROW.filter((id) => RENDER_FORMATS[id].sampleRate === 8000))("%s: less than 0.2 % of the energy above 3400 Hz (ADPCM: its noise alone, under 1 %)", async (formatId) => {
    const samples = await decoded(rendered[master].get(formatId)!, formatId);
    expect(energyShareAbove(samples, 8000, 3400)).toBeLessThan(ADPCM.includes(formatId) ? 0.01 : 0.002);
  });
});

describe("a poor master", () => {
  it.each(["PCM16_8K_WAV", "PCM16_WAV", "MP3"] as const)("%s: the hum is not the loudest tone in the silence after the speech, and no DC is left", async (formatId) => {
    const { sampleRate } = RENDER_FORMATS[formatId];
    const samples = await decoded(rendered.poor.get(formatId)!, formatId);
    const tail = samples.subarray(samples.length - Math.round(0.45 * sampleRate), samples.length - Math.round(0.02 * sampleRate));
    const power = powerSpectrum(tail, 2048);
    const binHz = sampleRate / 2048;
    const loudest = power.indexOf(Math.max(...power.subarray(1))) * binHz;
    expect(Math.abs(loudest / 50 - Math.round(loudest / 50)) * 50 > 4 || loudest > 500).toBe(true);
    const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
    expect(Math.abs(mean)).toBeLessThan(5);
  });

  it("is trimmed alike in narrowband and wideband formats", () => {
    const durations = new Set(ALL_FORMATS.map((id) => rendered.poor.get(id)!.durationMs));
    expect(durations.size).toBe(1);
  });
});

describe("the files a phone system accepts", () => {
  it("writes canonical WAV headers: fmt of 16 bytes for PCM, of 18 with a fact chunk for G.711 and G.726, no metadata chunks", async () => {
    const chunks = async (formatId: RenderFormatId) => wavChunks(await readFile(rendered.clean.get(formatId)!.path));
    for (const formatId of ["PCM16_8K_WAV", "PCM16_WAV"] as const) {
      expect((await chunks(formatId)).map(({ id, size }) => (id === "data" ? id : `${id}:${size}`))).toEqual(["fmt :16", "data"]);
    }
    for (const formatId of ["MULAW_8K_WAV", "ALAW_8K_WAV", "G726_8K_WAV"] as const) {
      expect((await chunks(formatId)).map(({ id, size }) => (id === "data" ? id : `${id}:${size}`))).toEqual(["fmt :18", "fact:4", "data"]);
    }
  });

  it("writes headerless formats as bare samples: a second of µ-law or A-law is 8,000 bytes, of signed linear 16,000", async () => {
    const file = rendered.clean.get("MULAW_8K_RAW")!;
    const seconds = file.durationMs / 1000;
    expect((await readFile(file.path)).length).toBeCloseTo(8000 * seconds, -2);
    expect((await readFile(rendered.clean.get("ALAW_8K_RAW")!.path)).length).toBeCloseTo(8000 * seconds, -2);
    expect((await readFile(rendered.clean.get("SLN_8K")!.path)).length).toBeCloseTo(16000 * seconds, -2);
    // The same samples as the WAV, without its 58-byte header.
    expect((await readFile(file.path)).equals((await readFile(rendered.clean.get("MULAW_8K_WAV")!.path)).subarray(58))).toBe(true);
  });

  it("writes MP3 without ID3 tags", async () => {
    const bytes = await readFile(rendered.clean.get("MP3")!.path);
    expect(bytes.toString("latin1", 0, 3)).not.toBe("ID3");
    expect(bytes.toString("latin1", bytes.length - 128, bytes.length - 125)).not.toBe("TAG");
  });
});

describe("each file as soon as it is made", () => {
  it("tells of every format once, with the file it answers, a file measured as written (µ-law) before one decoded again to be measured (MP3)", async () => {
    const path = join(dir, "told.wav");
    await writeFile(path, cleanMaster());
    const workDir = await mkdtemp(join(dir, "told-"));
    const told: { formatId: RenderFormatId; result: PromiseSettledResult<RenderedFile> }[] = [];
    const formats: RenderFormatId[] = ["MP3", "G726_8K_WAV", "MULAW_8K_WAV", "PCM16_WAV"];
    const files = await renderTelephoneFormats(path, formats, { rules: DEFAULT_RENDER_RULES, faults: NO_FAULTS, workDir, onFormat: (formatId, result) => told.push({ formatId, result }) });
    expect(told.map(({ formatId }) => formatId).sort()).toEqual([...formats].sort());
    for (const { formatId, result } of told) expect(result).toBe(files.get(formatId));
    const order = told.map(({ formatId }) => formatId);
    expect(order.indexOf("MULAW_8K_WAV")).toBeLessThan(order.indexOf("MP3"));
  });
});

describe("refusals", () => {
  it("refuses a master without speech", async () => {
    const path = join(dir, "silence.wav");
    await writeFile(path, pcm16Wav(new Int16Array(16000), 8000));
    const workDir = await mkdtemp(join(dir, "silence-"));
    await expect(renderTelephoneFiles(path, ["MULAW_8K_WAV"], { rules: DEFAULT_RENDER_RULES, faults: NO_FAULTS, workDir })).rejects.toThrow(
      new RenderRefusedError("The master recording holds no speech."),
    );
  });
});
