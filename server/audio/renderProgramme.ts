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
// (ADPCM and AMR by about half a decibel) is corrected by what the encoded file measures, as a
// prompt is.
import { FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
import { DEFAULT_PROGRAMME_LAYOUT, LOOP_CROSSFADE_SECONDS, PROGRAMME_LAYOUT_LABELS, PROGRAMME_LIMITS, type ProgrammeLayout } from "../../common/orders/programmeLayout.ts";
import { ActiveSpeechLevelMeter, TELEPHONE_LEVEL_DBOV } from "./activeSpeechLevel.ts";
import { NO_FAULTS, type MasterFaults } from "./cleanupChain.ts";
import { cleanupFilters } from "./cleanupChain.ts";
import { FrameLevels } from "./frameLevels.ts";
import { decodeDelivered, decodeSamples, formatSink } from "./pcmStreams.ts";
import { PeakLimiter } from "./peakLimiter.ts";
import { RENDER_FORMATS, type RenderFormat, type RenderFormatId } from "./renderFormats.ts";
import { PEAK_CEILING_DBFS, RenderRefusedError, type RenderRules } from "./renderRules.ts";
import { levelledSpeechInMemory, prepareSpeech, toInt16 } from "./speechRender.ts";
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
  /** The voices and bed already made for other formats of the same programme (one render of every format). */
  sources?: ProgrammeSources;
};

type BandOf = Pick<RenderFormat, "sampleRate" | "narrowband">;
const bandKey = ({ sampleRate, narrowband }: BandOf) => `${sampleRate}-${narrowband ? "narrow" : "wide"}`;

/**
 * A programme's voices (each message cleaned, trimmed and levelled) and its decoded bed, made
 * once per band and shared by every format of that band: the eight 8 kHz formats of an on-hold
 * order decode and clean their masters once.
 */
export class ProgrammeSources {
  private readonly voicesByBand = new Map<string, Promise<Float32Array[]>>();
  private readonly bedsByBand = new Map<string, Promise<{ bed: Float32Array; levelDbov: number }>>();

  constructor(
    private readonly messages: ProgrammeMessage[],
    private readonly musicBedPath: string,
    private readonly rules: RenderRules,
    private readonly workDir: string,
  ) {}

  voices(band: BandOf): Promise<Float32Array[]> {
    const key = bandKey(band);
    if (!this.voicesByBand.has(key)) this.voicesByBand.set(key, this.makeVoices(band, key));
    return this.voicesByBand.get(key)!;
  }

  /** The bed at the band's rate, decoded up to `samples` (a programme's length and its crossfade). */
  bed(band: BandOf, samples: number): Promise<{ bed: Float32Array; levelDbov: number }> {
    const key = `${bandKey(band)}-${samples}`;
    if (!this.bedsByBand.has(key)) this.bedsByBand.set(key, decodeBed(this.musicBedPath, band, samples));
    return this.bedsByBand.get(key)!;
  }

  private async makeVoices(band: BandOf, key: string): Promise<Float32Array[]> {
    const voices: Float32Array[] = [];
    for (const [index, message] of this.messages.entries()) {
      const prepared = await prepareSpeech(message.path, band, message.faults, `${this.workDir}/message-${index}-${key}.f32`).catch((error: unknown) => {
        throw error instanceof RenderRefusedError ? new RenderRefusedError(`Message ${index + 1} holds no speech.`) : error;
      });
      voices.push(await levelledSpeechInMemory(prepared, this.rules, PEAK_CEILING_DBFS - 0.5));
    }
    return voices;
  }
}

const dbToGain = (db: number) => 10 ** (db / 20);

/** `bed` repeated to `length` samples, each repeat crossfaded over `overlap` samples into the previous one's end. */
function loopToLength(bed: Float32Array, length: number, overlap: number): Float32Array {
  const out = new Float32Array(length);
  const fade = Math.max(1, Math.min(overlap, Math.floor(bed.length / 2)));
  const period = bed.length - fade;
  for (let start = 0; start < length; start += period) {
    const fadesIn = start > 0;
    for (let j = 0; j < bed.length && start + j < length; j++) {
      let gain = 1;
      if (fadesIn && j < fade) gain = j / fade;
      if (j >= period) gain *= (bed.length - j) / fade;
      out[start + j] += bed[j] * gain;
    }
  }
  return out;
}

