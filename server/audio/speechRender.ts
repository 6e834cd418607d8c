// One master's speech in one delivery format, at the telephone level, in bounded memory:
//
// 1. prepareSpeech: ffmpeg runs the clean-up chain (cleanupChain.ts) to the band's rate; the
//    result goes to a scratch file of 32-bit samples while its P.56 active level (G.191's
//    method B, activeSpeechLevel.ts) and its 10 ms frame levels are taken on the way.
// 2. writeSpeechFile: the speech with the rules' silences around it is read back from the
//    scratch file, raised or lowered to −19 dBm0, faded in and out at the cut (no click), held
//    under the peak ceiling by a look-ahead limiter and encoded. The file is then decoded again
//    and measured as a telephone engineer would (narrowband on the 300 Hz high-passed band):
//    while its level or peak misses, the gain and the limiter's ceiling are corrected by what was
//    measured and the file is written again (a codec such as ADPCM or MP3 shifts both a little).
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
import { ActiveSpeechLevelMeter, dbovToDbm0, TELEPHONE_LEVEL_DBOV } from "./activeSpeechLevel.ts";
import { cleanupFilters, type Band, type MasterFaults } from "./cleanupChain.ts";
import { FrameLevels, speechThresholdDb, type SpeechBounds } from "./frameLevels.ts";
import { decodeDelivered, decodeSamples, formatSink } from "./pcmStreams.ts";
import { PeakLimiter } from "./peakLimiter.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { PEAK_CEILING_DBFS, RenderRefusedError, type RenderRules } from "./renderRules.ts";
import { TelephoneBandFilter } from "./telephoneBand.ts";

const FULL_SCALE = 32768;
const dbToGain = (db: number) => 10 ** (db / 20);
const gainToDb = (gain: number) => 20 * Math.log10(gain);

/** The cleaned master at a band's rate, in a scratch file of native-endian 32-bit samples on the 16-bit scale. */
export type PreparedSpeech = { path: string; band: Band; sampleCount: number; activeLevelDbov: number; bounds: SpeechBounds };

export async function prepareSpeech(masterPath: string, band: Band, faults: MasterFaults, scratchPath: string): Promise<PreparedSpeech> {
  const file = createWriteStream(scratchPath);
  const meter = new ActiveSpeechLevelMeter(band.sampleRate);
  // Measured as the delivered file will be (narrowband on the telephone band): the gain that
  // brings it to the telephone level is then right at the first encoding.
  const telephoneBand = band.narrowband ? new TelephoneBandFilter(band.sampleRate) : null;
  const frames = new FrameLevels(band.sampleRate);
  for await (const chunk of decodeSamples(masterPath, band.sampleRate, cleanupFilters(band, faults))) {
    meter.push(telephoneBand ? telephoneBand.filter(chunk) : chunk);
    frames.push(chunk);
    if (!file.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) await once(file, "drain");
  }
  file.end();
  await once(file, "close");
  frames.finish();
  const { activeLevelDbov } = meter.result();
  const bounds = Number.isFinite(activeLevelDbov) ? frames.speechBounds(speechThresholdDb(activeLevelDbov, frames.percentile(0.1))) : null;
  if (!bounds) throw new RenderRefusedError("The master recording holds no speech.");
  return { path: scratchPath, band, sampleCount: frames.sampleCount, activeLevelDbov, bounds };
}

/** The samples kept: the speech with exactly the rules' silences around it (the recording's own where it has them, digital silence where it does not). */
export function keptRange(prepared: PreparedSpeech, rules: RenderRules): { from: number; to: number } {
  const rate = prepared.band.sampleRate;
  return { from: prepared.bounds.start - Math.round((rate * rules.leadMs) / 1000), to: prepared.bounds.end + Math.round((rate * rules.tailMs) / 1000) };
}

/** Samples [from, to) of the scratch file, digital silence outside it. */
async function* scratchSamples(prepared: PreparedSpeech, from: number, to: number): AsyncGenerator<Float32Array> {
  const SILENCE_CHUNK = 8192;
  for (let index = from; index < Math.min(0, to); index += SILENCE_CHUNK) yield new Float32Array(Math.min(SILENCE_CHUNK, Math.min(0, to) - index));
  const start = Math.max(0, from);
  const end = Math.min(prepared.sampleCount, to);
  if (end > start) {
    let rest = Buffer.alloc(0);
    for await (const chunk of createReadStream(prepared.path, { start: start * 4, end: end * 4 - 1, highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
      const bytes = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      const usable = bytes.length - (bytes.length % 4);
      rest = Buffer.from(bytes.subarray(usable));
      // A copy: the read buffer's offset need not be a multiple of four.
      yield new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + usable));
    }
  }
  for (let index = Math.max(end, from, prepared.sampleCount); index < to; index += SILENCE_CHUNK) yield new Float32Array(Math.min(SILENCE_CHUNK, to - index));
}

/** A raised-cosine fade over `length` samples: no corner at either end. */
const fadeCurve = (position: number, length: number) => 0.5 - 0.5 * Math.cos((Math.PI * position) / length);

/**
 * The kept speech with `gainDb` applied, faded in over its first samples and out over its last
 * (up to 20 ms, within the silences), and limited to `ceilingDbfs`.
 */
