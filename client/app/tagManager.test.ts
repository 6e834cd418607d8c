import { describe, expect, it } from "vitest";
import { doNotTrack } from "./tagManager.ts";

describe("doNotTrack", () => {
  it("reads the browser's do-not-track flag", () => {
    expect(doNotTrack({ doNotTrack: "1" })).toBe(true);
    expect(doNotTrack({ msDoNotTrack: "1" })).toBe(true);
    expect(doNotTrack({}, { doNotTrack: "1" })).toBe(true);
    expect(doNotTrack({ doNotTrack: "0" })).toBe(false);
    expect(doNotTrack({ doNotTrack: null })).toBe(false);
    expect(doNotTrack(undefined)).toBe(false);
  });
});
