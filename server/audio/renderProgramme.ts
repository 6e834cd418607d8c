// An on-hold programme in one delivery format: the messages, each cleaned, trimmed and at the
// telephone level as a prompt is (speechRender.ts), over a music bed that plays throughout, made
// to loop: a phone system plays it again and again, and a caller must not hear where it restarts.
//
// Layout (the plan's settings): `introSeconds` of music, then the messages in order with
// `gapSeconds` of music between them; after the last message the cycle starts again from the
// first, for as long as a whole message and a gap still end before the programme does, and music
// fills the rest. The music does not fade in or out: the programme's end is crossfaded into its
// start (LOOP_CROSSFADE_SECONDS, equal power, within the intro's music), so the last sample runs
// into the first without a dip or a click. A phone system's decoder starts afresh at every play:
// ADPCM (VOX, G.726, G.722) needs a few samples to follow a loud signal and G.722 begins with its
// filters' delay, so the file starts at the quietest moment of the music's first 20 ms; AAC pads
// its last frame with silence, so an AAC programme is whole frames long. A programme too short for
// the first message is refused. The bed loops as often as needed and is lowered by `duckDb` while
// a message plays: a gain envelope drawn from where the messages are placed rather than a
// compressor listening to the voice, so the music stays down through the pauses between
// sentences. The voice is levelled before the mix as a prompt is; a codec that shifts its level
// (ADPCM, AMR and MP3 by about half a decibel) is made up for by its typical shift before the first
// encoding and then corrected by what the encoded file measures, as a prompt is.
//
// In bounded memory, whatever the programme's or the masters' length: the messages stay in their
// cleaned scratch files (prepareSpeech) and are levelled as they are mixed, the bed is decoded to
// a scratch file of its own and read where each chunk of the mix needs it, and the mix is written
// chunk by chunk to a scratch file that the encoder reads.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { open, type FileHandle } from "node:fs/promises";
import { FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
import { DEFAULT_PROGRAMME_LAYOUT, LOOP_CROSSFADE_SECONDS, PROGRAMME_LAYOUT_LABELS, PROGRAMME_LIMITS, type ProgrammeLayout } from "../../common/orders/programmeLayout.ts";
import { ActiveSpeechLevelMeter, TELEPHONE_LEVEL_DBOV } from "./activeSpeechLevel.ts";
import { cleanupFilters, NO_FAULTS, type MasterFaults } from "./cleanupChain.ts";
import { FrameLevels } from "./frameLevels.ts";
import { decodeDelivered, decodeSamples, formatSink } from "./pcmStreams.ts";
import { PeakLimiter } from "./peakLimiter.ts";
import { RENDER_FORMATS, type RenderFormat, type RenderFormatId } from "./renderFormats.ts";
import { LEVEL_AIM_DB, PEAK_CEILING_DBFS, RenderRefusedError, type RenderRules } from "./renderRules.ts";
import { keptRange, levelledSamples, prepareSpeech, toInt16, type PreparedSpeech } from "./speechRender.ts";
import { TelephoneBandFilter } from "./telephoneBand.ts";

export { DEFAULT_PROGRAMME_LAYOUT, PROGRAMME_LIMITS, type ProgrammeLayout };

export const PROGRAMME_MIX = {
  duckDb: 18,
  /** The bed goes down just before a message starts and comes back up after its tail. */
  duckFallSeconds: 0.3,
  duckRiseSeconds: 0.8,
  /** The bed's level where no message plays, below the telephone speech level. */
  bedBelowSpeechDb: 3,
  /** Overlap where the bed's end meets its start again. */
  bedCrossfadeSeconds: 0.05,
  /** Overlap of the programme's end with its start: the loop point. */
  loopCrossfadeSeconds: LOOP_CROSSFADE_SECONDS,
} as const;

export type ProgrammeMessage = { path: string; faults: MasterFaults };

export type ProgrammeOptions = {
  layout: ProgrammeLayout;
  rules: RenderRules;
  workDir: string;
  /** The messages and bed already prepared for other formats of the same programme (one render of every format). */
  sources?: ProgrammeSources;
};

type BandOf = Pick<RenderFormat, "sampleRate" | "narrowband">;
type Span = { start: number; end: number };

const bandKey = ({ sampleRate, narrowband }: BandOf) => `${sampleRate}-${narrowband ? "narrow" : "wide"}`;
const dbToGain = (db: number) => 10 ** (db / 20);
/** Samples handled at a time: what a programme holds in memory, whatever its length. */
const CHUNK = 65536;

/** A scratch file of native-endian 32-bit samples, read and written by position. */
class ScratchSamples {
  private constructor(private readonly handle: FileHandle) {}

  static async create(path: string): Promise<ScratchSamples> {
    return new ScratchSamples(await open(path, "w+"));
  }

  static async open(path: string): Promise<ScratchSamples> {
    return new ScratchSamples(await open(path, "r"));
  }

  /** Samples [from, from + count); zeros outside the file. */
  async read(from: number, count: number): Promise<Float32Array> {
    const out = new Float32Array(count);
    const start = Math.max(0, from);
    if (from + count > start) await this.handle.read(new Uint8Array(out.buffer, (start - from) * 4), 0, (from + count - start) * 4, start * 4);
    return out;
  }

  async write(at: number, samples: Float32Array): Promise<void> {
    await this.handle.write(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength), 0, samples.byteLength, at * 4);
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/** The music bed at a band's rate in a scratch file: its samples [start, start + length) are the music, its silent lead-in and tail cut. */
type PreparedBed = { path: string; start: number; length: number; levelDbov: number };

/** Decodes the bed's first `maxSamples` through the clean-up chain into `scratchPath`, and finds its music and its level (P.56 reads music as well as speech). */
async function prepareBed(path: string, band: BandOf, maxSamples: number, scratchPath: string): Promise<PreparedBed> {
  const file = createWriteStream(scratchPath);
  const meter = new ActiveSpeechLevelMeter(band.sampleRate);
  const frames = new FrameLevels(band.sampleRate);
  let total = 0;
  for await (const chunk of decodeSamples(path, band.sampleRate, cleanupFilters(band, NO_FAULTS))) {
    const kept = chunk.subarray(0, Math.max(0, maxSamples - total));
    meter.push(kept);
    frames.push(kept);
    if (!file.write(Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength))) await once(file, "drain");
    total += kept.length;
    if (total >= maxSamples) break;
  }
  file.end();
  await once(file, "close");
  frames.finish();
  const levelDbov = meter.result().activeLevelDbov;
  const bounds = Number.isFinite(levelDbov) ? frames.speechBounds(levelDbov - 40) : null;
  if (!bounds) throw new RenderRefusedError("The music bed is silent.");
  return { path: scratchPath, start: bounds.start, length: bounds.end - bounds.start, levelDbov };
}

/**
 * A programme's messages (each cleaned into a scratch file, its speech found and its level taken)
 * and its bed, prepared once per band and shared by every format of that band: the eight 8 kHz
 * formats of an on-hold order decode and clean their masters once.
 */
export class ProgrammeSources {
  private readonly messagesByBand = new Map<string, Promise<PreparedSpeech[]>>();
  private readonly bedsByBand = new Map<string, Promise<PreparedBed>>();

  constructor(
    private readonly messages: ProgrammeMessage[],
    private readonly musicBedPath: string,
    private readonly workDir: string,
  ) {}

  preparedMessages(band: BandOf): Promise<PreparedSpeech[]> {
    const key = bandKey(band);
    if (!this.messagesByBand.has(key)) this.messagesByBand.set(key, this.prepareMessages(band, key));
    return this.messagesByBand.get(key)!;
  }

  /** The bed at the band's rate, decoded up to `samples` (a programme's length and its crossfade). */
  bed(band: BandOf, samples: number): Promise<PreparedBed> {
    const key = `${bandKey(band)}-${samples}`;
    if (!this.bedsByBand.has(key)) this.bedsByBand.set(key, prepareBed(this.musicBedPath, band, samples, `${this.workDir}/bed-${key}.f32`));
    return this.bedsByBand.get(key)!;
  }

  private async prepareMessages(band: BandOf, key: string): Promise<PreparedSpeech[]> {
    const prepared: PreparedSpeech[] = [];
    for (const [index, message] of this.messages.entries()) {
      prepared.push(
        await prepareSpeech(message.path, band, message.faults, `${this.workDir}/message-${index}-${key}.f32`).catch((error: unknown) => {
          throw error instanceof RenderRefusedError ? new RenderRefusedError(`Message ${index + 1} holds no speech.`) : error;
        }),
      );
    }
    return prepared;
  }
}

/** Samples [from, from + count) of `bed` repeated end to end, each repeat crossfaded over `overlap` samples into the previous one's end. */
async function loopedBed(file: ScratchSamples, bed: PreparedBed, from: number, count: number, overlap: number): Promise<Float32Array> {
  const fade = Math.max(1, Math.min(overlap, Math.floor(bed.length / 2)));
  const period = bed.length - fade;
  const out = new Float32Array(count);
  // Repeat r plays over [r · period, r · period + bed.length).
  for (let repeat = Math.max(0, Math.floor((from - bed.length) / period) + 1); repeat * period < from + count; repeat++) {
    const start = repeat * period;
    const low = Math.max(from, start);
    const high = Math.min(from + count, start + bed.length);
    if (high <= low) continue;
    const samples = await file.read(bed.start + (low - start), high - low);
    for (let i = low; i < high; i++) {
      const j = i - start;
      let gain = 1;
      if (repeat > 0 && j < fade) gain = j / fade;
      if (j >= period) gain *= (bed.length - j) / fade;
      out[i - from] += samples[i - low] * gain;
    }
  }
  return out;
}

/** The bed's gain over samples [from, from + count): 1, lowered by duckDb over each span with ramps in dB before and after. */
function duckingGains(from: number, count: number, spans: Span[], rate: number): Float32Array {
  const { duckDb, duckFallSeconds, duckRiseSeconds } = PROGRAMME_MIX;
  const fall = Math.round(duckFallSeconds * rate);
  const rise = Math.round(duckRiseSeconds * rate);
  const depth = new Float32Array(count);
  for (const { start, end } of spans) {
    for (let i = Math.max(from, start - fall); i < Math.min(from + count, end + rise); i++) {
      const db = i < start ? (duckDb * (i - (start - fall))) / fall : i < end ? duckDb : duckDb * (1 - (i - end) / rise);
      if (db > depth[i - from]) depth[i - from] = db;
    }
  }
  for (let i = 0; i < count; i++) depth[i] = depth[i] === 0 ? 1 : dbToGain(-depth[i]);
  return depth;
}

/** Hands out a stream of sample chunks in pieces of the sizes asked for. */
class SampleReader {
  private pending: Float32Array = new Float32Array(0);
  private readonly chunks: AsyncIterator<Float32Array>;

  constructor(chunks: AsyncIterable<Float32Array>) {
    this.chunks = chunks[Symbol.asyncIterator]();
  }

  async take(count: number): Promise<Float32Array> {
    const out = new Float32Array(count);
    let filled = 0;
    while (filled < count) {
      if (this.pending.length === 0) {
        const next = await this.chunks.next();
        if (next.done) break;
        this.pending = next.value;
        continue;
      }
      const used = Math.min(this.pending.length, count - filled);
      out.set(this.pending.subarray(0, used), filled);
      this.pending = this.pending.subarray(used);
      filled += used;
    }
    return out;
  }
}

/** Where each message starts: after the intro, one after another with gaps, while a whole message and a gap still fit. */
export function placeMessages(lengths: number[], total: number, rate: number, layout: ProgrammeLayout): { start: number; message: number }[] {
  const gap = Math.round(layout.gapSeconds * rate);
  const placements: { start: number; message: number }[] = [];
  for (let cursor = Math.round(layout.introSeconds * rate), next = 0; cursor + lengths[next % lengths.length] + gap <= total; next++) {
    placements.push({ start: cursor, message: next % lengths.length });
    cursor += lengths[next % lengths.length] + gap;
  }
  return placements;
}

/** Samples per frame of codecs whose container does not trim the padding of the last frame. */
const PADDED_FRAME_SAMPLES: Partial<Record<string, number>> = { aac: 1024 };

/**
 * Where the file starts: the quietest moment of the programme's first 20 ms, over the 1.5 ms
 * before it (G.722's decoder delay: what it holds never plays) and the 0.5 ms after it (ADPCM's
 * first steps from its smallest step size).
 */
async function quietestLoopPoint(mix: ScratchSamples, length: number, rate: number): Promise<number> {
  const before = Math.round(0.0015 * rate);
  const after = Math.max(1, Math.round(0.0005 * rate));
  const points = Math.round(0.02 * rate);
  // The programme's samples [−before, points + after), the first ones from its end.
  const window = new Float32Array(before + points + after);
  window.set(await mix.read(length - before, before));
  window.set(await mix.read(0, points + after), before);
  let best = 0;
  let bestEnergy = Infinity;
  for (let point = 0; point < points; point++) {
    let energy = 0;
    for (let k = point; k < point + before + after; k++) energy += window[k] ** 2;
    if (energy < bestEnergy) [best, bestEnergy] = [point, energy];
  }
  return best;
}


/** The highest sample of a stream and the P.56 active level of each span of it, narrowband on the telephone band (as measureDelivered measures a file). */
async function measureSpans(chunks: AsyncIterable<Float32Array> | Iterable<Float32Array>, spans: Span[], format: RenderFormat): Promise<{ peakDbfs: number; levelsDbov: number[] }> {
  const band = format.narrowband ? new TelephoneBandFilter(format.sampleRate) : null;
  const meters = spans.map(() => new ActiveSpeechLevelMeter(format.sampleRate));
  let peak = 0;
  let position = 0;
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) peak = Math.max(peak, Math.abs(chunk[i]));
    const filtered = band ? band.filter(chunk) : chunk;
    for (const [index, { start, end }] of spans.entries()) {
      const from = Math.max(start, position);
      const to = Math.min(end, position + chunk.length);
      if (to > from) meters[index].push(filtered.subarray(from - position, to - position));
    }
    position += chunk.length;
  }
  return { peakDbfs: 20 * Math.log10(peak / 32768), levelsDbov: meters.map((meter) => meter.result().activeLevelDbov) };
}

