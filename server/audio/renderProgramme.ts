// An on-hold programme in one delivery format: the messages, each trimmed and at the telephone
// level as renderTelephone.ts renders a prompt, over a music bed that plays throughout.
//
// Layout: 4 s of music, then the messages in order with 6 s of music between them; after the
// last message the cycle starts again from the first, for as long as a whole message still ends
// 4 s before the end of the programme (so no message is cut off or faded), and music fills the
// rest. A programme too short for the first message is refused. The bed loops as often as needed
// and is lowered by 18 dB while a message plays: a gain envelope drawn from where the messages
// are placed rather than a compressor listening to the voice, so the music stays down through
// the pauses between sentences instead of swelling into them.
import { FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
import { audioBytesPerSecond, RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { decodeToMono, encodeInFormat, levelledSpeech, refuseOverLimit, RenderRefusedError, type RenderRules } from "./renderTelephone.ts";
import { activeSpeechRms, limitPeaks, speechBounds, TELEPHONE_SPEECH_RMS, toInt16 } from "./speechLevel.ts";

export const PROGRAMME_TIMING = {
  introSeconds: 4,
  gapSeconds: 6,
  /** Music after the last message that fits: the fade-out and a moment before it. */
  outroSeconds: 4,
  fadeInSeconds: 2,
  fadeOutSeconds: 3,
  duckDb: 18,
  /** The bed goes down just before a message starts and comes back up after its tail. */
  duckFallSeconds: 0.3,
  duckRiseSeconds: 0.8,
  /** The bed's level where no message plays, below the telephone speech level. */
  bedBelowSpeechDb: 3,
  /** Overlap where the bed's end meets its start again: long enough to hide the seam's click, short enough to keep a loop-ready bed's rhythm. */
  loopCrossfadeSeconds: 0.05,
} as const;

export type ProgrammeOptions = { programmeSeconds: number; rules: RenderRules };

const dbToGain = (db: number) => 10 ** (db / 20);

/** `bed` repeated to `length` samples, each repeat crossfaded over `overlap` samples into the previous one's end. */
function loopToLength(bed: Float64Array, length: number, overlap: number): Float64Array {
  const out = new Float64Array(length);
  const fade = Math.max(1, Math.min(overlap, Math.floor(bed.length / 2)));
  const period = bed.length - fade;
  for (let start = 0; start < length; start += period) {
    const fadesIn = start > 0;
    const fadesOut = start + period < length;
    for (let j = 0; j < bed.length && start + j < length; j++) {
      let gain = 1;
      if (fadesIn && j < fade) gain = j / fade;
      if (fadesOut && j >= period) gain *= (bed.length - j) / fade;
      out[start + j] += bed[j] * gain;
    }
  }
  return out;
}

/** The bed's gain at every sample: 1, lowered by duckDb over each [start, end) with ramps in dB before and after. */
function duckingEnvelope(length: number, spans: { start: number; end: number }[], rate: number): Float32Array {
  const { duckDb, duckFallSeconds, duckRiseSeconds } = PROGRAMME_TIMING;
  const fall = Math.round(duckFallSeconds * rate);
  const rise = Math.round(duckRiseSeconds * rate);
  // Single precision: plenty for a gain, and half the memory of a long 44.1 kHz programme.
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

/** Fades `pcm` in over its first `fadeIn` samples and out over its last `fadeOut`, along a raised cosine (no audible corner at either end of a fade). */
function fadeEnds(pcm: Float64Array, fadeIn: number, fadeOut: number): void {
  const curve = (fraction: number) => 0.5 - 0.5 * Math.cos(Math.PI * fraction);
  for (let i = 0; i < Math.min(fadeIn, pcm.length); i++) pcm[i] *= curve(i / fadeIn);
  for (let i = 0; i < Math.min(fadeOut, pcm.length); i++) pcm[pcm.length - 1 - i] *= curve(i / fadeOut);
}

export async function renderProgramme(messages: Uint8Array[], musicBed: Uint8Array, formatId: RenderFormatId, { programmeSeconds, rules }: ProgrammeOptions): Promise<Uint8Array> {
  const format = RENDER_FORMATS[formatId];
  const rate = format.sampleRate;
  const what = `The ${FILE_FORMAT_LABELS[formatId]} programme`;
  if (messages.length === 0) throw new RenderRefusedError("A programme needs at least one message.");
  if (!Number.isFinite(programmeSeconds) || programmeSeconds <= 0) throw new RenderRefusedError("The programme length must be a positive number of seconds.");
  // Before decoding anything: a long programme in a large format would otherwise be built in memory only to be refused.
  refuseOverLimit(audioBytesPerSecond(format) * programmeSeconds, what, rules);

  const [bed, ...decodedMessages] = await Promise.all([musicBed, ...messages].map((recording) => decodeToMono(recording, rate, format.narrowband)));
  const voices = decodedMessages.map((decoded, index) => {
    const speech = levelledSpeech(decoded, rate, rules);
    if (!speech) throw new RenderRefusedError(`Message ${index + 1} holds no speech.`);
    return speech;
  });
  const bedBounds = speechBounds(bed, rate);
  if (!bedBounds) throw new RenderRefusedError("The music bed is silent.");
  const bedSound = bed.subarray(bedBounds.start, bedBounds.end);

  const { introSeconds, gapSeconds, outroSeconds, fadeInSeconds, fadeOutSeconds, bedBelowSpeechDb, loopCrossfadeSeconds } = PROGRAMME_TIMING;
  const length = Math.round(programmeSeconds * rate);
  const lastMessageEnd = length - Math.round(outroSeconds * rate);
  const placements: { start: number; voice: Float64Array }[] = [];
  for (let cursor = Math.round(introSeconds * rate), next = 0; cursor + voices[next % voices.length].length <= lastMessageEnd; next++) {
    const voice = voices[next % voices.length];
    placements.push({ start: cursor, voice });
    cursor += voice.length + Math.round(gapSeconds * rate);
  }
  if (placements.length === 0) {
    const shortest = Math.ceil(introSeconds + voices[0].length / rate + outroSeconds);
    throw new RenderRefusedError(`The programme must be at least ${shortest} s long to hold its first message.`);
  }

  const bedGain = (TELEPHONE_SPEECH_RMS * dbToGain(-bedBelowSpeechDb)) / activeSpeechRms(bedSound, rate);
  const mix = loopToLength(bedSound, length, Math.round(loopCrossfadeSeconds * rate));
  const ducking = duckingEnvelope(
    length,
    placements.map(({ start, voice }) => ({ start, end: start + voice.length })),
    rate,
  );
  for (let i = 0; i < length; i++) mix[i] *= bedGain * ducking[i];
  for (const { start, voice } of placements) {
    for (let i = 0; i < voice.length; i++) mix[start + i] += voice[i];
  }
  fadeEnds(mix, Math.round(fadeInSeconds * rate), Math.round(fadeOutSeconds * rate));

  const file = await encodeInFormat(toInt16(limitPeaks(mix, rate)), formatId);
  refuseOverLimit(file.byteLength, what, rules);
  return file;
}
