// A DC blocker (y[n] = x[n] − x[n−1] + r·y[n−1], corner about 3 Hz) for measuring a recording
// whose samples sit on an offset: the offset would otherwise count as energy in every level.
// It starts from the first sample, so a recording that begins on its offset shows no step.

export class DcBlocker {
  private readonly r: number;
  private previousInput: number | null = null;
  private previousOutput = 0;

  constructor(rate: number, cornerHz = 3) {
    this.r = 1 - (2 * Math.PI * cornerHz) / rate;
  }

  filter(samples: ArrayLike<number>): Float32Array {
    const out = new Float32Array(samples.length);
    if (samples.length && this.previousInput === null) this.previousInput = samples[0];
    for (let i = 0; i < samples.length; i++) {
      const y = samples[i] - this.previousInput! + this.r * this.previousOutput;
      this.previousInput = samples[i];
      this.previousOutput = y;
      out[i] = y;
    }
    return out;
  }
}