export async function* levelledSamples(prepared: PreparedSpeech, rules: RenderRules, gainDb: number, ceilingDbfs: number): AsyncGenerator<Float32Array> {
  const rate = prepared.band.sampleRate;
  const { from, to } = keptRange(prepared, rules);
  const fadeLength = (silenceMs: number) => Math.max(1, Math.round((rate * Math.min(20, Math.max(2, silenceMs))) / 1000));
  const fadeIn = fadeLength(rules.leadMs);
  const fadeOut = fadeLength(rules.tailMs);
  const total = to - from;
  const gain = dbToGain(gainDb);
  const limiter = new PeakLimiter(rate, FULL_SCALE * dbToGain(ceilingDbfs));
  let position = 0;
  for await (const chunk of scratchSamples(prepared, from, to)) {
    for (let i = 0; i < chunk.length; i++, position++) {
      let sample = chunk[i] * gain;
      if (position < fadeIn) sample *= fadeCurve(position, fadeIn);
      if (total - position <= fadeOut) sample *= fadeCurve(total - position - 1, fadeOut);
      chunk[i] = sample;
    }
    yield limiter.process(chunk);
  }
  yield limiter.flush();
}

export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.round(samples[i]);
    out[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  return out;
}

export type DeliveredMeasure = { activeLevelDbov: number; peakDbfs: number; sampleCount: number };

/** A delivered file decoded again: its P.56 active level (on the telephone band for narrowband formats) and its highest sample. */
export async function measureDelivered(path: string, formatId: RenderFormatId): Promise<DeliveredMeasure> {
  const format = RENDER_FORMATS[formatId];
  const meter = new ActiveSpeechLevelMeter(format.sampleRate);
  const band = format.narrowband ? new TelephoneBandFilter(format.sampleRate) : null;
  let peak = 0;
  let sampleCount = 0;
  for await (const chunk of decodeDelivered(path, format)) {
    for (let i = 0; i < chunk.length; i++) {
      const magnitude = Math.abs(chunk[i]);
      if (magnitude > peak) peak = magnitude;
    }
    meter.push(band ? band.filter(chunk) : chunk);
    sampleCount += chunk.length;
  }
  return { activeLevelDbov: meter.result().activeLevelDbov, peakDbfs: gainToDb(peak / FULL_SCALE), sampleCount };
}

/** How close to −19 dBm0 a file is made: half the promise (±0.5 dB narrowband, ±1 dB wideband), so a file is encoded again only when a codec moved it that far. */
const LEVEL_AIM_DB = { narrowband: 0.25, wideband: 0.5 };
const LEVEL_PROMISE_DB = { narrowband: 0.5, wideband: 1 };
const ATTEMPTS = 5;

export type SpeechFile = { durationMs: number; activeLevelDbov: number; peakDbfs: number };

async function encodeOnce(prepared: PreparedSpeech, formatId: RenderFormatId, rules: RenderRules, outPath: string, gainDb: number, ceilingDbfs: number): Promise<void> {
  const sink = formatSink(outPath, RENDER_FORMATS[formatId]);
  try {
    for await (const samples of levelledSamples(prepared, rules, gainDb, ceilingDbfs)) await sink.write(toInt16(samples));
  } catch (error) {
    sink.abort();
    throw error;
  }
  await sink.end();
}

export async function writeSpeechFile(prepared: PreparedSpeech, formatId: RenderFormatId, rules: RenderRules, outPath: string): Promise<SpeechFile> {
  const format = RENDER_FORMATS[formatId];
  const band = format.narrowband ? "narrowband" : "wideband";
  let gainDb = TELEPHONE_LEVEL_DBOV - prepared.activeLevelDbov;
  // Lossy codecs overshoot the samples they were given; start with room for it.
  let ceilingDbfs = format.encoding?.codec === "pcm_s16le" || format.encoding?.codec === "pcm_mulaw" || format.encoding?.codec === "pcm_alaw" ? PEAK_CEILING_DBFS - 0.2 : PEAK_CEILING_DBFS - 1;
  const { from, to } = keptRange(prepared, rules);
  const durationMs = Math.round(((to - from) * 1000) / prepared.band.sampleRate);
  let kept: { gainDb: number; ceilingDbfs: number } | null = null;
  let measured: DeliveredMeasure | null = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await encodeOnce(prepared, formatId, rules, outPath, gainDb, ceilingDbfs);
    measured = await measureDelivered(outPath, formatId);
    const levelOff = measured.activeLevelDbov - TELEPHONE_LEVEL_DBOV;
    const peakKept = measured.peakDbfs <= PEAK_CEILING_DBFS;
    if (peakKept && Math.abs(levelOff) <= LEVEL_AIM_DB[band]) return { durationMs, ...measured };
    if (peakKept && Math.abs(levelOff) <= LEVEL_PROMISE_DB[band]) kept = { gainDb, ceilingDbfs };
    gainDb -= levelOff;
    if (measured.peakDbfs > PEAK_CEILING_DBFS - 0.05) ceilingDbfs -= measured.peakDbfs - PEAK_CEILING_DBFS + 0.1;
  }
  if (kept) {
    // Encoding is deterministic: the attempt that kept the promise is written again as it was.
    await encodeOnce(prepared, formatId, rules, outPath, kept.gainDb, kept.ceilingDbfs);
    return { durationMs, ...(await measureDelivered(outPath, formatId)) };
  }
  throw new RenderRefusedError(
    `The ${FILE_FORMAT_LABELS[formatId]} file could not be brought to −19 dBm0 with peaks at or below −3 dBFS: it measured ${dbovToDbm0(measured!.activeLevelDbov).toFixed(1)} dBm0 with peaks at ${measured!.peakDbfs.toFixed(1)} dBFS.`,
  );
}
