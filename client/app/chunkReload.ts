// A route's code chunk that fails to load (usually because a new version was deployed and the old
// hashed file is gone) reloads the page once, so the browser picks up the new build. The time of
// that reload is kept in sessionStorage: within 60 seconds of it, a second failure is not reloaded
// again but shown on the error page, so a broken deployment cannot cause a reload loop (seed §8).
import { CHUNK_RELOAD_GUARD_MS } from "./timing.ts";

/** A route chunk that does not arrive in this time counts as failed (seed.md §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_RELOAD_KEY = "studiofront:chunk-reload-at";

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ChunkLoadError";
  }
}

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error means a code chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

export type ReloadEnvironment = {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  now: () => number;
  reload: () => void;
  guardMs?: number;
};

/**
 * Reloads the page for a chunk-load error unless it already did so in the guard period.
 * Returns true when a reload was started.
 */
export function reloadOnceForChunkError(error: unknown, env: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  // Without storage there is no record of the last reload, and reloading could loop: do not.
  if (!env.storage) return false;
  const guardMs = env.guardMs ?? CHUNK_RELOAD_GUARD_MS;
  const now = env.now();
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < guardMs) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Rejects with a ChunkLoadError when `promise` has not settled within `ms`. */
export function withChunkTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading the page's code took longer than ${ms / 1000} seconds.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let reloadTarget: (() => string | null) | null = null;

/**
 * Tells the reload where the person was going (the router's pending location), so the page that
 * loads is the one whose code failed, not the one they were leaving.
 */
export function setChunkReloadTarget(getTarget: () => string | null) {
  reloadTarget = getTarget;
}

function reloadPage() {
  const target = reloadTarget?.();
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (target && target !== here) window.location.assign(target);
  else window.location.reload();
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now(), reload: reloadPage };
}

/**
 * Loads a route chunk (with the timeout); on a chunk-load failure reloads the page once (the
 * returned promise then never settles, the page is going away) or rethrows for the error page.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withChunkTimeout(load());
  } catch (error) {
    if (reloadOnceForChunkError(error, browserEnvironment())) return new Promise<T>(() => {});
    if (isChunkLoadError(error) && !(error instanceof ChunkLoadError)) {
      throw new ChunkLoadError("This page could not be loaded. Check your connection and try again.", { cause: error });
    }
    throw error;
  }
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function installPreloadErrorReload() {
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const error = payload instanceof Error ? payload : new ChunkLoadError(String(payload));
    if (reloadOnceForChunkError(error, browserEnvironment())) event.preventDefault();
  });
}
