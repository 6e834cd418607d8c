// What the studio sees of a master before anything is rendered from it, with the warnings a
// telephone engineer would give. Two streaming passes over the master's mono mix: as recorded,
// at its own rate (peak, clipped samples, DC offset, mains hum, waveform), then through the
// wideband clean-up chain that removes what the first found (P.56 active level, noise floor,
// silences and pauses: what the speech will sound like). The first pass's findings also tell
// every rendering's clean-up chain what to remove.
import { ActiveSpeechLevelMeter, dbovToDbm0 } from "./activeSpeechLevel.ts";
import { cleanupFilters, type MasterFaults } from "./cleanupChain.ts";
import { DcBlocker } from "./dcBlocker.ts";
import { FrameLevels, speechThresholdDb } from "./frameLevels.ts";
import { decodeSamples } from "./pcmStreams.ts";

const FULL_SCALE = 32768;
const db = (ratio: number) => (ratio > 0 ? 20 * Math.log10(ratio) : -Infinity);

/** Points of the waveform: min and max of each. */
export const WAVEFORM_POINTS = 480;
/** A sample this close to full scale, with its neighbour as close, is clipped. */
const CLIP_LEVEL = 32767 * 0.999;
/** Hum: 50 Hz or 60 Hz mains, its first harmonics measured in the quietest tenth of the recording. */
const HUM_FREQUENCIES = [50, 60] as const;
const HUM_HARMONICS = 4;
const HUM_BLOCK_MS = 100;
/** Hum counts when it holds this share of the pauses' energy and is louder than −70 dBFS. */
const HUM_SHARE = 0.3;
const HUM_FLOOR_DBFS = -70;

export type MasterWarningCode = "CLIPPING" | "LOW_LEVEL" | "HUM" | "DC_OFFSET" | "LONG_SILENCE" | "NOISY";

export type MasterWarning = { code: MasterWarningCode; message: string };

export type MasterAnalysis = {
  sampleRate: number;
  durationMs: number;
  peakDbfs: number;
  clippedSamples: number;
  /** Mean sample value as a share of full scale (−1..1). */
  dcOffset: number;
  noiseFloorDbfs: number;
  humHz: number | null;
  humDbfs: number | null;
  /** ITU-T P.56 active speech level; null: no speech at all. */
  activeLevelDbov: number | null;
  activityPercent: number;
  /** Silence before the first word and after the last, and the longest pause between words. */
  leadingSilenceMs: number;
  trailingSilenceMs: number;
  longestPauseMs: number;
  /** WAVEFORM_POINTS pairs of [min, max], each −1..1. */
  waveform: [number, number][];
  warnings: MasterWarning[];
};

/** Goertzel filters over fixed blocks: the energy at a few frequencies, block by block. */
class HumBlocks {
  private readonly coefficients: number[];
  private readonly state: Float64Array;
  private readonly blockSize: number;
  private filled = 0;
  private energy = 0;
  readonly blocks: { energy: number; hum: number[] }[] = [];

  constructor(rate: number) {
    this.blockSize = Math.round((rate * HUM_BLOCK_MS) / 1000);
    this.coefficients = HUM_FREQUENCIES.flatMap((base) => Array.from({ length: HUM_HARMONICS }, (_, k) => 2 * Math.cos((2 * Math.PI * base * (k + 1)) / rate)));
    this.state = new Float64Array(this.coefficients.length * 2);
  }

