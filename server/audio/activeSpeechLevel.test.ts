import { describe, expect, it } from "vitest";
import { ACTLEV_FIGURES, espeakPrompt, loneClick, speechLikeBursts, toneBursts } from "./activeSpeechLevel.fixtures.ts";
import {
  ActiveSpeechLevelMeter,
  dbm0ToDbov,
  dbovToDbm0,
  measureActiveSpeechLevel,
  TELEPHONE_ACTIVE_RMS,
  TELEPHONE_LEVEL_DBM0,
  TELEPHONE_LEVEL_DBOV,
  type PcmSamples,
} from "./activeSpeechLevel.ts";

/** Feeds the meter chunks of 1, 3, 7, 256, 4093 and 65537 samples in turn, reading the result between chunks. */
function measureInChunks(samples: PcmSamples, rate: number) {
  const sizes = [1, 3, 7, 256, 4093, 65537];
  const meter = new ActiveSpeechLevelMeter(rate);
  for (let offset = 0, chunk = 0; offset < samples.length; chunk++) {
    const end = Math.min(samples.length, offset + sizes[chunk % sizes.length]);
    meter.push(samples.subarray(offset, end));
    meter.result();
    offset = end;
  }
  return meter.result();
}

/** The result for `sampleCount` samples of digital silence: defined figures, no NaN. */
function silence(sampleCount: number) {
  return { activeLevelDbov: -Infinity, activityFactor: 0, longTermLevelDbov: -Infinity, peakDbov: -Infinity, maxSample: 0, minSample: 0, dcOffset: 0, sampleCount };
}

/** What the meter holds: each field's kind, and the size of its arrays. */
function footprint(meter: ActiveSpeechLevelMeter): string[] {
  return Object.entries(meter).map(([field, value]: [string, unknown]) => (ArrayBuffer.isView(value) ? `${field}: ${value.byteLength} bytes` : `${field}: ${typeof value}`));
}

describe("the P.56 active speech level, as ITU-T G.191's actlev measures it", () => {
  for (const figures of ACTLEV_FIGURES) {
    it(`agrees with actlev to its printed precision: ${figures.name}`, () => {
      const level = measureActiveSpeechLevel(figures.samples(), figures.rate);
      expect(level.sampleCount).toBe(figures.sampleCount);
      expect(level.minSample).toBe(figures.min);
      expect(level.maxSample).toBe(figures.max);
      expect(level.dcOffset).toBeCloseTo(figures.dc, 2);
      expect(level.longTermLevelDbov).toBeCloseTo(figures.rmsLevelDbov, 3);
      expect(level.activeLevelDbov).toBeCloseTo(figures.activeLevelDbov, 3);
      expect(level.activityFactor * 100).toBeCloseTo(figures.activePercent, 3);
      expect(level.peakDbov).toBeCloseTo(20 * Math.log10(Math.max(figures.max, -figures.min) / 32768), 9);
    });
  }

  it("reports digital silence as no activity and no level (actlev prints −100 dBov, 0 % active)", () => {
    expect(measureActiveSpeechLevel(new Int16Array(8000), 8000)).toEqual(silence(8000));
  });

  it("does not take a lone click for speech (actlev: RMSLev −39.031 dB, ActLev −100, 0 % active)", () => {
    const level = measureActiveSpeechLevel(loneClick(8000), 8000);
    expect(level.activeLevelDbov).toBe(-Infinity);
    expect(level.activityFactor).toBe(0);
    expect(level.longTermLevelDbov).toBeCloseTo(-39.031, 3);
    expect(level.peakDbov).toBeCloseTo(20 * Math.log10(32767 / 32768), 9);
  });

  it("has a defined result before any sample", () => {
    expect(new ActiveSpeechLevelMeter(8000).result()).toEqual(silence(0));
  });
});

describe("streaming", () => {
  it("gives exactly the one-buffer result whatever the chunk sizes, at 8 and 44.1 kHz", () => {
    const speech = espeakPrompt();
    expect(measureInChunks(speech, 8000)).toEqual(measureActiveSpeechLevel(speech, 8000));
    const talkspurts = speechLikeBursts(44100, { seconds: 20, amplitude: 12000, noiseRms: 8, seed: 5 });
    expect(measureInChunks(talkspurts, 44100)).toEqual(measureActiveSpeechLevel(talkspurts, 44100));
  });

  it("measures float samples on the 16-bit scale as the same 16-bit samples", () => {
    const speech = speechLikeBursts(16000, { seconds: 20, amplitude: 12000, noiseRms: 8, seed: 4 });
    const expected = measureActiveSpeechLevel(speech, 16000);
    expect(measureActiveSpeechLevel(Float32Array.from(speech), 16000)).toEqual(expected);
    expect(measureInChunks(Float64Array.from(speech), 16000)).toEqual(expected);
  });

  it("holds the same few numbers and arrays after a second as after ten minutes", () => {
    const talkspurts = speechLikeBursts(8000, { seconds: 20, amplitude: 12000, noiseRms: 8, seed: 6 });
    const short = new ActiveSpeechLevelMeter(8000);
    short.push(talkspurts.subarray(0, 8000));
    const long = new ActiveSpeechLevelMeter(8000);
    for (let i = 0; i < 30; i++) long.push(talkspurts);
    expect(long.result().sampleCount).toBe(10 * 60 * 8000);
    expect(footprint(long)).toEqual(footprint(short));
    for (const value of Object.values(long)) {
      expect(typeof value === "number" || (ArrayBuffer.isView(value) && value.byteLength <= 15 * 8)).toBe(true);
    }
  });

  it("refuses a sample that is not a finite number and measures on as if it had not been sent", () => {
    const meter = new ActiveSpeechLevelMeter(8000);
    meter.push(espeakPrompt());
    const before = meter.result();
    expect(() => meter.push(new Float32Array([100, 200, Number.NaN, 300]))).toThrow("samples[2] is NaN, not a finite sample value");
    expect(() => meter.push(new Float64Array([Infinity]))).toThrow("samples[0] is Infinity");
    expect(meter.result()).toEqual(before);
  });

  it("refuses a sample rate that is not a positive number", () => {
    for (const rate of [0, -8000, Number.NaN, Infinity]) {
      expect(() => new ActiveSpeechLevelMeter(rate)).toThrow(`sampleRate must be a positive number of samples per second, got ${rate}`);
    }
  });
});

describe("the telephone level of RFC 7874", () => {
  it("puts −19 dBm0, an active RMS of 2600, at −22.0 dBov", () => {
    expect(TELEPHONE_LEVEL_DBM0).toBe(-19);
    expect(TELEPHONE_ACTIVE_RMS).toBe(2600);
    expect(TELEPHONE_LEVEL_DBOV).toBeCloseTo(-22.0095, 4);
    expect(dbovToDbm0(TELEPHONE_LEVEL_DBOV)).toBeCloseTo(-19, 12);
    expect(dbm0ToDbov(-19)).toBeCloseTo(TELEPHONE_LEVEL_DBOV, 12);
    expect(dbovToDbm0(0)).toBeCloseTo(3.0095, 4);
    expect(dbm0ToDbov(dbovToDbm0(-31.5))).toBeCloseTo(-31.5, 12);
  });

  it("measures a steady tone of RMS 2600 at −19 dBm0", () => {
    const tone = toneBursts(8000, { amplitude: 2600 * Math.SQRT2, onSeconds: 5, offSeconds: 0, bursts: 1 });
    expect(dbovToDbm0(measureActiveSpeechLevel(tone, 8000).activeLevelDbov)).toBeCloseTo(-19, 1);
  });
});
