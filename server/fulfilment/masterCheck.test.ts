import { describe, expect, it } from "vitest";
import type { MasterAnalysis } from "../audio/masterAnalysis.ts";
import { masterCheckOf } from "./masterCheck.ts";

/** An analysis as analyseMaster writes it, after a round trip through the JSONB column. */
const stored = (analysis: Partial<MasterAnalysis> & Record<string, unknown> = {}): unknown =>
  JSON.parse(
    JSON.stringify({
      sampleRate: 44100,
      durationMs: 6500,
      peakDbfs: -14.23,
      clippedSamples: 0,
      dcOffset: 0.03052,
      noiseFloorDbfs: -61.4,
      humHz: 50,
      humDbfs: -52.7,
      activeLevelDbov: -28.31,
      activityPercent: 41.2,
      leadingSilenceMs: 1000,
      trailingSilenceMs: 1500,
      longestPauseMs: 320,
      waveform: [
        [-0.00012207, 0.00015259],
        [-0.123456, 0.2345678],
        [-1, 0.99997],
      ],
      warnings: [{ code: "HUM", message: "50 Hz mains hum at −52.7 dBFS: it is notched out, but a clean take sounds better." }],
      ...analysis,
    }),
  );

describe("masterCheckOf", () => {
  it("is null for a master uploaded before masters were analysed", () => {
    expect(masterCheckOf(null)).toBeNull();
    expect(masterCheckOf(undefined)).toBeNull();
  });

  it("gives the level in dBm0 beside the −19 dBm0 target, DC in per cent and the waveform as one flat list", () => {
    expect(masterCheckOf(stored())).toEqual({
      durationMs: 6500,
      sampleRate: 44100,
      channels: null,
      peakDbfs: -14.23,
      clippedSamples: 0,
      dcOffsetPercent: 3.052,
      noiseFloorDbfs: -61.4,
      humHz: 50,
      humDbfs: -52.7,
      // −28.31 dBov + 3.0095 (RMS 2600 on 16-bit is both −19 dBm0 and −22.0095 dBov).
      activeLevelDbm0: -25.3,
      targetLevelDbm0: -19,
      activityPercent: 41.2,
      leadingSilenceMs: 1000,
      trailingSilenceMs: 1500,
      longestPauseMs: 320,
      waveform: [0, 0, -0.123, 0.235, -1, 1],
      warnings: [{ code: "HUM", message: "50 Hz mains hum at −52.7 dBFS: it is notched out, but a clean take sounds better." }],
    });
  });

  it("puts RFC 7874's anchor, active RMS 2600 on 16-bit, at −19 dBm0", () => {
    expect(masterCheckOf(stored({ activeLevelDbov: 20 * Math.log10(2600 / 32768) }))!.activeLevelDbm0).toBe(-19);
  });

  it("keeps the channels when the upload recorded them", () => {
    expect(masterCheckOf(stored({ channels: 2 }))!.channels).toBe(2);
  });

  it("reads a noise floor of digital silence (−Infinity, stored as null) as null, and no speech as no level", () => {
    const check = masterCheckOf(stored({ noiseFloorDbfs: -Infinity, activeLevelDbov: null, humHz: null, humDbfs: null }))!;
    expect(check.noiseFloorDbfs).toBeNull();
    expect(check.activeLevelDbm0).toBeNull();
    expect(check.humHz).toBeNull();
    expect(check.humDbfs).toBeNull();
  });

  it("refuses an analysis it cannot read, naming what is wrong", () => {
    expect(() => masterCheckOf(stored({ peakDbfs: "loud" as unknown as number }))).toThrow(/peakDbfs/);
    expect(() => masterCheckOf(stored({ warnings: [{ code: "TOO_LOUD" as MasterAnalysis["warnings"][number]["code"], message: "?" }] }))).toThrow(/warnings/);
    expect(() => masterCheckOf({})).toThrow(/sampleRate/);
  });
});
