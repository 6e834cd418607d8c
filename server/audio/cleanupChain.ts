// The one clean-up chain every delivered file goes through before its format's encoder, as an
// ffmpeg filter graph on the master's mono mix:
//   DC removal (the master's measured offset subtracted, so the filters start from no step and
//   leave no click at the file's start, then a 10 Hz one-pole high-pass for a drifting offset) → high-pass at the band's bottom (300 Hz narrowband, 80 Hz
//   wideband; 24 dB/octave) → notches at the mains hum's harmonics when the master has hum →
//   for narrowband, an explicit linear-phase low-pass (a 20 ms FIR, about 50 Hz from pass to
//   stop) that ends the band at 3400 Hz (0.45 of the rate for 6 kHz VOX) before resampling →
//   the format's rate (soxr). Two cascaded 2-pole low-passes, tried first, left 1.2 % of pink
//   noise's energy above 3400 Hz; this leaves none measurable.

export type Band = { sampleRate: number; narrowband: boolean };

export const NARROWBAND_LOW_HZ = 300;
export const NARROWBAND_HIGH_HZ = 3400;
export const WIDEBAND_LOW_HZ = 80;
/** Hum harmonics notched: up to the 8th (400 Hz at 50 Hz mains, 480 Hz at 60 Hz), where mains hum and its buzz live. */
const HUM_HARMONICS = 8;

/** The top of the band for `rate`: 3400 Hz for 8 kHz telephone audio, below Nyquist for 6 kHz VOX. */
export function narrowbandTop(rate: number): number {
  return Math.min(NARROWBAND_HIGH_HZ, Math.floor(0.45 * rate));
}

/** What the master's analysis found that the chain removes. */
export type MasterFaults = {
  /** Mean sample value on the 16-bit scale. */
  dcOffset: number;
  /** Mains hum (50 or 60 Hz) to notch out; null: none. */
  humHz: number | null;
};

export const NO_FAULTS: MasterFaults = { dcOffset: 0, humHz: null };

/** The chain as ffmpeg's filter graph syntax writes it. */
export function cleanupFilters(band: Band, faults: MasterFaults): string {
  return cleanupFilterList(band, faults).join(",");
}

/** The chain's filters in order: the bands' chains begin alike, so a graph running several runs their shared beginning once. */
export function cleanupFilterList(band: Band, { dcOffset, humHz }: MasterFaults): string[] {
  const filters = [];
  if (dcOffset !== 0) filters.push(`dcshift=shift=${(-dcOffset / 32768).toFixed(6)}`);
  // The filters' sample format stated rather than negotiated: left to ffmpeg, a wideband chain
  // (nothing in it needing floats) ran its high-passes in 16-bit integers, rounding after each
  // stage, and a chain sharing its beginning with a narrowband one got another format than alone.
  filters.push("aformat=sample_fmts=fltp", "highpass=f=10:poles=1");
  const low = band.narrowband ? NARROWBAND_LOW_HZ : WIDEBAND_LOW_HZ;
  filters.push(`highpass=f=${low}`, `highpass=f=${low}`);
  if (humHz) {
    for (let harmonic = 1; harmonic <= HUM_HARMONICS; harmonic++) filters.push(`bandreject=f=${humHz * harmonic}:width_type=q:w=6`);
  }
  if (band.narrowband) {
    const top = narrowbandTop(band.sampleRate);
    filters.push(`firequalizer=gain='if(lt(f,${top - 50}),0,-120)':delay=0.02`);
  }
  filters.push(`aresample=${band.sampleRate}:resampler=soxr:precision=28`);
  return filters;
}