/**
 * How far a message's level may move through the codec before it is corrected: a prompt's
 * narrowband aim. A wideband prompt may be half a decibel off, but a message must sound as loud in
 * its programme as rendered alone, so the tighter aim holds for every format. (At 0.1 dB a 180 s
 * MP3 programme, 0.004 dB beyond it, was encoded twice.)
 */
const CODEC_LEVEL_SHIFT_DB = LEVEL_AIM_DB.narrowband;
const ATTEMPTS = 4;

function validateLayout(layout: ProgrammeLayout): void {
  for (const key of Object.keys(PROGRAMME_LIMITS) as (keyof ProgrammeLayout)[]) {
    const [min, max] = PROGRAMME_LIMITS[key];
    if (!Number.isFinite(layout[key]) || layout[key] < min || layout[key] > max) throw new RenderRefusedError(`The plan's ${PROGRAMME_LAYOUT_LABELS[key]} must be between ${min} and ${max} seconds.`);
  }
}

type Placement = { start: number; message: number };

/** What the mix is made of: the messages and where they play, the bed and its gain, at the format's rate. */
type Mix = {
  rate: number;
  /** The programme's length; the mix runs `crossfade` samples past it, laid over its start. */
  length: number;
  crossfade: number;
  messages: PreparedSpeech[];
  placements: Placement[];
  spans: Span[];
  bed: PreparedBed;
  bedGain: number;
  rules: RenderRules;
};

