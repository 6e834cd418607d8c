// ITU-T P.56 method B active speech level, computed as ITU-T G.191's speech voltmeter
// (sv-p56.c, run by `actlev`) computes it, as a streaming meter with constant memory.
//
// Samples are on the 16-bit scale (−32768..32767). G.191 divides them by 32768 first; every
// quantity here is the same one multiplied by 2^15 (or 2^30 for squares), which binary floating
// point carries out exactly, so the envelope meets the thresholds on exactly the same samples.

/** RFC 7874 §4 (after ITU-T G.169): speech at −19 dBm0 has an active RMS of 2600 on 16-bit PCM. */
export const TELEPHONE_LEVEL_DBM0 = -19;
export const TELEPHONE_ACTIVE_RMS = 2600;
const FULL_SCALE = 32768;
/** 0 dBov is the RMS of a full-scale square wave, 32768: RMS 2600 is 20·log10(2600 / 32768) = −22.01 dBov. */
export const TELEPHONE_LEVEL_DBOV = 20 * Math.log10(TELEPHONE_ACTIVE_RMS / FULL_SCALE);
// RMS 2600 is both −19 dBm0 and TELEPHONE_LEVEL_DBOV, and both scales are decibels of the same
// signal power, so they differ by a constant: dBm0 = dBov + (−19 − TELEPHONE_LEVEL_DBOV)
// = dBov + 20·log10(32768 / 2600) − 19 = dBov + 3.0095.
const DBM0_ABOVE_DBOV = TELEPHONE_LEVEL_DBM0 - TELEPHONE_LEVEL_DBOV;

export function dbovToDbm0(dbov: number): number {
  return dbov + DBM0_ABOVE_DBOV;
}

export function dbm0ToDbov(dbm0: number): number {
  return dbm0 - DBM0_ABOVE_DBOV;
}

/** Envelope time constant, hangover and margin of P.56 method B. */
const TIME_CONSTANT_S = 0.03;
const HANGOVER_S = 0.2;
const MARGIN_DB = 15.9;
/** Thresholds 2^0 … 2^14 on the 16-bit scale: G.191's 2^−15 … 2^−1 of full scale. */
const THRESHOLD_COUNT = 15;
const THRESHOLDS = Float64Array.from({ length: THRESHOLD_COUNT }, (_, j) => 2 ** j);
/** The thresholds either side of the envelope when it reaches `level` of them. */
const BELOW_LEVEL = Float64Array.from({ length: THRESHOLD_COUNT + 1 }, (_, level) => (level > 0 ? THRESHOLDS[level - 1] : -Infinity));
const ABOVE_LEVEL = Float64Array.from({ length: THRESHOLD_COUNT + 1 }, (_, level) => (level < THRESHOLD_COUNT ? THRESHOLDS[level] : Infinity));
/** G.191 adds this to every power before its logarithm; kept so that the figures agree to the last digit. */
const MIN_LOG_OFFSET = 1e-20;
/** The tolerance of G.191's interpolation between two thresholds. */
const INTERPOLATION_TOLERANCE_DB = 0.5;

export interface ActiveSpeechLevel {
  /** P.56 active speech level; −Infinity when nothing is active (G.191 prints −100). */
  activeLevelDbov: number;
  /** Share of the samples that are active speech, 0..1 (G.191 prints it as a percentage). */
  activityFactor: number;
  /** RMS over every sample; −Infinity for digital silence. */
  longTermLevelDbov: number;
  /** Largest magnitude; −Infinity for digital silence. */
  peakDbov: number;
  /** Largest and smallest sample and the mean (DC offset), on the 16-bit scale; 0 without samples. */
  maxSample: number;
  minSample: number;
  dcOffset: number;
  sampleCount: number;
}

export type PcmSamples = Int16Array | Float32Array | Float64Array;

/**
 * Feed it the recording in chunks of any size with `push`; `result` may be read at any time and
 * does not disturb the measurement. Its state is a few numbers and two arrays of 15 entries,
 * whatever the length of the recording.
 */
