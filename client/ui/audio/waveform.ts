// The geometry of a waveform drawing: a recording's min/max pairs (flattened, each −1..1 of full
// scale) as one SVG path of vertical strokes, one per pair, in a box `pairs` wide and 2 high
// (full scale at the top and bottom edges, zero in the middle).

/** A stroke shorter than this (a stretch of digital silence) would not be drawn at all. */
const MIN_STROKE = 0.01;
/** A recording peaking under half of full scale is also drawn scaled up to its peak, to show its shape. */
const SCALE_BELOW = 0.5;

const clamp = (value: number) => Math.max(-1, Math.min(1, value));
const coordinate = (value: number) => Number(value.toFixed(4));

/** How many columns `peaks` (min₀, max₀, min₁, max₁, …) draws. */
export function waveformColumns(peaks: readonly number[]): number {
  return Math.floor(peaks.length / 2);
}

/** The path of `peaks` times `gain`: column i is a stroke at x = i + 0.5 from its max down to its min. */
export function waveformPath(peaks: readonly number[], gain = 1): string {
  const parts: string[] = [];
  for (let i = 0; i < waveformColumns(peaks); i++) {
    const low = clamp(gain * Math.min(peaks[2 * i], peaks[2 * i + 1]));
    const high = clamp(gain * Math.max(peaks[2 * i], peaks[2 * i + 1]));
    const middle = (low + high) / 2;
    const half = Math.max(high - low, MIN_STROKE) / 2;
    parts.push(`M${i + 0.5} ${coordinate(1 - (middle + half))}V${coordinate(1 - (middle - half))}`);
  }
  return parts.join("");
}

/** The gain that brings a quiet recording's peak to full scale, in whole decibels; null when it is loud enough to read as it is (or silent). */
export function waveformZoomDb(peaks: readonly number[]): number | null {
  let peak = 0;
  for (const value of peaks) peak = Math.max(peak, Math.abs(value));
  if (peak === 0 || peak >= SCALE_BELOW) return null;
  return Math.floor(-20 * Math.log10(peak));
}