/** The bed's gain at every sample: 1, lowered by duckDb over each [start, end) with ramps in dB before and after. */
function duckingEnvelope(length: number, spans: { start: number; end: number }[], rate: number): Float32Array {
  const { duckDb, duckFallSeconds, duckRiseSeconds } = PROGRAMME_MIX;
  const fall = Math.round(duckFallSeconds * rate);
  const rise = Math.round(duckRiseSeconds * rate);
  const envelope = new Float32Array(length);
  const deepen = (index: number, db: number) => {
    if (index >= 0 && index < length && db > envelope[index]) envelope[index] = db;
  };
  for (const { start, end } of spans) {
    for (let i = 0; i < fall; i++) deepen(start - fall + i, (duckDb * i) / fall);
    for (let i = start; i < end; i++) deepen(i, duckDb);
    for (let i = 0; i < rise; i++) deepen(end + i, duckDb * (1 - i / rise));
  }
  for (let i = 0; i < length; i++) envelope[i] = envelope[i] === 0 ? 1 : dbToGain(-envelope[i]);
  return envelope;
}

/** The music bed at `rate`, its silent lead-in and tail cut, and its level (P.56 reads music as well as speech). */
async function decodeBed(path: string, format: { sampleRate: number; narrowband: boolean }, maxSamples: number): Promise<{ bed: Float32Array; levelDbov: number }> {
  const chunks: Float32Array[] = [];
  const meter = new ActiveSpeechLevelMeter(format.sampleRate);
  const frames = new FrameLevels(format.sampleRate);
  let total = 0;
  for await (const chunk of decodeSamples(path, format.sampleRate, cleanupFilters(format, NO_FAULTS))) {
    const kept = chunk.subarray(0, Math.max(0, maxSamples - total));
    chunks.push(kept);
    meter.push(kept);
    frames.push(kept);
    total += kept.length;
    if (total >= maxSamples) break;
  }
  frames.finish();
  const levelDbov = meter.result().activeLevelDbov;
  const bounds = Number.isFinite(levelDbov) ? frames.speechBounds(levelDbov - 40) : null;
  if (!bounds) throw new RenderRefusedError("The music bed is silent.");
  const all = new Float32Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return { bed: all.subarray(bounds.start, bounds.end), levelDbov };
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
function quietestLoopPoint(programme: Float32Array, rate: number): number {
  const before = Math.round(0.0015 * rate);
  const after = Math.max(1, Math.round(0.0005 * rate));
  let best = 0;
  let bestEnergy = Infinity;
  for (let point = 0; point < Math.round(0.02 * rate); point++) {
    let energy = 0;
    for (let k = point - before; k < point + after; k++) energy += programme[(k + programme.length) % programme.length] ** 2;
    if (energy < bestEnergy) [best, bestEnergy] = [point, energy];
  }
  return best;
}

type Span = { start: number; end: number };

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

/** How far a message's level may move through the codec before it is corrected. */
const CODEC_LEVEL_SHIFT_DB = 0.1;
const ATTEMPTS = 4;

function validateLayout(layout: ProgrammeLayout): void {
  for (const key of Object.keys(PROGRAMME_LIMITS) as (keyof ProgrammeLayout)[]) {
    const [min, max] = PROGRAMME_LIMITS[key];
    if (!Number.isFinite(layout[key]) || layout[key] < min || layout[key] > max) throw new RenderRefusedError(`The plan's ${PROGRAMME_LAYOUT_LABELS[key]} must be between ${min} and ${max} seconds.`);
  }
}

export async function renderProgramme(
  messages: ProgrammeMessage[],
  musicBedPath: string,
  formatId: RenderFormatId,
  outPath: string,
  { layout, rules, workDir, sources = new ProgrammeSources(messages, musicBedPath, rules, workDir) }: ProgrammeOptions,
): Promise<{ durationMs: number; peakDbfs: number }> {
  const format = RENDER_FORMATS[formatId];
  const rate = format.sampleRate;
  if (messages.length === 0) throw new RenderRefusedError("A programme needs at least one message.");
  validateLayout(layout);
  const frame = (format.encoding && PADDED_FRAME_SAMPLES[format.encoding.codec]) || 1;
  const length = Math.round((layout.programmeSeconds * rate) / frame) * frame;
  const crossfade = Math.round(PROGRAMME_MIX.loopCrossfadeSeconds * rate);

  const voices = await sources.voices(format);
  const placements = placeMessages(
    voices.map((voice) => voice.length),
    length,
    rate,
    layout,
  );
  if (placements.length === 0) {
    const shortest = Math.ceil(layout.introSeconds + voices[0].length / rate + layout.gapSeconds);
    throw new RenderRefusedError(`The programme must be at least ${shortest} s long to hold its first message.`);
  }

  // The mix runs `crossfade` samples past the end; that overhang is laid over the start.
  const { bed, levelDbov } = await sources.bed(format, length + crossfade);
  const mix = loopToLength(bed, length + crossfade, Math.round(PROGRAMME_MIX.bedCrossfadeSeconds * rate));
  const bedGain = dbToGain(TELEPHONE_LEVEL_DBOV - PROGRAMME_MIX.bedBelowSpeechDb - levelDbov);
  const ducking = duckingEnvelope(
    mix.length,
    placements.map(({ start, message }) => ({ start, end: start + voices[message].length })),
    rate,
  );
  for (let i = 0; i < mix.length; i++) mix[i] *= bedGain * ducking[i];
  for (const { start, message } of placements) {
    const voice = voices[message];
    for (let i = 0; i < voice.length; i++) mix[start + i] += voice[i];
  }
  for (let i = 0; i < crossfade; i++) {
    const angle = (Math.PI / 2) * (i / crossfade);
    mix[i] = mix[i] * Math.sin(angle) + mix[length + i] * Math.cos(angle);
  }
  const programme = mix.subarray(0, length);

  const loopPoint = quietestLoopPoint(programme, rate);
  const CHUNK = 65536;
  function* fileOrder(): Generator<Float32Array> {
    for (const [from, to] of [[loopPoint, length], [0, loopPoint]]) for (let start = from; start < to; start += CHUNK) yield programme.slice(start, Math.min(start + CHUNK, to));
  }
  // Each message is measured where it first plays, in the file's timeline; its level as mixed is what the encoded file must keep.
  const measured = [...new Set(placements.map(({ message }) => message))].map((message) => {
    const start = placements.find((placement) => placement.message === message)!.start - loopPoint;
    return { message, span: { start, end: start + voices[message].length } };
  });
  const spans = measured.map(({ span }) => span);
  const mixedLevels = (await measureSpans(fileOrder(), spans, format)).levelsDbov;
  const voiceGains = voices.map(() => 1);

  let ceilingDbfs = PEAK_CEILING_DBFS - (format.encoding?.codec.startsWith("pcm_") ? 0.2 : 1);
  for (let attempt = 1; ; attempt++) {
    const sink = formatSink(outPath, format);
    const limiter = new PeakLimiter(rate, 32768 * dbToGain(ceilingDbfs));
    for (const chunk of fileOrder()) await sink.write(toInt16(limiter.process(chunk)));
    await sink.write(toInt16(limiter.flush()));
    await sink.end();
    const delivered = await measureSpans(decodeDelivered(outPath, format), spans, format);
    const shifts = delivered.levelsDbov.map((level, index) => level - mixedLevels[index]);
    const peaksKept = delivered.peakDbfs <= PEAK_CEILING_DBFS;
    const levelsKept = shifts.every((shift) => Math.abs(shift) <= CODEC_LEVEL_SHIFT_DB);
    if (peaksKept && levelsKept) return { durationMs: Math.round((length * 1000) / rate), peakDbfs: delivered.peakDbfs };
    if (attempt === ATTEMPTS) {
      if (!peaksKept) throw new RenderRefusedError(`The ${FILE_FORMAT_LABELS[formatId]} programme's peaks stay above −3 dBFS (${delivered.peakDbfs.toFixed(1)} dBFS).`);
      const worst = shifts.reduce((worstIndex, shift, index) => (Math.abs(shift) > Math.abs(shifts[worstIndex]) ? index : worstIndex), 0);
      throw new RenderRefusedError(`The ${FILE_FORMAT_LABELS[formatId]} programme's message ${measured[worst].message + 1} stays ${shifts[worst].toFixed(1)} dB off its level after encoding.`);
    }
    if (!peaksKept) ceilingDbfs -= delivered.peakDbfs - PEAK_CEILING_DBFS + 0.1;
    for (const [index, { message }] of measured.entries()) {
      if (Math.abs(shifts[index]) <= CODEC_LEVEL_SHIFT_DB) continue;
      // The voices lie outside the crossfaded loop point, so a voice's gain can be changed in the mix by adding the difference.
      const gain = voiceGains[message] * dbToGain(-shifts[index]);
      const voice = voices[message];
      for (const placement of placements.filter((candidate) => candidate.message === message)) {
        for (let i = 0; i < voice.length; i++) programme[placement.start + i] += voice[i] * (gain - voiceGains[message]);
      }
      voiceGains[message] = gain;
    }
  }
}
