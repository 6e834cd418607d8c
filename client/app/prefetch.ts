// When links may prefetch their route's code (seed.md §2): never offline, on 2g (including
// slow-2g) or when the person asked to save data.
import { PREFETCH_IDLE_TIMEOUT_MS } from "./timing.ts";

export type NavigatorLike = {
  onLine?: boolean;
  connection?: { effectiveType?: string; saveData?: boolean } | null;
};

export function canPrefetch(nav: NavigatorLike | undefined | null): boolean {
  if (!nav) return false;
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/i.test(connection.effectiveType)) return false;
  return true;
}

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` when the browser is idle, at the latest after the timeout; returns a canceller. */
export function whenIdle(callback: () => void, timeout = PREFETCH_IDLE_TIMEOUT_MS, target: IdleWindow = globalThis as IdleWindow): () => void {
  if (typeof target.requestIdleCallback === "function") {
    const handle = target.requestIdleCallback(callback, { timeout });
    return () => target.cancelIdleCallback?.(handle);
  }
  // Safari has no requestIdleCallback: a short timeout keeps the prefetch off the critical path.
  const handle = setTimeout(callback, Math.min(timeout, 200));
  return () => clearTimeout(handle);
}