/**
 * Writes the programme into `path`: the bed, looped and ducked, with each message at its place
 * and its gain (the voice is levelled as a prompt is, under a ceiling below the programme's),
 * chunk by chunk; then the overhang past the end crossfaded (equal power) over the start.
 */
async function writeMix(mix: Mix, voiceGains: number[], path: string): Promise<void> {
  const { rate, length, crossfade, messages, placements, spans, rules } = mix;
  const bedFile = await ScratchSamples.open(mix.bed.path);
  const out = await ScratchSamples.create(path);
  try {
    const voices = new Map<number, SampleReader>();
    const total = length + crossfade;
    for (let from = 0; from < total; from += CHUNK) {
      const count = Math.min(CHUNK, total - from);
      const samples = await loopedBed(bedFile, mix.bed, from, count, Math.round(PROGRAMME_MIX.bedCrossfadeSeconds * rate));
      const ducking = duckingGains(from, count, spans, rate);
      for (let i = 0; i < count; i++) samples[i] *= mix.bedGain * ducking[i];
      for (const [index, { start, message }] of placements.entries()) {
        const { end } = spans[index];
        const low = Math.max(from, start);
        const high = Math.min(from + count, end);
        if (high <= low) continue;
        if (!voices.has(index)) voices.set(index, new SampleReader(levelledSamples(messages[message], rules, TELEPHONE_LEVEL_DBOV - messages[message].activeLevelDbov, PEAK_CEILING_DBFS - 0.5)));
        const voice = await voices.get(index)!.take(high - low);
        const gain = voiceGains[message];
        for (let i = low; i < high; i++) samples[i - from] += voice[i - low] * gain;
        if (high === end) voices.delete(index);
      }
      await out.write(from, samples);
    }
    const head = await out.read(0, crossfade);
    const overhang = await out.read(length, crossfade);
    for (let i = 0; i < crossfade; i++) {
      const angle = (Math.PI / 2) * (i / crossfade);
      head[i] = head[i] * Math.sin(angle) + overhang[i] * Math.cos(angle);
    }
    await out.write(0, head);
  } finally {
    await Promise.all([bedFile.close(), out.close()]);
  }
}

