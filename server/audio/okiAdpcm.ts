// Dialogic VOX: OKI ADPCM, 4 bits per sample of 12-bit audio, mono, no header (6 or 8 kHz).
// ffmpeg decodes it (adpcm_ima_oki) but cannot encode it, so the encoder lives here. The step
// and index tables are the OKI MSM6258 ones; a nibble is decoded as ((2·delta + 1)·step) >> 3,
// as ffmpeg and sox do, and the encoder runs that same decoder to track its prediction, so what
// a phone system decodes follows the signal without drift. The high nibble holds the earlier sample.

const STEPS = [
  16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449,
  494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552,
] as const;
const INDEX_ADJUST = [-1, -1, -1, -1, 2, 4, 6, 8] as const;
const MAX_INDEX = STEPS.length - 1;
const MIN_12BIT = -2048;
const MAX_12BIT = 2047;

type State = { predictor: number; index: number };

const clamp = (value: number, min: number, max: number) => (value < min ? min : value > max ? max : value);

/** Decodes one nibble, advancing the state; returns the 12-bit sample. */
function expand(state: State, nibble: number): number {
  const step = STEPS[state.index];
  const delta = nibble & 7;
  const diff = ((2 * delta + 1) * step) >> 3;
  state.predictor = clamp(nibble & 8 ? state.predictor - diff : state.predictor + diff, MIN_12BIT, MAX_12BIT);
  state.index = clamp(state.index + INDEX_ADJUST[delta], 0, MAX_INDEX);
  return state.predictor;
}

/** The nibble whose decoding lands nearest to `target` from `state`. */
function nearestNibble(state: State, target: number): number {
  const step = STEPS[state.index];
  const difference = target - state.predictor;
  const sign = difference < 0 ? 8 : 0;
  const magnitude = Math.abs(difference);
  let best = 0;
  let bestError = Infinity;
  for (let delta = 0; delta < 8; delta++) {
    const error = Math.abs(((2 * delta + 1) * step) >> 3) - magnitude;
    if (Math.abs(error) < bestError) {
      bestError = Math.abs(error);
      best = delta;
    }
  }
  return sign | best;
}

/** Encodes 16-bit mono PCM (already at the VOX rate) into OKI ADPCM chunk by chunk, two samples a byte. */
export class OkiAdpcmEncoder {
  private readonly state: State = { predictor: 0, index: 0 };
  /** The high nibble of a byte whose second sample is still to come. */
  private pending: number | null = null;

  encode(pcm: Int16Array): Uint8Array {
    const total = pcm.length + (this.pending === null ? 0 : 1);
    const out = new Uint8Array(total >> 1);
    let written = 0;
    for (let i = 0; i < pcm.length; i++) {
      const nibble = nearestNibble(this.state, pcm[i] >> 4);
      expand(this.state, nibble);
      if (this.pending === null) this.pending = nibble << 4;
      else {
        out[written++] = this.pending | nibble;
        this.pending = null;
      }
    }
    return out;
  }

  /** The last byte, when an odd number of samples left half of it. */
  flush(): Uint8Array {
    const last = this.pending === null ? new Uint8Array(0) : Uint8Array.of(this.pending);
    this.pending = null;
    return last;
  }
}

/** Decodes OKI ADPCM chunk by chunk into 16-bit mono PCM (the 12-bit samples scaled by 16, as ffmpeg does). */
export class OkiAdpcmDecoder {
  private readonly state: State = { predictor: 0, index: 0 };

  decode(vox: Uint8Array): Int16Array {
    const out = new Int16Array(vox.length * 2);
    for (let i = 0; i < vox.length; i++) {
      out[2 * i] = expand(this.state, vox[i] >> 4) * 16;
      out[2 * i + 1] = expand(this.state, vox[i] & 0x0f) * 16;
    }
    return out;
  }
}

/** A whole recording at once: 16-bit mono PCM into OKI ADPCM. */
export function encodeOkiAdpcm(pcm: Int16Array): Uint8Array {
  const encoder = new OkiAdpcmEncoder();
  const body = encoder.encode(pcm);
  const last = encoder.flush();
  if (last.length === 0) return body;
  const out = new Uint8Array(body.length + 1);
  out.set(body);
  out.set(last, body.length);
  return out;
}

/** A whole recording at once: OKI ADPCM into 16-bit mono PCM. */
export function decodeOkiAdpcm(vox: Uint8Array): Int16Array {
  return new OkiAdpcmDecoder().decode(vox);
}
