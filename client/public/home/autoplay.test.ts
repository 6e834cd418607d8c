import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_DRAG_THRESHOLD_PX, CAROUSEL_INTERVAL_MS } from "../../app/timing.ts";
import { createAutoplay } from "./autoplay.ts";

describe("carousel autoplay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the specification's interval and drag threshold", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3500);
    expect(CAROUSEL_DRAG_THRESHOLD_PX).toBe(30);
  });

  it("moves on every interval while it runs and not while paused", () => {
    const next = vi.fn();
    const autoplay = createAutoplay(next, CAROUSEL_INTERVAL_MS);
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    autoplay.setPaused(false);
    vi.advanceTimersByTime(3499);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3500);
    expect(next).toHaveBeenCalledTimes(2);
    autoplay.setPaused(true);
    vi.advanceTimersByTime(20_000);
    expect(next).toHaveBeenCalledTimes(2);
    autoplay.setPaused(false);
    vi.advanceTimersByTime(3500);
    expect(next).toHaveBeenCalledTimes(3);
    autoplay.dispose();
    vi.advanceTimersByTime(20_000);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it("waits a full interval again after the person moves the carousel", () => {
    const next = vi.fn();
    const autoplay = createAutoplay(next, 3500);
    autoplay.setPaused(false);
    vi.advanceTimersByTime(3000);
    autoplay.restart();
    vi.advanceTimersByTime(3000);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