  push(samples: ArrayLike<number>): void {
    const count = this.coefficients.length;
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i];
      this.energy += x * x;
      for (let f = 0; f < count; f++) {
        const current = x + this.coefficients[f] * this.state[2 * f] - this.state[2 * f + 1];
        this.state[2 * f + 1] = this.state[2 * f];
        this.state[2 * f] = current;
      }
      if (++this.filled === this.blockSize) this.close();
    }
  }

  private close(): void {
    const hum = this.coefficients.map((coefficient, f) => {
      const s1 = this.state[2 * f];
      const s2 = this.state[2 * f + 1];
      // Goertzel's power, scaled to the block's energy: a sine of amplitude A gives A²·N/4 against A²·N/2 in `energy`.
      return ((s1 * s1 + s2 * s2 - coefficient * s1 * s2) * 2) / this.blockSize;
    });
    this.blocks.push({ energy: this.energy, hum });
    this.state.fill(0);
    this.filled = 0;
    this.energy = 0;
  }

  /** The mains frequency whose harmonics dominate the quietest tenth of the blocks, with its level. */
  result(): { humHz: number | null; humDbfs: number | null } {
    const quiet = [...this.blocks].sort((a, b) => a.energy - b.energy).slice(0, Math.max(1, Math.ceil(this.blocks.length / 10)));
    const energy = quiet.reduce((sum, block) => sum + block.energy, 0);
    if (energy === 0) return { humHz: null, humDbfs: null };
    const samples = quiet.length * this.blockSize;
    const shares = HUM_FREQUENCIES.map((base, b) => ({
      base,
      hum: quiet.reduce((sum, block) => sum + block.hum.slice(b * HUM_HARMONICS, (b + 1) * HUM_HARMONICS).reduce((a, c) => a + c, 0), 0),
    }));
    const strongest = shares.reduce((a, c) => (c.hum > a.hum ? c : a));
    const humDbfs = db(Math.sqrt(strongest.hum / samples) / FULL_SCALE);
    return strongest.hum / energy >= HUM_SHARE && humDbfs > HUM_FLOOR_DBFS ? { humHz: strongest.base, humDbfs: Math.round(humDbfs * 10) / 10 } : { humHz: null, humDbfs: null };
  }
}

/** The warnings for the studio, in the order a studio would fix them. */
function warningsOf(analysis: Omit<MasterAnalysis, "warnings">): MasterWarning[] {
  const warnings: MasterWarning[] = [];
  const round = (value: number) => value.toFixed(1).replace("-", "−");
  if (analysis.clippedSamples > 0) warnings.push({ code: "CLIPPING", message: `${analysis.clippedSamples} samples are clipped at full scale: the recording distorts there. Record again with less gain.` });
  if (analysis.activeLevelDbov !== null && analysis.activeLevelDbov < -40) {
    warnings.push({ code: "LOW_LEVEL", message: `The speech is very quiet (${round(dbovToDbm0(analysis.activeLevelDbov))} dBm0): raising it to −19 dBm0 raises the noise with it.` });
  }
  if (analysis.humHz) warnings.push({ code: "HUM", message: `${analysis.humHz} Hz mains hum at ${round(analysis.humDbfs!)} dBFS: it is notched out, but a clean take sounds better.` });
  if (Math.abs(analysis.dcOffset) >= 0.01) warnings.push({ code: "DC_OFFSET", message: `DC offset of ${round(analysis.dcOffset * 100)} % of full scale: it is removed, but check the recording chain.` });
  if (analysis.activeLevelDbov !== null && analysis.noiseFloorDbfs > -50) {
    warnings.push({ code: "NOISY", message: `The noise floor is high (${round(analysis.noiseFloorDbfs)} dBFS): it will be heard between the words.` });
  }
  const longSilence = [
    analysis.leadingSilenceMs > 5000 && `${round(analysis.leadingSilenceMs / 1000)} s before the first word`,
    analysis.trailingSilenceMs > 5000 && `${round(analysis.trailingSilenceMs / 1000)} s after the last word`,
    analysis.longestPauseMs > 3000 && `a pause of ${round(analysis.longestPauseMs / 1000)} s between words`,
  ].filter(Boolean);
  if (longSilence.length) warnings.push({ code: "LONG_SILENCE", message: `Long silence: ${longSilence.join(", ")}. Silences before and after are trimmed; pauses between words are kept.` });
  return warnings;
}

