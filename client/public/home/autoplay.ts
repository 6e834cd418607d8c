// The voice carousel's autoplay as a small controller: it moves on every `interval` ms while it
// runs, starts the wait again after the person moves the carousel themselves, and stops while
// paused (hover, focus, reduced motion, the pause button, a sample playing).

export type AutoplayTimers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type Autoplay = {
  /** Paused or not; resuming waits a full interval before moving. */
  setPaused(paused: boolean): void;
  /** The person moved the carousel: wait a full interval from now. */
  restart(): void;
  dispose(): void;
};

export function createAutoplay(next: () => void, interval: number, timers: AutoplayTimers = globalThis as unknown as AutoplayTimers): Autoplay {
  let handle: unknown = null;
  let paused = true;
  let disposed = false;
  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const schedule = () => {
    clear();
    if (paused || disposed) return;
    handle = timers.setTimeout(() => {
      handle = null;
      next();
      schedule();
    }, interval);
  };
  return {
    setPaused(value) {
      if (value === paused) return;
      paused = value;
      schedule();
    },
    restart: schedule,
    dispose() {
      disposed = true;
      clear();
    },
  };
}
