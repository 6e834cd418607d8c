import { describe, expect, it, vi } from "vitest";
import { canPrefetch, whenIdle } from "./prefetch.ts";

describe("canPrefetch", () => {
  it("prefetches on a normal connection", () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: "3g" } })).toBe(true);
    expect(canPrefetch({ onLine: true })).toBe(true);
  });

  it("does not prefetch on 2g or slow-2g", () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
  });

  it("does not prefetch in data-saver mode", () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  });

  it("does not prefetch offline", () => {
    expect(canPrefetch({ onLine: false, connection: { effectiveType: "4g" } })).toBe(false);
    expect(canPrefetch(undefined)).toBe(false);
  });
});

describe("whenIdle", () => {
  it("uses requestIdleCallback with the 2000 ms timeout", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const callback = () => {};
    const cancel = whenIdle(callback, 2000, { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a timeout", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, 2000, {});
    vi.advanceTimersByTime(250);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
