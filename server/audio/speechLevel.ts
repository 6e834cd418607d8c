// Telephone-ready levels on 16-bit PCM, as plain functions: where speech starts and ends, its
// active level (10 ms frames louder than a threshold relative to the loudest, a simplified
// ITU-T P.56), the gain to the telephone level, and a look-ahead limiter for the peaks.

/** −19 dBm0: RMS 2600 on 16-bit PCM over active speech (ITU-T G.169/G.115, RFC 7874 §4). */
export const TELEPHONE_SPEECH_RMS = 2600;
/** −3 dBFS. */
export const PEAK_CEILING = Math.floor(32767 * 10 ** (-3 / 20));

const FRAME_MS = 10;
/** Frames quieter than the loudest by more than this are pauses, not speech. */
const ACTIVITY_RANGE_DB = 35;
/** Nothing quieter than this is speech, however quiet the recording. */
const ABSOLUTE_FLOOR_DB = -60;

const db = (ratio: number) => 20 * Math.log10(ratio);

function frameRms(pcm: ArrayLike<number>, rate: number): number[] {
  const size = Math.max(1, Math.round((rate * FRAME_MS) / 1000));
  const frames: number[] = [];
  for (let start = 0; start < pcm.length; start += size) {
    const end = Math.min(pcm.length, start + size);
    let sum = 0;
    for (let i = start; i < end; i++) sum += pcm[i] * pcm[i];
    frames.push(Math.sqrt(sum / (end - start)));
  }
  return frames;
}

/** Which 10 ms frames hold speech. */
function activeFrames(pcm: ArrayLike<number>, rate: number): { frames: boolean[]; size: number } {
  const rms = frameRms(pcm, rate);
  const loudest = Math.max(0, ...rms);
  const threshold = Math.max(loudest * 10 ** (-ACTIVITY_RANGE_DB / 20), 32768 * 10 ** (ABSOLUTE_FLOOR_DB / 20));
  return { frames: rms.map((value) => loudest > 0 && value >= threshold), size: Math.max(1, Math.round((rate * FRAME_MS) / 1000)) };
}

/** First and last sample of speech (end exclusive), or null for silence. */
export function speechBounds(pcm: ArrayLike<number>, rate: number): { start: number; end: number } | null {
  const { frames, size } = activeFrames(pcm, rate);
  const first = frames.indexOf(true);
  if (first === -1) return null;
  const last = frames.lastIndexOf(true);
  return { start: first * size, end: Math.min(pcm.length, (last + 1) * size) };
}

/** RMS over the frames that hold speech; 0 for silence. */
export function activeSpeechRms(pcm: ArrayLike<number>, rate: number): number {
  const { frames, size } = activeFrames(pcm, rate);
  let sum = 0;
  let count = 0;
  frames.forEach((active, index) => {
    if (!active) return;
    for (let i = index * size; i < Math.min(pcm.length, (index + 1) * size); i++) {
      sum += pcm[i] * pcm[i];
      count += 1;
    }
  });
  return count ? Math.sqrt(sum / count) : 0;
}

/** The active level in dB relative to the telephone level (0 = −19 dBm0). */
export function levelAgainstTelephone(pcm: ArrayLike<number>, rate: number): number {
  return db(activeSpeechRms(pcm, rate) / TELEPHONE_SPEECH_RMS);
}

/** Exactly `leadMs` before the speech and `tailMs` after it: the recording where it has them, silence where it does not. */
export function trimAroundSpeech(pcm: Float64Array, rate: number, leadMs: number, tailMs: number): Float64Array {
  const bounds = speechBounds(pcm, rate);
  if (!bounds) return new Float64Array(0);
  const from = bounds.start - Math.round((rate * leadMs) / 1000);
  const to = bounds.end + Math.round((rate * tailMs) / 1000);
  const out = new Float64Array(to - from);
  for (let i = Math.max(0, from); i < Math.min(pcm.length, to); i++) out[i - from] = pcm[i];
  return out;
}

/**
 * Keeps every sample within ±ceiling: the gain falls ahead of a peak (5 ms look-ahead) and
 * recovers over 50 ms, so peaks are not clipped and speech between them keeps its level.
 */
export function limitPeaks(pcm: Float64Array, rate: number, ceiling = PEAK_CEILING): Float64Array {
  const lookAhead = Math.max(1, Math.round(rate * 0.005));
  const releasePerSample = 1 / Math.max(1, Math.round(rate * 0.05));
  // The gain each sample needs, computed where it is used rather than kept for the whole recording.
  const needed = (index: number) => {
    const magnitude = Math.abs(pcm[index]);
    return magnitude > ceiling ? ceiling / magnitude : 1;
  };
  const out = new Float64Array(pcm.length);
  let gain = 1;
  // Minimum of `needed` over [i, i + lookAhead], kept with a monotonic deque.
  const window: number[] = [];
  let next = 0;
  for (let i = 0; i < pcm.length; i++) {
    for (; next < Math.min(pcm.length, i + lookAhead + 1); next++) {
      while (window.length && needed(window[window.length - 1]) >= needed(next)) window.pop();
      window.push(next);
    }
    while (window[0] < i) window.shift();
    const target = needed(window[0]);
    gain = target < gain ? target : Math.min(target, gain + releasePerSample);
    out[i] = Math.max(-ceiling, Math.min(ceiling, pcm[i] * gain));
  }
  return out;
}

/** Scales speech to the telephone level with its peaks at or below −3 dBFS (two passes: limiting lowers the level a little). */
export function toTelephoneLevel(pcm: Float64Array, rate: number): Float64Array {
  let current = pcm;
  for (let pass = 0; pass < 3; pass++) {
    const rms = activeSpeechRms(current, rate);
    if (rms === 0) return current;
    const gain = TELEPHONE_SPEECH_RMS / rms;
    if (Math.abs(db(gain)) < 0.1) break;
    current = limitPeaks(current.map((sample) => sample * gain), rate);
  }
  return current;
}

export function toInt16(pcm: Float64Array): Int16Array {
  // A plain loop: Int16Array.from with a mapping function is ten times slower on a minute of 44.1 kHz audio.
  const out = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(pcm[i])));
  return out;
}
