import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestProgress, trickleValue, type ProgressBar } from "./progress.ts";

type Call = [keyof ProgressBar, ...unknown[]];

function recordingBar() {
  const calls: Call[] = [];
  const bar: ProgressBar = {
    set: (value) => void calls.push(["set", value]),
    complete: () => void calls.push(["complete"]),
    reset: () => void calls.push(["reset"]),
    setFailed: (failed) => void calls.push(["setFailed", failed]),
  };
  return { bar, calls, names: () => calls.map((call) => call[0]) };
}

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

describe("request progress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const recorder = recordingBar();
    const progress = createRequestProgress({ bar: recorder.bar, timers, throttleMs: 200, durationMs: 5000, failedHoldMs: 1500, tickMs: 100 });
    return { ...recorder, progress };
  };

  it("shows nothing for a request that succeeds within the 200 ms throttle", () => {
    const { progress, calls } = setup();
    const task = progress.begin();
    vi.advanceTimersByTime(199);
    task.finish(true);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
  });

  it("appears after 200 ms, trickles, and completes on success", () => {
    const { progress, calls, names } = setup();
    const task = progress.begin();
    vi.advanceTimersByTime(200);
    expect(calls[0]?.[0]).toBe("set");
    const first = calls[0]?.[1] as number;
    vi.advanceTimersByTime(1000);
    const values = calls.filter((call) => call[0] === "set").map((call) => call[1] as number);
    expect(values.length).toBeGreaterThan(5);
    expect(values.at(-1)).toBeGreaterThan(first);
    task.finish(true);
    expect(names().at(-1)).toBe("complete");
    const count = calls.length;
    vi.advanceTimersByTime(10_000);
    expect(calls.length).toBe(count);
  });

  it("trickles over the 5000 ms duration without reaching the end", () => {
    expect(trickleValue(0, 5000)).toBeCloseTo(10);
    expect(trickleValue(5000, 5000)).toBeGreaterThan(85);
    expect(trickleValue(5000, 5000)).toBeLessThan(95);
    expect(trickleValue(60_000, 5000)).toBeLessThanOrEqual(95);
    expect(trickleValue(2500, 5000)).toBeGreaterThan(trickleValue(1000, 5000));
  });

  it("waits for every concurrent request before completing", () => {
    const { progress, names } = setup();
    const a = progress.begin();
    const b = progress.begin();
    vi.advanceTimersByTime(300);
    a.finish(true);
    expect(names()).not.toContain("complete");
    expect(progress.active).toBe(1);
    b.finish(true);
    expect(names().at(-1)).toBe("complete");
    expect(progress.active).toBe(0);
  });

  it("turns red when a request fails, then hides after the hold time", () => {
    const { progress, calls } = setup();
    const ok = progress.begin();
    const bad = progress.begin();
    vi.advanceTimersByTime(300);
    bad.finish(false);
    ok.finish(true);
    expect(calls.slice(-2)).toEqual([
      ["setFailed", true],
      ["set", 100],
    ]);
    vi.advanceTimersByTime(1500);
    expect(calls.slice(-2)).toEqual([["reset"], ["setFailed", false]]);
  });

  it("shows a fast failure too", () => {
    const { progress, calls } = setup();
    progress.begin().finish(false);
    expect(calls).toEqual([
      ["setFailed", true],
      ["set", 100],
    ]);
  });

  it("clears a red bar when new work starts", () => {
    const { progress, calls } = setup();
    progress.begin().finish(false);
    const task = progress.begin();
    expect(calls.slice(-2)).toEqual([["reset"], ["setFailed", false]]);
    vi.advanceTimersByTime(200);
    task.finish(true);
    expect(calls.at(-1)).toEqual(["complete"]);
  });

  it("ignores a second finish of the same task", () => {
    const { progress } = setup();
    const a = progress.begin();
    const b = progress.begin();
    a.finish(true);
    a.finish(true);
    expect(progress.active).toBe(1);
    b.finish(true);
    expect(progress.active).toBe(0);
  });

  it("tracks promises", async () => {
    const { progress, calls } = setup();
    const failing = progress.track(Promise.reject(new Error("boom")));
    await expect(failing).rejects.toThrow("boom");
    expect(calls[0]).toEqual(["setFailed", true]);
  });
});