/** The speech pass's rate: wideband, as the level is read before any telephone band. */
const SPEECH_RATE = 16000;

/** Analyses the master at `path` (any file ffmpeg reads) at its own sample rate, `frameCount` samples long (from inspectMaster). */
export async function analyseMaster(path: string, sampleRate: number, frameCount: number): Promise<MasterAnalysis> {
  const hum = new HumBlocks(sampleRate);
  const dcBlocker = new DcBlocker(sampleRate);
  const bucket = Math.max(1, Math.ceil(frameCount / WAVEFORM_POINTS));
  const waveform: [number, number][] = [];
  let low = 0;
  let high = 0;
  let inBucket = 0;
  let peak = 0;
  let sum = 0;
  let count = 0;
  let clipped = 0;
  let previousClipped = false;
  for await (const chunk of decodeSamples(path, sampleRate)) {
    hum.push(dcBlocker.filter(chunk));
    count += chunk.length;
    for (let i = 0; i < chunk.length; i++) {
      const x = chunk[i];
      const magnitude = x < 0 ? -x : x;
      if (magnitude > peak) peak = magnitude;
      sum += x;
      const isClipped = magnitude >= CLIP_LEVEL;
      if (isClipped && previousClipped) clipped++;
      previousClipped = isClipped;
      if (x < low) low = x;
      if (x > high) high = x;
      if (++inBucket === bucket) {
        waveform.push([low / FULL_SCALE, high / FULL_SCALE]);
        low = high = inBucket = 0;
      }
    }
  }
  if (inBucket > 0) waveform.push([low / FULL_SCALE, high / FULL_SCALE]);
  const humFound = hum.result();
  const dcOffset = count ? sum / count : 0;

  const meter = new ActiveSpeechLevelMeter(SPEECH_RATE);
  const frames = new FrameLevels(SPEECH_RATE);
  const band = { sampleRate: SPEECH_RATE, narrowband: false };
  for await (const chunk of decodeSamples(path, SPEECH_RATE, cleanupFilters(band, { dcOffset, humHz: humFound.humHz }))) {
    meter.push(chunk);
    frames.push(chunk);
  }
  frames.finish();
  const level = meter.result();
  const noiseFloorDbfs = frames.percentile(0.1);
  const active = Number.isFinite(level.activeLevelDbov) ? level.activeLevelDbov : null;
  const threshold = active === null ? 0 : speechThresholdDb(active, noiseFloorDbfs);
  const bounds = active === null ? null : frames.speechBounds(threshold);
  const ms = (samples: number, rate: number) => Math.round((samples * 1000) / rate);
  const figures = {
    sampleRate,
    durationMs: ms(count, sampleRate),
    peakDbfs: Math.round(db(peak / FULL_SCALE) * 100) / 100,
    clippedSamples: clipped,
    dcOffset: Math.round((dcOffset / FULL_SCALE) * 1e5) / 1e5,
    noiseFloorDbfs: Math.round(noiseFloorDbfs * 10) / 10,
    ...humFound,
    activeLevelDbov: bounds && active !== null ? Math.round(active * 100) / 100 : null,
    activityPercent: Math.round(level.activityFactor * 1000) / 10,
    leadingSilenceMs: bounds ? ms(bounds.start, SPEECH_RATE) : ms(count, sampleRate),
    trailingSilenceMs: bounds ? ms(frames.sampleCount - bounds.end, SPEECH_RATE) : 0,
    longestPauseMs: bounds ? frames.longestQuietMs(threshold, bounds.start, bounds.end) : 0,
    waveform,
  };
  return { ...figures, warnings: warningsOf(figures) };
}

/** What the clean-up chain removes, from an analysis. */
export function faultsOf(analysis: Pick<MasterAnalysis, "dcOffset" | "humHz">): MasterFaults {
  return { dcOffset: analysis.dcOffset * FULL_SCALE, humHz: analysis.humHz };
}