export class ActiveSpeechLevelMeter {
  private readonly hangoverSamples: number;
  private readonly envelopeDecay: number;
  private sampleCount = 0;
  private sum = 0;
  private sumOfSquares = 0;
  private maxSample = -Infinity;
  private minSample = Infinity;
  /** The two cascaded smoothers of the rectified signal; the second is P.56's envelope q. */
  private smoothed = 0;
  private envelope = 0;
  /** How many thresholds the envelope reaches now: thresholds 0..level−1 are exceeded. */
  private level = 0;
  /** Activity counted for each threshold up to the start of its current run. */
  private readonly activeSamples = new Float64Array(THRESHOLD_COUNT);
  /** Where each threshold's current run (above or below) began; −1 while below and never exceeded. */
  private readonly runStart = new Float64Array(THRESHOLD_COUNT).fill(-1);

  constructor(sampleRate: number) {
    if (!Number.isFinite(sampleRate) || sampleRate <= 0) {
      throw new RangeError(`sampleRate must be a positive number of samples per second, got ${sampleRate}`);
    }
    // G.191 keeps the rate as a C float.
    const rate = Math.fround(sampleRate);
    this.hangoverSamples = Math.floor(HANGOVER_S * rate + 0.5);
    this.envelopeDecay = Math.exp(-1 / (rate * TIME_CONSTANT_S));
  }

  push(samples: PcmSamples): void {
    if (!(samples instanceof Int16Array)) {
      for (let i = 0; i < samples.length; i++) {
        if (!Number.isFinite(samples[i])) throw new RangeError(`samples[${i}] is ${samples[i]}, not a finite sample value`);
      }
    }
    const g = this.envelopeDecay;
    const oneMinusG = 1 - g;
    let p = this.smoothed;
    let q = this.envelope;
    let sum = this.sum;
    let sumOfSquares = this.sumOfSquares;
    let max = this.maxSample;
    let min = this.minSample;
    let level = this.level;
    // The envelope stays between these two thresholds for long stretches; only a crossing costs more.
    let lower = BELOW_LEVEL[level];
    let upper = ABOVE_LEVEL[level];
    const start = this.sampleCount;
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i];
      if (x > max) max = x;
      if (x < min) min = x;
      sum += x;
      sumOfSquares += x * x;
      p = g * p + oneMinusG * Math.abs(x);
      q = g * q + oneMinusG * p;
      if (q >= upper || q < lower) {
        level = this.moveLevel(level, q, start + i);
        lower = BELOW_LEVEL[level];
        upper = ABOVE_LEVEL[level];
      }
    }
    this.smoothed = p;
    this.envelope = q;
    this.sum = sum;
    this.sumOfSquares = sumOfSquares;
    this.maxSample = max;
    this.minSample = min;
    this.level = level;
    this.sampleCount = start + samples.length;
  }

  /**
   * The envelope crossed one or more thresholds at `sampleIndex`. A threshold counts a sample as
   * active while the envelope reaches it and for the hangover after it last did (G.191 keeps a
   * hangover counter per threshold and adds one per sample; closing each run does the same sum).
   */
  private moveLevel(level: number, q: number, sampleIndex: number): number {
    const active = this.activeSamples;
    const runStart = this.runStart;
    while (level < THRESHOLD_COUNT && q >= THRESHOLDS[level]) {
      if (runStart[level] >= 0) active[level] += Math.min(sampleIndex - runStart[level], this.hangoverSamples);
      runStart[level] = sampleIndex;
      level++;
    }
    while (level > 0 && q < THRESHOLDS[level - 1]) {
      level--;
      active[level] += sampleIndex - runStart[level];
      runStart[level] = sampleIndex;
    }
    return level;
  }

  private activityCount(threshold: number): number {
    const runStart = this.runStart[threshold];
    const current = this.sampleCount - runStart;
    if (threshold < this.level) return this.activeSamples[threshold] + current;
    return this.activeSamples[threshold] + (runStart >= 0 ? Math.min(current, this.hangoverSamples) : 0);
  }

  result(): ActiveSpeechLevel {
    const n = this.sampleCount;
    if (n === 0) {
      return {
        activeLevelDbov: -Infinity,
        activityFactor: 0,
        longTermLevelDbov: -Infinity,
        peakDbov: -Infinity,
        maxSample: 0,
        minSample: 0,
        dcOffset: 0,
        sampleCount: 0,
      };
    }
    // On G.191's scale, where full scale is 1.
    const energy = this.sumOfSquares / FULL_SCALE ** 2;
    const longTermLevel = 10 * Math.log10(energy / n + MIN_LOG_OFFSET);
    const activeLevel = this.activeLevel(energy);
    const peak = Math.max(this.maxSample, -this.minSample);
    return {
      activeLevelDbov: activeLevel,
      activityFactor: activeLevel === -Infinity ? 0 : 10 ** ((longTermLevel - activeLevel) / 10),
      longTermLevelDbov: this.sumOfSquares === 0 ? -Infinity : longTermLevel,
      peakDbov: peak === 0 ? -Infinity : 20 * Math.log10(peak / FULL_SCALE),
      maxSample: this.maxSample,
      minSample: this.minSample,
      dcOffset: this.sum / n,
      sampleCount: n,
    };
  }

  /** G.191's speech_voltmeter() after its sample loop, step by step. */
  private activeLevel(energy: number): number {
    const activeDb = (count: number) => 10 * Math.log10(energy / count + MIN_LOG_OFFSET);
    const thresholdDb = (j: number) => 20 * Math.log10(THRESHOLDS[j] / FULL_SCALE + MIN_LOG_OFFSET);
    const lowest = this.activityCount(0);
    // Nothing reaches the lowest threshold, or what does is no louder than it by the margin: silence.
    if (lowest === 0) return -Infinity;
    if (activeDb(lowest) - 20 * Math.log10(THRESHOLDS[0] / FULL_SCALE) < MARGIN_DB) return -Infinity;
    for (let j = 1; j < THRESHOLD_COUNT; j++) {
      const count = this.activityCount(j);
      if (count === 0) continue;
      const levelDb = activeDb(count);
      const thresholdLevelDb = thresholdDb(j);
      if (levelDb - thresholdLevelDb <= MARGIN_DB) {
        return interpolate(levelDb, activeDb(this.activityCount(j - 1)), thresholdLevelDb, thresholdDb(j - 1));
      }
    }
    // No threshold comes within the margin of its active level (a lone click, say): G.191 reports silence.
    return -Infinity;
  }
}

