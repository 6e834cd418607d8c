import { describe, expect, it } from "vitest";
import { waveformColumns, waveformPath, waveformZoomDb } from "./waveform.ts";

describe("waveformPath", () => {
  it("draws each min/max pair as a stroke from the max down to the min, full scale at the edges", () => {
    expect(waveformPath([-0.5, 0.25, -1, 1])).toBe("M0.5 0.75V1.5M1.5 0V2");
  });

  it("still draws a stretch of digital silence as a hairline at zero", () => {
    expect(waveformPath([0, 0])).toBe("M0.5 0.995V1.005");
  });

  it("keeps strokes inside the box and ignores a value without its pair", () => {
    expect(waveformPath([-1.5, 2, 0.1])).toBe("M0.5 0V2");
    expect(waveformColumns([-1.5, 2, 0.1])).toBe(1);
  });

  it("scales by a gain, still inside the box", () => {
    expect(waveformPath([-0.1, 0.05, -0.3, 0.3], 4)).toBe("M0.5 0.8V1.4M1.5 0V2");
  });
});

describe("waveformZoomDb", () => {
  it("brings a quiet recording's peak to full scale in whole decibels", () => {
    expect(waveformZoomDb([-0.06, 0.05])).toBe(24);
    expect(waveformZoomDb([-0.1, 0.2])).toBe(13);
  });

  it("leaves a recording peaking at half of full scale or more, and a silent one, as it is", () => {
    expect(waveformZoomDb([-0.5, 0.2])).toBeNull();
    expect(waveformZoomDb([0, 0])).toBeNull();
  });
});
