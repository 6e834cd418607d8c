// The level of every 10 ms of a recording, collected chunk by chunk: where speech starts and
// ends, how loud the floor between words is, and how long the pauses are. Ten numbers a second
// (a 30-minute master: 180,000 of them, 720 KB), never the samples themselves.

export const FRAME_MS = 10;
const BLOCK = 8192;
const FULL_SCALE = 32768;

export type SpeechBounds = { start: number; end: number };

export class FrameLevels {
  readonly frameSize: number;
  private readonly blocks: Float32Array[] = [];
  private frames = 0;
  private sum = 0;
  private filled = 0;
  private samples = 0;

  constructor(readonly rate: number) {
    this.frameSize = Math.max(1, Math.round((rate * FRAME_MS) / 1000));
  }

  private close(): void {
    const slot = this.frames % BLOCK;
    if (slot === 0) this.blocks.push(new Float32Array(BLOCK));
    const rms = Math.sqrt(this.sum / this.filled);
    this.blocks[this.blocks.length - 1][slot] = rms > 0 ? 20 * Math.log10(rms / FULL_SCALE) : -Infinity;
    this.frames++;
    this.sum = 0;
    this.filled = 0;
  }

  push(samples: ArrayLike<number>): void {
    for (let i = 0; i < samples.length; i++) {
      this.sum += samples[i] * samples[i];
      if (++this.filled === this.frameSize) this.close();
    }
    this.samples += samples.length;
  }

  /** Closes the last, partial frame; call once after the last push. */
  finish(): this {
    if (this.filled > 0) this.close();
    return this;
  }

  get count(): number {
    return this.frames;
  }

  get sampleCount(): number {
    return this.samples;
  }

  /** The level of frame `index` in dBFS (−Infinity for digital silence). */
  at(index: number): number {
    return this.blocks[Math.floor(index / BLOCK)][index % BLOCK];
  }

  /** The level below which `share` of the frames lie: 0.1 gives the noise floor between words. */
  percentile(share: number): number {
    if (this.frames === 0) return -Infinity;
    const all = new Float32Array(this.frames);
    for (let i = 0; i < this.frames; i++) all[i] = this.at(i);
    all.sort();
    return all[Math.min(this.frames - 1, Math.floor(share * this.frames))];
  }

  /**
   * First and last sample of the speech (end exclusive), or null when no frame reaches
   * `thresholdDb`. A lone click does not start or end it: an edge frame needs three of the five
   * frames from it inward to be loud as well.
   */
  speechBounds(thresholdDb: number): SpeechBounds | null {
    const loud = (index: number) => index >= 0 && index < this.frames && this.at(index) >= thresholdDb;
    const held = (index: number, step: 1 | -1) => {
      let count = 0;
      for (let k = 0; k < 5; k++) if (loud(index + k * step)) count++;
      return loud(index) && count >= 3;
    };
    let first = -1;
    for (let i = 0; i < this.frames && first === -1; i++) if (held(i, 1)) first = i;
    if (first === -1) return null;
    let last = first;
    for (let i = this.frames - 1; i >= first; i--) {
      if (held(i, -1)) {
        last = i;
        break;
      }
    }
    return { start: first * this.frameSize, end: Math.min(this.samples, (last + 1) * this.frameSize) };
  }

  /** The longest run of frames below `thresholdDb` between `from` and `to` (sample indexes), in milliseconds. */
  longestQuietMs(thresholdDb: number, from: number, to: number): number {
    let longest = 0;
    let run = 0;
    for (let i = Math.floor(from / this.frameSize); i < Math.min(this.frames, Math.ceil(to / this.frameSize)); i++) {
      run = this.at(i) < thresholdDb ? run + 1 : 0;
      if (run > longest) longest = run;
    }
    return longest * FRAME_MS;
  }
}

/**
 * The level that separates speech from the pauses around it: 20 dB under the active speech level
 * (P.56 counts as active what lies within 15.9 dB of it; word endings go a little lower), but
 * at least 10 dB over the noise floor, so a noisy room's hiss is not taken for speech.
 */
export function speechThresholdDb(activeLevelDb: number, noiseFloorDb: number): number {
  const threshold = Math.max(activeLevelDb - 20, noiseFloorDb + 10, -70);
  return Math.min(threshold, activeLevelDb - 6);
}