/**
 * G.191's bin_interp(): bisects between two thresholds until the active level lies the margin
 * above the threshold, within the tolerance (relaxed by 10 % per step after 20 steps).
 */
function interpolate(upperLevel: number, lowerLevel: number, upperThreshold: number, lowerThreshold: number): number {
  let tolerance = INTERPOLATION_TOLERANCE_DB;
  if (Math.abs(upperLevel - upperThreshold - MARGIN_DB) < tolerance) return upperLevel;
  if (Math.abs(lowerLevel - lowerThreshold - MARGIN_DB) < tolerance) return lowerLevel;
  let midLevel = (upperLevel + lowerLevel) / 2;
  let midThreshold = (upperThreshold + lowerThreshold) / 2;
  let step = 1;
  let difference = midLevel - midThreshold - MARGIN_DB;
  while (Math.abs(difference) > tolerance) {
    if (++step > 20) tolerance *= 1.1;
    if (difference > tolerance) {
      midLevel = (upperLevel + midLevel) / 2;
      midThreshold = (upperThreshold + midThreshold) / 2;
      lowerLevel = midLevel;
      lowerThreshold = midThreshold;
    } else if (difference < -tolerance) {
      midLevel = (midLevel + lowerLevel) / 2;
      midThreshold = (midThreshold + lowerThreshold) / 2;
      upperLevel = midLevel;
      upperThreshold = midThreshold;
    }
    difference = midLevel - midThreshold - MARGIN_DB;
  }
  return midLevel;
}

/** The P.56 active speech level of a whole recording held in memory. */
export function measureActiveSpeechLevel(samples: PcmSamples, sampleRate: number): ActiveSpeechLevel {
  const meter = new ActiveSpeechLevelMeter(sampleRate);
  meter.push(samples);
  return meter.result();
}
