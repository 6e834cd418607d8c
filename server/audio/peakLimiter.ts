// A look-ahead peak limiter over a stream of chunks: every sample leaves within ±ceiling; the gain
// falls ahead of a peak (5 ms look-ahead) and recovers over 50 ms, so peaks are not clipped and
// the speech between them keeps its level. Its memory is the look-ahead, whatever the length.

export class PeakLimiter {
  private readonly lookAhead: number;
  private readonly releasePerSample: number;
  /** The last lookAhead + 1 samples, by absolute index modulo the size. */
  private readonly delay: Float32Array;
  /** Monotonic queue of (index, gain needed) whose front is the smallest gain needed in the window. */
  private readonly queueIndex: Float64Array;
  private readonly queueNeed: Float32Array;
  private head = 0;
  private tail = 0;
  private received = 0;
  private emitted = 0;
  private gain = 1;

  constructor(
    rate: number,
    private readonly ceiling: number,
  ) {
    this.lookAhead = Math.max(1, Math.round(rate * 0.005));
    this.releasePerSample = 1 / Math.max(1, Math.round(rate * 0.05));
    this.delay = new Float32Array(this.lookAhead + 1);
    this.queueIndex = new Float64Array(this.lookAhead + 2);
    this.queueNeed = new Float32Array(this.lookAhead + 2);
  }

  private emit(out: Float32Array, at: number): void {
    const index = this.emitted;
    const size = this.queueIndex.length;
    while (this.queueIndex[this.head % size] < index) this.head++;
    const target = this.queueNeed[this.head % size];
    this.gain = target < this.gain ? target : Math.min(target, this.gain + this.releasePerSample);
    const sample = this.delay[index % this.delay.length] * this.gain;
    out[at] = sample > this.ceiling ? this.ceiling : sample < -this.ceiling ? -this.ceiling : sample;
    this.emitted++;
  }

  /** Takes a chunk; returns the samples now known to be safe (the output runs lookAhead behind). */
  process(input: Float32Array): Float32Array {
    const size = this.queueIndex.length;
    const ready = Math.max(0, this.received + input.length - this.lookAhead - this.emitted);
    const out = new Float32Array(ready);
    let written = 0;
    for (let i = 0; i < input.length; i++) {
      const sample = input[i];
      const magnitude = sample < 0 ? -sample : sample;
      const need = magnitude > this.ceiling ? this.ceiling / magnitude : 1;
      while (this.tail > this.head && this.queueNeed[(this.tail - 1) % size] >= need) this.tail--;
      this.queueIndex[this.tail % size] = this.received;
      this.queueNeed[this.tail % size] = need;
      this.tail++;
      this.delay[this.received % this.delay.length] = sample;
      this.received++;
      if (this.received - this.emitted > this.lookAhead) this.emit(out, written++);
    }
    return out;
  }

  /** The samples still held back, once the input has ended. */
  flush(): Float32Array {
    const out = new Float32Array(this.received - this.emitted);
    for (let i = 0; i < out.length; i++) this.emit(out, i);
    return out;
  }
}

/** A whole recording at once, for short signals (the programme's mix, tests). */
export function limitPeaks(pcm: Float32Array, rate: number, ceiling: number): Float32Array {
  const limiter = new PeakLimiter(rate, ceiling);
  const body = limiter.process(pcm);
  const out = new Float32Array(pcm.length);
  out.set(body);
  out.set(limiter.flush(), body.length);
  return out;
}
