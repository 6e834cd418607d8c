// A look-ahead peak limiter over a stream of chunks: every sample leaves within ±ceiling; the gain
// falls ahead of a peak (5 ms look-ahead) and recovers over 50 ms, so peaks are not clipped and
// the speech between them keeps its level. Its memory is the look-ahead, whatever the length.

/** The smallest power of two at least `n`: ring indexes then wrap with a mask rather than a division. */
const ringSize = (n: number) => 2 ** Math.ceil(Math.log2(n));

export class PeakLimiter {
  private readonly lookAhead: number;
  private readonly releasePerSample: number;
  /** The last lookAhead + 1 samples (at least), by absolute index masked by delayMask. */
  private readonly delay: Float32Array;
  private readonly delayMask: number;
  /**
   * Monotonic queue of (index, gain needed) of the samples over the ceiling, whose front is the
   * smallest gain needed in the window (1 when it is empty: most samples need none, and leaving
   * them out keeps the loop short); positions masked by queueMask.
   */
  private readonly queueIndex: Float64Array;
  private readonly queueNeed: Float32Array;
  private readonly queueMask: number;
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
    this.delay = new Float32Array(ringSize(this.lookAhead + 1));
    this.delayMask = this.delay.length - 1;
    this.queueIndex = new Float64Array(ringSize(this.lookAhead + 2));
    this.queueNeed = new Float32Array(this.queueIndex.length);
    this.queueMask = this.queueIndex.length - 1;
  }

  /** Takes a chunk; returns the samples now known to be safe (the output runs lookAhead behind). */
  process(input: Float32Array): Float32Array {
    // The state in locals for the loop (a render runs every sample through it), written back at the end.
    const { lookAhead, releasePerSample, ceiling, delay, delayMask, queueIndex, queueNeed, queueMask } = this;
    let { head, tail, received, emitted, gain } = this;
    const out = new Float32Array(Math.max(0, received + input.length - lookAhead - emitted));
    let written = 0;
    for (let i = 0; i < input.length; i++) {
      const sample = input[i];
      const magnitude = sample < 0 ? -sample : sample;
      if (magnitude > ceiling) {
        const need = ceiling / magnitude;
        while (tail > head && queueNeed[(tail - 1) & queueMask] >= need) tail--;
        queueIndex[tail & queueMask] = received;
        queueNeed[tail & queueMask] = need;
        tail++;
      }
      delay[received & delayMask] = sample;
      received++;
      if (received - emitted > lookAhead) {
        while (head < tail && queueIndex[head & queueMask] < emitted) head++;
        const target = head < tail ? queueNeed[head & queueMask] : 1;
        gain = target < gain ? target : Math.min(target, gain + releasePerSample);
        const limited = delay[emitted & delayMask] * gain;
        out[written++] = limited > ceiling ? ceiling : limited < -ceiling ? -ceiling : limited;
        emitted++;
      }
    }
    this.head = head;
    this.tail = tail;
    this.received = received;
    this.emitted = emitted;
    this.gain = gain;
    return out;
  }

  /** The samples still held back, once the input has ended. */
  flush(): Float32Array {
    const { releasePerSample, ceiling, delay, delayMask, queueIndex, queueNeed, queueMask } = this;
    const out = new Float32Array(this.received - this.emitted);
    for (let i = 0; i < out.length; i++, this.emitted++) {
      while (this.head < this.tail && queueIndex[this.head & queueMask] < this.emitted) this.head++;
      const target = this.head < this.tail ? queueNeed[this.head & queueMask] : 1;
      this.gain = target < this.gain ? target : Math.min(target, this.gain + releasePerSample);
      const limited = delay[this.emitted & delayMask] * this.gain;
      out[i] = limited > ceiling ? ceiling : limited < -ceiling ? -ceiling : limited;
    }
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
