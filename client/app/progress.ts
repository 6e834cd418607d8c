// Request progress: the top bar that shows while GraphQL requests and route changes are under
// way (seed.md §2, §9). It appears only when work takes longer than the throttle (200 ms),
// trickles towards the end over the duration (5000 ms), completes when everything succeeded, and
// turns red for a moment when anything failed.
//
// `createRequestProgress` is the plain logic (timers and the bar are injected, so it is tested
// with fake timers); `requestProgress.ts` holds the app's instance driving Mantine's nprogress.
import { PROGRESS_DURATION_MS, PROGRESS_FAILED_HOLD_MS, PROGRESS_THROTTLE_MS } from "./timing.ts";

export type ProgressBar = {
  /** Shows the bar at `value` (0–100). */
  set(value: number): void;
  /** Fills the bar and hides it. */
  complete(): void;
  /** Hides the bar at once. */
  reset(): void;
  /** Switches the failed (red) look on or off. */
  setFailed(failed: boolean): void;
};

export type ProgressTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
};

export type RequestProgressOptions = {
  bar: ProgressBar;
  throttleMs?: number;
  durationMs?: number;
  failedHoldMs?: number;
  tickMs?: number;
  timers?: ProgressTimers;
};

/** One unit of tracked work; `finish` may be called once, later calls do nothing. */
export type ProgressTask = { finish(ok: boolean): void };

export type RequestProgress = {
  begin(): ProgressTask;
  /** Tracks a promise: begins now, finishes when it settles (failed when it rejects). */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Number of unfinished tasks. */
  readonly active: number;
};

/** Where the bar is after `elapsed` ms: starts at 10 %, about 90 % at `duration`, never 100 %. */
export function trickleValue(elapsed: number, duration: number): number {
  const ratio = Math.max(0, elapsed) / Math.max(1, duration);
  return Math.min(95, 10 + 85 * (1 - Math.exp(-3 * ratio)));
}

const browserTimers: ProgressTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export function createRequestProgress(options: RequestProgressOptions): RequestProgress {
  const {
    bar,
    throttleMs = PROGRESS_THROTTLE_MS,
    durationMs = PROGRESS_DURATION_MS,
    failedHoldMs = PROGRESS_FAILED_HOLD_MS,
    tickMs = 100,
    timers = browserTimers,
  } = options;

  let active = 0;
  let failed = false;
  let visible = false;
  let startedAt = 0;
  let showTimer: unknown = null;
  let tickTimer: unknown = null;
  let holdTimer: unknown = null;

  const stopTimers = () => {
    if (showTimer !== null) timers.clearTimeout(showTimer);
    if (tickTimer !== null) timers.clearInterval(tickTimer);
    showTimer = tickTimer = null;
  };

  const endFailedHold = () => {
    if (holdTimer === null) return;
    timers.clearTimeout(holdTimer);
    holdTimer = null;
    bar.reset();
    bar.setFailed(false);
  };

  const show = () => {
    showTimer = null;
    visible = true;
    bar.set(trickleValue(timers.now() - startedAt, durationMs));
    tickTimer = timers.setInterval(() => bar.set(trickleValue(timers.now() - startedAt, durationMs)), tickMs);
  };

  const batchStarted = () => {
    endFailedHold();
    failed = false;
    visible = false;
    startedAt = timers.now();
    showTimer = timers.setTimeout(show, throttleMs);
  };

  const batchFinished = () => {
    stopTimers();
    if (failed) {
      // Even a failure faster than the throttle is shown: the person must see something went wrong.
      bar.setFailed(true);
      bar.set(100);
      holdTimer = timers.setTimeout(() => {
        holdTimer = null;
        bar.reset();
        bar.setFailed(false);
      }, failedHoldMs);
    } else if (visible) {
      bar.complete();
    }
    visible = false;
  };

  const begin = (): ProgressTask => {
    if (active === 0) batchStarted();
    active += 1;
    let finished = false;
    return {
      finish(ok) {
        if (finished) return;
        finished = true;
        active -= 1;
        if (!ok) failed = true;
        if (active === 0) batchFinished();
      },
    };
  };

  return {
    begin,
    track(promise) {
      const task = begin();
      promise.then(
        () => task.finish(true),
        () => task.finish(false),
      );
      return promise;
    },
    get active() {
      return active;
    },
  };
}