/** The programme in the file's order: from the loop point to the end, then from the start to the loop point. */
async function* fileOrder(path: string, length: number, loopPoint: number): AsyncGenerator<Float32Array> {
  const mix = await ScratchSamples.open(path);
  try {
    for (const [from, to] of [
      [loopPoint, length],
      [0, loopPoint],
    ]) {
      for (let start = from; start < to; start += CHUNK) yield await mix.read(start, Math.min(CHUNK, to - start));
    }
  } finally {
    await mix.close();
  }
}

/** A programme's file: its length, its highest sample, and how many times it was encoded before every message kept its level. */
export type ProgrammeFile = { durationMs: number; peakDbfs: number; encodings: number };

export async function renderProgramme(
  messages: ProgrammeMessage[],
  musicBedPath: string,
  formatId: RenderFormatId,
  outPath: string,
  { layout, rules, workDir, sources = new ProgrammeSources(messages, musicBedPath, workDir) }: ProgrammeOptions,
): Promise<ProgrammeFile> {
  const format = RENDER_FORMATS[formatId];
  const rate = format.sampleRate;
  if (messages.length === 0) throw new RenderRefusedError("A programme needs at least one message.");
  validateLayout(layout);
  const frame = (format.encoding && PADDED_FRAME_SAMPLES[format.encoding.codec]) || 1;
  const length = Math.round((layout.programmeSeconds * rate) / frame) * frame;
  const crossfade = Math.round(PROGRAMME_MIX.loopCrossfadeSeconds * rate);

  const prepared = await sources.preparedMessages(format);
  const lengths = prepared.map((message) => {
    const { from, to } = keptRange(message, rules);
    return to - from;
  });
  const placements = placeMessages(lengths, length, rate, layout);
  if (placements.length === 0) {
    const shortest = Math.ceil(layout.introSeconds + lengths[0] / rate + layout.gapSeconds);
    throw new RenderRefusedError(`The programme must be at least ${shortest} s long to hold its first message.`);
  }
  const spans = placements.map(({ start, message }) => ({ start, end: start + lengths[message] }));
  const bed = await sources.bed(format, length + crossfade);
  const mix: Mix = { rate, length, crossfade, messages: prepared, placements, spans, bed, bedGain: dbToGain(TELEPHONE_LEVEL_DBOV - PROGRAMME_MIX.bedBelowSpeechDb - bed.levelDbov), rules };
  const mixPath = `${workDir}/mix-${formatId}.f32`;
  const voiceGains = prepared.map(() => 1);
  await writeMix(mix, voiceGains, mixPath);

  const mixFile = await ScratchSamples.open(mixPath);
  const loopPoint = await quietestLoopPoint(mixFile, length, rate).finally(() => mixFile.close());
  // Each message is measured where it first plays, in the file's timeline; its level as mixed is what the encoded file must keep.
  const measured = [...new Set(placements.map(({ message }) => message))].map((message) => {
    const start = placements.find((placement) => placement.message === message)!.start - loopPoint;
    return { message, span: { start, end: start + lengths[message] } };
  });
  const measuredSpans = measured.map(({ span }) => span);
  const mixedLevels = (await measureSpans(fileOrder(mixPath, length, loopPoint), measuredSpans, format)).levelsDbov;
  // A codec known to move speech's level (renderFormats.ts) is made up for in the voices before
  // the first encoding, as a prompt's is: a 180 s MP3 programme was otherwise encoded twice.
  const { levelShiftDb } = format as RenderFormat;
  if (levelShiftDb) {
    voiceGains.fill(dbToGain(-levelShiftDb));
    await writeMix(mix, voiceGains, mixPath);
  }

  let ceilingDbfs = PEAK_CEILING_DBFS - (format.encoding?.codec.startsWith("pcm_") ? 0.2 : 1);
  for (let attempt = 1; ; attempt++) {
    const sink = formatSink(outPath, format);
    const limiter = new PeakLimiter(rate, 32768 * dbToGain(ceilingDbfs));
    for await (const chunk of fileOrder(mixPath, length, loopPoint)) await sink.write(toInt16(limiter.process(chunk)));
    await sink.write(toInt16(limiter.flush()));
    await sink.end();
    const delivered = await measureSpans(decodeDelivered(outPath, format), measuredSpans, format);
    const shifts = delivered.levelsDbov.map((level, index) => level - mixedLevels[index]);
    const peaksKept = delivered.peakDbfs <= PEAK_CEILING_DBFS;
    const levelsKept = shifts.every((shift) => Math.abs(shift) <= CODEC_LEVEL_SHIFT_DB);
    if (peaksKept && levelsKept) return { durationMs: Math.round((length * 1000) / rate), peakDbfs: delivered.peakDbfs, encodings: attempt };
    if (attempt === ATTEMPTS) {
      if (!peaksKept) throw new RenderRefusedError(`The ${FILE_FORMAT_LABELS[formatId]} programme's peaks stay above −3 dBFS (${delivered.peakDbfs.toFixed(1)} dBFS).`);
      const worst = shifts.reduce((worstIndex, shift, index) => (Math.abs(shift) > Math.abs(shifts[worstIndex]) ? index : worstIndex), 0);
      throw new RenderRefusedError(`The ${FILE_FORMAT_LABELS[formatId]} programme's message ${measured[worst].message + 1} stays ${shifts[worst].toFixed(1)} dB off its level after encoding.`);
    }
    if (!peaksKept) ceilingDbfs -= delivered.peakDbfs - PEAK_CEILING_DBFS + 0.1;
    if (!levelsKept) {
      // The voices lie outside the crossfaded loop point: mixed again with new gains, the loop point stays where it was.
      for (const [index, { message }] of measured.entries()) if (Math.abs(shifts[index]) > CODEC_LEVEL_SHIFT_DB) voiceGains[message] *= dbToGain(-shifts[index]);
      await writeMix(mix, voiceGains, mixPath);
    }
  }
}
