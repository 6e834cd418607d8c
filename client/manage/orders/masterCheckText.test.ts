import { describe, expect, it } from "vitest";
import { formatChannels, formatDcOffset, formatDecibels, formatSampleRate, formatSeconds, levelAgainstTarget, masterWarningTitle, signed, waveformLabel, warningCount } from "./masterCheckText.ts";

describe("master check figures", () => {
  it("writes decibels with a true minus sign and never −0.0", () => {
    expect(formatDecibels(-14.23, "dBFS")).toBe("\u221214.2 dBFS");
    expect(formatDecibels(-0.04, "dBFS")).toBe("0.0 dBFS");
    expect(signed(2.5)).toBe("2.5");
  });

  it("writes rates in kHz, channels by name and lengths in seconds, then minutes", () => {
    expect(formatSampleRate(44_100)).toBe("44.1 kHz");
    expect(formatSampleRate(48_000)).toBe("48 kHz");
    expect(formatSampleRate(22_050)).toBe("22.05 kHz");
    expect([1, 2, 6].map(formatChannels)).toEqual(["Mono", "Stereo", "6 channels"]);
    expect(formatSeconds(6_480)).toBe("6.5 s");
    expect(formatSeconds(125_400)).toBe("2 min 05 s");
  });

  it("signs the DC offset either way", () => {
    expect(formatDcOffset(3.052)).toBe("+3.05 %");
    expect(formatDcOffset(-1.2)).toBe("\u22121.20 %");
    expect(formatDcOffset(0)).toBe("0.00 %");
  });

  it("puts the active level against the target", () => {
    expect(levelAgainstTarget(-25.3, -19)).toBe("6.3 dB under the \u221219 dBm0 target");
    expect(levelAgainstTarget(-17.96, -19)).toBe("1.0 dB over the \u221219 dBm0 target");
    expect(levelAgainstTarget(-19.02, -19)).toBe("at the \u221219 dBm0 target");
    expect(levelAgainstTarget(-20, -18.5)).toBe("1.5 dB under the \u221218.5 dBm0 target");
  });

  it("counts and names warnings, showing a code this client does not know as it is", () => {
    expect([0, 1, 3].map(warningCount)).toEqual(["No warnings", "1 warning", "3 warnings"]);
    expect(masterWarningTitle("LOW_LEVEL")).toBe("Very low level");
    expect(masterWarningTitle("%future added value")).toBe("%future added value");
  });

  it("describes the waveform in one sentence", () => {
    const check = { durationMs: 6_500, peakDbfs: -14.23, clippedSamples: 0, activeLevelDbm0: -25.3, leadingSilenceMs: 1_000, trailingSilenceMs: 1_500 };
    expect(waveformLabel("welcome.wav", check)).toBe("Waveform of welcome.wav: 6.5 s, peak \u221214.2 dBFS; speech from 1.0 s to 5.0 s at \u221225.3 dBm0.");
    expect(waveformLabel("loud.wav", { ...check, peakDbfs: 0, clippedSamples: 1 })).toBe("Waveform of loud.wav: 6.5 s, peak 0.0 dBFS, 1 clipped sample; speech from 1.0 s to 5.0 s at \u221225.3 dBm0.");
  });
});
