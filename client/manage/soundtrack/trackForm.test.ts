import { describe, expect, it } from "vitest";
import { createTrackInput, emptyTrackForm, formatPlayingTime, trackFormValues, updateTrackInput, validateTrackForm } from "./trackForm.ts";

const stored = { title: "Clear Horizon", slug: "calm-corporate", mood: "calm corporate", bpm: 92, licence: "Royalty-free", active: true, position: 0 };

describe("track form", () => {
  it("round-trips a stored track and keeps its file unless replaced", () => {
    const values = trackFormValues(stored);
    expect(validateTrackForm(values, false)).toEqual({});
    expect(updateTrackInput(values)).toEqual({ title: "Clear Horizon", mood: "calm corporate", bpm: 92, licence: "Royalty-free", active: true, position: 0 });
    expect(updateTrackInput({ ...values, bpm: "" }).bpm).toBeNull();
  });

  it("needs a recording for a new track", () => {
    const values = { ...emptyTrackForm("Royalty-free"), title: "New bed", mood: "upbeat" };
    expect(validateTrackForm(values, true)).toEqual({ file: "Choose an audio file to upload" });
    expect(createTrackInput({ ...values, bpm: 120 })).toEqual({ title: "New bed", slug: null, mood: "upbeat", bpm: 120, licence: "Royalty-free" });
  });

  it("gives the server's messages", () => {
    expect(validateTrackForm({ ...trackFormValues(stored), bpm: 10, title: "" }, false)).toEqual({
      title: "should not be empty",
      bpm: "must not be less than 20",
    });
    expect(validateTrackForm({ ...trackFormValues(stored), position: "" }, false).position).toBe("must be a number conforming to the specified constraints");
  });

  it("formats playing time", () => {
    expect(formatPlayingTime(29)).toBe("0:29");
    expect(formatPlayingTime(95)).toBe("1:35");
  });
});
