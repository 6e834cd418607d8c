// One master's speech in its delivery formats, at the telephone level, in bounded memory:
//
// 1. prepareSpeechBands: one ffmpeg process decodes the master once and runs the clean-up chain
//    (cleanupChain.ts) to each band's rate, a branch of its filter graph per band; each band is
//    kept as 32-bit samples (in memory up to a few megabytes, a prompt's length; beyond, in a
//    scratch file) while its P.56 active level (G.191's method B, activeSpeechLevel.ts) and its
//    10 ms frame levels are taken on the way.
// 2. writeSpeechFiles: the speech with the rules' silences around it is read back from what
//    was kept, raised or lowered to −19 dBm0, faded in and out at the cut (no click), held
//    under the peak ceiling by a look-ahead limiter and encoded: every format by one ffmpeg
//    process with an output per format (VOX by okiAdpcm.ts). Each file is measured as a
//    telephone engineer would (narrowband on the 300 Hz high-passed band): a 16-bit PCM or G.711
//    file as it is written (its samples are those given, or what G.711's fixed table makes of
//    them), the others decoded again, together. While a file's level or peak misses, its gain
//    and limiter ceiling are corrected by what was measured and it is written again (a codec
//    such as ADPCM or MP3 shifts both a little).
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import { FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
import { ActiveSpeechLevelMeter, dbovToDbm0, TELEPHONE_LEVEL_DBOV } from "./activeSpeechLevel.ts";
import { cleanupFilterList, cleanupFilters, type Band, type MasterFaults } from "./cleanupChain.ts";
import { g711RoundTrip, type G711Law } from "./g711.ts";
import { FrameLevels, speechThresholdDb, type SpeechBounds } from "./frameLevels.ts";
import { decodeBranches, decodeDelivered, decodeDeliveredFiles, decodeSamples, formatSink, formatsSink, type SampleSink } from "./pcmStreams.ts";
import { PeakLimiter } from "./peakLimiter.ts";
import { RENDER_FORMATS, type RenderFormat, type RenderFormatId } from "./renderFormats.ts";
import { LEVEL_AIM_DB, LEVEL_PROMISE_DB, PEAK_CEILING_DBFS, RenderRefusedError, type RenderRules } from "./renderRules.ts";
import { TelephoneBandFilter } from "./telephoneBand.ts";

const FULL_SCALE = 32768;
const dbToGain = (db: number) => 10 ** (db / 20);
const gainToDb = (gain: number) => 20 * Math.log10(gain);

/**
 * The cleaned master at a band's rate, as 32-bit samples on the 16-bit scale: held in memory when
 * short (`held`), else in a scratch file of native-endian floats at `path` (which also names the
 * band's speech either way).
 */
export type PreparedSpeech = { path: string; held: Float32Array | null; band: Band; sampleCount: number; activeLevelDbov: number; bounds: SpeechBounds; peak: number };

/**
 * Samples of a band held in memory rather than written to its scratch file and read back (each
 * file is read several times): 4 MB, a prompt of up to 23 s at 44.1 kHz. A longer band goes to
 * its file, so a render's memory stays bounded whatever the master's length.
 */
const HELD_SAMPLES = 1 << 20;

export async function prepareSpeech(masterPath: string, band: Band, faults: MasterFaults, scratchPath: string): Promise<PreparedSpeech> {
  return collectSpeech(decodeSamples(masterPath, band.sampleRate, cleanupFilters(band, faults)), band, scratchPath);
}

/**
 * The master decoded once and cleaned for each of `bands` side by side (one ffmpeg process, a
 * branch of its filter graph per band): the speech at each band's rate, in `scratchPaths`.
 */
export function prepareSpeechBands(masterPath: string, bands: readonly Band[], faults: MasterFaults, scratchPaths: readonly string[]): Promise<PreparedSpeech>[] {
  const { outputs, done, stop } = decodeBranches(
    masterPath,
    bands.map((band) => cleanupFilterList(band, faults)),
  );
  return bands.map(async (band, index) => {
    let prepared: PreparedSpeech;
    try {
      prepared = await collectSpeech(outputs[index], band, scratchPaths[index]);
    } catch (error) {
      // A band that could not be written stops the decode (the others then fail with it); one
      // without speech read it all, and the others find none either.
      if (!(error instanceof RenderRefusedError)) stop();
      throw error;
    }
    await done;
    return prepared;
  });
}

async function collectSpeech(samples: AsyncIterable<Float32Array>, band: Band, scratchPath: string): Promise<PreparedSpeech> {
  let held: Float32Array[] | null = [];
  let heldCount = 0;
  let file: WriteStream | null = null;
  const meter = new ActiveSpeechLevelMeter(band.sampleRate);
  // Measured as the delivered file will be (narrowband on the telephone band): the gain that
  // brings it to the telephone level is then right at the first encoding.
  const telephoneBand = band.narrowband ? new TelephoneBandFilter(band.sampleRate) : null;
  const frames = new FrameLevels(band.sampleRate);
  const write = async (chunk: Float32Array) => {
    file ??= createWriteStream(scratchPath);
    if (!file.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) await once(file, "drain");
  };
  let peak = 0;
  try {
    for await (const chunk of samples) {
      meter.push(telephoneBand ? telephoneBand.filter(chunk) : chunk);
      frames.push(chunk);
      for (let i = 0; i < chunk.length; i++) {
        const magnitude = chunk[i] < 0 ? -chunk[i] : chunk[i];
        if (magnitude > peak) peak = magnitude;
      }
      if (held && heldCount + chunk.length <= HELD_SAMPLES) {
        held.push(chunk);
        heldCount += chunk.length;
        continue;
      }
      if (held) for (const earlier of held) await write(earlier);
      held = null;
      await write(chunk);
    }
  } finally {
    if (file) {
      (file as WriteStream).end();
      await once(file, "close");
    }
  }
  frames.finish();
  const { activeLevelDbov } = meter.result();
  const bounds = Number.isFinite(activeLevelDbov) ? frames.speechBounds(speechThresholdDb(activeLevelDbov, frames.percentile(0.1))) : null;
  if (!bounds) throw new RenderRefusedError("The master recording holds no speech.");
  return { path: scratchPath, held: held && joined(held, heldCount), band, sampleCount: frames.sampleCount, activeLevelDbov, bounds, peak };
}

function joined(chunks: readonly Float32Array[], length: number): Float32Array {
  const all = new Float32Array(length);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** The samples kept: the speech with exactly the rules' silences around it (the recording's own where it has them, digital silence where it does not). */
export function keptRange(prepared: PreparedSpeech, rules: RenderRules): { from: number; to: number } {
  const rate = prepared.band.sampleRate;
  return { from: prepared.bounds.start - Math.round((rate * rules.leadMs) / 1000), to: prepared.bounds.end + Math.round((rate * rules.tailMs) / 1000) };
}

/** Samples a chunk of held speech gives at a time: as many as a scratch file's read. */
const HELD_CHUNK = 65536;

/** Samples [from, to) of the prepared speech, digital silence outside it. */
async function* scratchSamples(prepared: PreparedSpeech, from: number, to: number): AsyncGenerator<Float32Array> {
  const SILENCE_CHUNK = 8192;
  for (let index = from; index < Math.min(0, to); index += SILENCE_CHUNK) yield new Float32Array(Math.min(SILENCE_CHUNK, Math.min(0, to) - index));
  const start = Math.max(0, from);
  const end = Math.min(prepared.sampleCount, to);
  if (end > start && prepared.held) {
    // Copies: the caller changes its chunks in place.
    for (let index = start; index < end; index += HELD_CHUNK) yield prepared.held.slice(index, Math.min(end, index + HELD_CHUNK));
  } else if (end > start) {
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
  const ceiling = FULL_SCALE * dbToGain(ceilingDbfs);
  // Speech whose loudest sample stays under the ceiling at this gain (peaks less than about 19 dB
  // over its level, as a studio's compressed voice-over has) would leave the limiter unchanged,
  // its gain never falling below 1: it is left out. The margin covers rounding to 32-bit floats.
  const limiter = prepared.peak * gain < ceiling * (1 - 1e-6) ? null : new PeakLimiter(rate, ceiling);
  let position = 0;
  for await (const chunk of scratchSamples(prepared, from, to)) {
    // The fades touch the first and last few hundred samples only: the samples between them take the gain alone, in a loop of their own.
    const plainFrom = Math.min(chunk.length, Math.max(0, fadeIn - position));
    const plainTo = Math.max(plainFrom, Math.min(chunk.length, total - fadeOut - position));
    for (let i = plainFrom; i < plainTo; i++) chunk[i] *= gain;
    const faded = (i: number) => {
      const at = position + i;
      let sample = chunk[i] * gain;
      if (at < fadeIn) sample *= fadeCurve(at, fadeIn);
      if (total - at <= fadeOut) sample *= fadeCurve(total - at - 1, fadeOut);
      chunk[i] = sample;
    };
    for (let i = 0; i < plainFrom; i++) faded(i);
    for (let i = plainTo; i < chunk.length; i++) faded(i);
    position += chunk.length;
    yield limiter ? limiter.process(chunk) : chunk;
  }
  if (limiter) yield limiter.flush();
}

/** levelledSamples as the 16-bit samples an encoder is given. */
async function* levelledInt16(prepared: PreparedSpeech, rules: RenderRules, gainDb: number, ceilingDbfs: number): AsyncGenerator<Int16Array> {
  for await (const chunk of levelledSamples(prepared, rules, gainDb, ceilingDbfs)) yield toInt16(chunk);
}

export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    // Math.round's value for every float32 sample, at a third of its time.
    const value = Math.floor(samples[i] + 0.5);
    out[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  return out;
}

export type DeliveredMeasure = { activeLevelDbov: number; peakDbfs: number; sampleCount: number };

/** A delivered file's samples as they come: its P.56 active level (on the telephone band for narrowband formats) and its highest sample. */
class DeliveredMeter {
  private readonly meter: ActiveSpeechLevelMeter;
  private readonly band: TelephoneBandFilter | null;
  private peak = 0;
  private sampleCount = 0;

  constructor(formatId: RenderFormatId) {
    const format = RENDER_FORMATS[formatId];
    this.meter = new ActiveSpeechLevelMeter(format.sampleRate);
    this.band = format.narrowband ? new TelephoneBandFilter(format.sampleRate) : null;
  }

  push(chunk: Float32Array | Int16Array) {
    // A wideband file's meter sees its samples as they are and keeps their extremes: the peak is read from it.
    if (this.band) {
      let peak = this.peak;
      for (let i = 0; i < chunk.length; i++) {
        const magnitude = Math.abs(chunk[i]);
        if (magnitude > peak) peak = magnitude;
      }
      this.peak = peak;
    }
    this.meter.push(this.band ? this.band.filter(chunk) : chunk);
    this.sampleCount += chunk.length;
  }

  result(): DeliveredMeasure {
    const measured = this.meter.result();
    const peak = this.band ? this.peak : Math.max(measured.maxSample, -measured.minSample);
    return { activeLevelDbov: measured.activeLevelDbov, peakDbfs: gainToDb(peak / FULL_SCALE), sampleCount: this.sampleCount };
  }
}

async function metered(samples: AsyncIterable<Float32Array | Int16Array>, formatId: RenderFormatId): Promise<DeliveredMeasure> {
  const meter = new DeliveredMeter(formatId);
  for await (const chunk of samples) meter.push(chunk);
  return meter.result();
}

/** A delivered file decoded again: its P.56 active level (on the telephone band for narrowband formats) and its highest sample. */
export function measureDelivered(path: string, formatId: RenderFormatId): Promise<DeliveredMeasure> {
  return metered(decodeDelivered(path, RENDER_FORMATS[formatId]), formatId);
}

const ATTEMPTS = 5;

export type SpeechFile = { durationMs: number; activeLevelDbov: number; peakDbfs: number };

/** One file to write from prepared speech. */
export type SpeechRequest = { prepared: PreparedSpeech; formatId: RenderFormatId; outPath: string };

type Encoding = SpeechRequest & { gainDb: number; ceilingDbfs: number };

/**
 * A codec whose file decoded again is known from the samples given, so it is measured as it is
 * written: 16-bit PCM holds them unchanged ("pcm"), G.711 through its fixed table (g711.ts).
 * null: the file must be decoded to be measured.
 */
type ExactCodec = "pcm" | G711Law;
function exactCodec(formatId: RenderFormatId): ExactCodec | null {
  const codec = RENDER_FORMATS[formatId].encoding?.codec;
  return codec === "pcm_s16le" ? "pcm" : codec === "pcm_mulaw" ? "mulaw" : codec === "pcm_alaw" ? "alaw" : null;
}

/** A meter of the file an exact codec makes of the samples fed. */
type ExactMeter = { codec: ExactCodec; meter: DeliveredMeter };

async function feed(samples: AsyncIterable<Float32Array>, sink: SampleSink, meters: readonly ExactMeter[]): Promise<void> {
  try {
    for await (const chunk of samples) {
      const pcm = toInt16(chunk);
      for (const { codec, meter } of meters) meter.push(codec === "pcm" ? pcm : g711RoundTrip(pcm, codec));
      await sink.write(pcm);
    }
  } catch (error) {
    sink.abort();
    throw error;
  }
  await sink.end();
}

/** One file written on its own (VOX, or an ffmpeg format whose shared encoding failed); exact codecs measured on the way. */
async function encodeAlone(encoding: Encoding, rules: RenderRules): Promise<DeliveredMeasure | null> {
  const codec = exactCodec(encoding.formatId);
  const meters = codec ? [{ codec, meter: new DeliveredMeter(encoding.formatId) }] : [];
  await feed(levelledSamples(encoding.prepared, rules, encoding.gainDb, encoding.ceilingDbfs), formatSink(encoding.outPath, RENDER_FORMATS[encoding.formatId]), meters);
  return meters[0]?.meter.result() ?? null;
}

/**
 * Writes every file, the ffmpeg formats by one ffmpeg process: each distinct levelled stream (a
 * band's speech at a gain and ceiling) is made once and fed to it, and every format is an output
 * of the stream it needs. Answers the measure of each exact codec's file (null for the others). When
 * that process fails, its files are written one by one, so only a format that cannot be written
 * fails.
 */
async function encodeAll(encodings: readonly Encoding[], rules: RenderRules): Promise<PromiseSettledResult<DeliveredMeasure | null>[]> {
  const results: Promise<DeliveredMeasure | null>[] = encodings.map((encoding) => (RENDER_FORMATS[encoding.formatId].encoding ? Promise.resolve(null) : encodeAlone(encoding, rules)));
  const shared = encodings.flatMap((encoding, index) => (RENDER_FORMATS[encoding.formatId].encoding ? [index] : []));
  if (shared.length > 0) {
    const streams = new Map<string, { encoding: Encoding; exact: { index: number; codec: ExactCodec }[] }>();
    const streamOf = shared.map((index) => {
      const { prepared, gainDb, ceilingDbfs, formatId } = encodings[index];
      const key = `${prepared.path}|${gainDb}|${ceilingDbfs}`;
      const stream = streams.get(key) ?? { encoding: encodings[index], exact: [] };
      streams.set(key, stream);
      const codec = exactCodec(formatId);
      if (codec) stream.exact.push({ index, codec });
      return [...streams.keys()].indexOf(key);
    });
    const list = [...streams.values()];
    const sinks = formatsSink(
      list.map(({ encoding }) => encoding.prepared.band.sampleRate),
      shared.map((index, position) => ({ stream: streamOf[position], path: encodings[index].outPath, format: RENDER_FORMATS[encodings[index].formatId] })),
    );
    const measures = new Map<number, DeliveredMeasure>();
    const fed = Promise.all(
      list.map(async ({ encoding, exact }, position) => {
        // One meter per codec: µ-law in a WAV and raw are the same samples.
        const meters = [...new Set(exact.map(({ codec }) => codec))].map((codec) => ({ codec, meter: new DeliveredMeter(encoding.formatId) }));
        await feed(levelledSamples(encoding.prepared, rules, encoding.gainDb, encoding.ceilingDbfs), sinks[position], meters);
        for (const { index, codec } of exact) measures.set(index, meters.find((meter) => meter.codec === codec)!.meter.result());
      }),
    );
    const together = fed.then(
      () => true,
      () => {
        for (const sink of sinks) sink.abort();
        return false;
      },
    );
    for (const index of shared) results[index] = together.then((ok) => (ok ? (measures.get(index) ?? null) : encodeAlone(encodings[index], rules)));
  }
  return Promise.allSettled(results);
}

/** Measures files decoded again, every ffmpeg format by one ffmpeg process (VOX here); when that process fails, each file on its own. */
async function measureAll(files: readonly { path: string; formatId: RenderFormatId }[]): Promise<PromiseSettledResult<DeliveredMeasure>[]> {
  const results: Promise<DeliveredMeasure>[] = files.map(({ path, formatId }) => (RENDER_FORMATS[formatId].encoding ? Promise.resolve(null!) : measureDelivered(path, formatId)));
  const shared = files.flatMap((file, index) => (RENDER_FORMATS[file.formatId].encoding ? [index] : []));
  if (shared.length > 0) {
    const { outputs, done, stop } = decodeDeliveredFiles(shared.map((index) => ({ path: files[index].path, format: RENDER_FORMATS[files[index].formatId] })));
    const measured = Promise.all(shared.map((index, position) => metered(outputs[position], files[index].formatId)));
    const together = Promise.all([measured, done]).then(
      ([measures]) => measures,
      () => {
        stop();
        return null;
      },
    );
    shared.forEach((index, position) => {
      results[index] = together.then((measures) => measures?.[position] ?? measureDelivered(files[index].path, files[index].formatId));
    });
  }
  return Promise.allSettled(results);
}

/**
 * Writes the files and measures each as delivered (decoded again, unless its codec is exact):
 * each file's measure as soon as it is known (an exact codec's when its file is written, before
 * the others are decoded again).
 */
function encodeAndMeasure(encodings: readonly Encoding[], rules: RenderRules): Promise<PromiseSettledResult<DeliveredMeasure>>[] {
  const written = encodeAll(encodings, rules);
  // The same samples through the same codec are the same audio whatever the container (µ-law in a WAV and raw): decoded once.
  const sameAudio = ({ prepared, gainDb, ceilingDbfs, formatId }: Encoding) => {
    const { encoding, sampleRate } = RENDER_FORMATS[formatId] as RenderFormat;
    return `${prepared.path}|${gainDb}|${ceilingDbfs}|${encoding?.codec ?? "vox"}|${encoding?.bitrate ?? ""}|${sampleRate}`;
  };
  const decoded = written.then(async (written) => {
    const toDecode = new Map<string, number>();
    encodings.forEach((encoding, index) => {
      const key = sameAudio(encoding);
      if (written[index].status === "fulfilled" && written[index].value === null && !toDecode.has(key)) toDecode.set(key, index);
    });
    const decodedIndexes = [...toDecode.values()];
    const measures = await measureAll(decodedIndexes.map((index) => ({ path: encodings[index].outPath, formatId: encodings[index].formatId })));
    return (encoding: Encoding) => measures[decodedIndexes.indexOf(toDecode.get(sameAudio(encoding))!)];
  });
  return encodings.map(async (encoding, index) => {
    const result = (await written)[index];
    if (result.status === "rejected") return result;
    return result.value ? ({ status: "fulfilled", value: result.value } as const) : (await decoded)(encoding);
  });
}

/**
 * Writes every requested file at the telephone level: all of them encoded together, measured,
 * and those whose level or peak missed encoded again together with the gain and ceiling corrected
 * by what was measured, until each is right (or, within the promise, kept; or refused).
 */
export async function writeSpeechFiles(
  requests: readonly SpeechRequest[],
  rules: RenderRules,
  onSettled: (index: number, result: PromiseSettledResult<SpeechFile>) => void = () => {},
): Promise<PromiseSettledResult<SpeechFile>[]> {
  const states = requests.map((request, index) => {
    const { levelShiftDb = 0, peakOvershootDb } = RENDER_FORMATS[request.formatId] as RenderFormat;
    // Lossy codecs overshoot the samples they were given; start with room for it.
    const headroomDb = peakOvershootDb ?? (exactCodec(request.formatId) ? 0.2 : 1);
    const { from, to } = keptRange(request.prepared, rules);
    return {
      index,
      request,
      band: RENDER_FORMATS[request.formatId].narrowband ? ("narrowband" as const) : ("wideband" as const),
      durationMs: Math.round(((to - from) * 1000) / request.prepared.band.sampleRate),
      gainDb: TELEPHONE_LEVEL_DBOV - request.prepared.activeLevelDbov - levelShiftDb,
      ceilingDbfs: PEAK_CEILING_DBFS - headroomDb,
      kept: null as { gainDb: number; ceilingDbfs: number } | null,
      measured: null as DeliveredMeasure | null,
      result: null as PromiseSettledResult<SpeechFile> | null,
    };
  });
  // A narrowband file's aim is tight and a lossy one is measured only once decoded again: what the
  // limiter and the fades take from its level (a few tenths of a dB for speech with high peaks) is
  // measured on its levelled samples and made up before the first encoding rather than learnt
  // from it (a G.726 file was otherwise often written twice).
  const previews = new Map<string, Promise<number>>();
  await Promise.all(
    states
      .filter((state) => state.band === "narrowband" && !exactCodec(state.request.formatId))
      .map(async (state) => {
        const { prepared, formatId } = state.request;
        const key = `${prepared.path}|${state.gainDb}|${state.ceilingDbfs}`;
        if (!previews.has(key)) previews.set(key, metered(levelledInt16(prepared, rules, state.gainDb, state.ceilingDbfs), formatId).then((measure) => measure.activeLevelDbov));
        const levelledDbov = await previews.get(key)!;
        if (Number.isFinite(levelledDbov)) state.gainDb += TELEPHONE_LEVEL_DBOV - ((RENDER_FORMATS[formatId] as RenderFormat).levelShiftDb ?? 0) - levelledDbov;
      }),
  );
  type State = (typeof states)[number];
  const settle = (state: State, result: PromiseSettledResult<SpeechFile>) => {
    state.result = result;
    onSettled(state.index, result);
  };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const pending = states.filter((state) => !state.result);
    if (pending.length === 0) break;
    const measures = encodeAndMeasure(
      pending.map(({ request, gainDb, ceilingDbfs }) => ({ ...request, gainDb, ceilingDbfs })),
      rules,
    );
    // Each file as soon as its measure is known: one that is right is settled while the others are still measured.
    await Promise.all(
      pending.map(async (state, index) => {
        const measure = await measures[index];
        if (measure.status === "rejected") return settle(state, measure);
        const measured = (state.measured = measure.value);
        const levelOff = measured.activeLevelDbov - TELEPHONE_LEVEL_DBOV;
        const peakKept = measured.peakDbfs <= PEAK_CEILING_DBFS;
        if (peakKept && Math.abs(levelOff) <= LEVEL_AIM_DB[state.band]) return settle(state, { status: "fulfilled", value: { durationMs: state.durationMs, ...measured } });
        if (peakKept && Math.abs(levelOff) <= LEVEL_PROMISE_DB[state.band]) state.kept = { gainDb: state.gainDb, ceilingDbfs: state.ceilingDbfs };
        state.gainDb -= levelOff;
        if (measured.peakDbfs > PEAK_CEILING_DBFS - 0.05) state.ceilingDbfs -= measured.peakDbfs - PEAK_CEILING_DBFS + 0.1;
      }),
    );
  }
  // Encoding is deterministic: an attempt that kept the promise is written again as it was.
  const rewritten = states.filter((state) => !state.result && state.kept);
  const measures = encodeAndMeasure(
    rewritten.map(({ request, kept }) => ({ ...request, ...kept! })),
    rules,
  );
  await Promise.all(
    rewritten.map(async (state, index) => {
      const measure = await measures[index];
      settle(state, measure.status === "rejected" ? measure : { status: "fulfilled", value: { durationMs: state.durationMs, ...measure.value } });
    }),
  );
  for (const state of states) {
    if (state.result) continue;
    const reason = new RenderRefusedError(
      `The ${FILE_FORMAT_LABELS[state.request.formatId]} file could not be brought to −19 dBm0 with peaks at or below −3 dBFS: it measured ${dbovToDbm0(state.measured!.activeLevelDbov).toFixed(1)} dBm0 with peaks at ${state.measured!.peakDbfs.toFixed(1)} dBFS.`,
    );
    settle(state, { status: "rejected", reason });
  }
  return states.map((state) => state.result!);
}
