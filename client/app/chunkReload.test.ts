import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  isChunkLoadError,
  reloadOnceForChunkError,
  withChunkTimeout,
  type ReloadEnvironment,
} from "./chunkReload.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function env(now: number, storage = memoryStorage()) {
  const reload = vi.fn<() => void>();
  const result: ReloadEnvironment & { reload: typeof reload; storage: ReturnType<typeof memoryStorage> } = { storage, now: () => now, reload };
  return result;
}

const chromeError = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/LoginRoute-abc.js");

describe("isChunkLoadError", () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(isChunkLoadError(chromeError)).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError("timeout"))).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reloadOnceForChunkError", () => {
  it("reloads once and records the time", () => {
    const first = env(1_000_000);
    expect(reloadOnceForChunkError(chromeError, first)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(first.storage.items.get(CHUNK_RELOAD_KEY)).toBe("1000000");
  });

  it("does not reload again within 60 seconds", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "1000000" });
    const again = env(1_000_000 + 59_999, storage);
    expect(reloadOnceForChunkError(chromeError, again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it("reloads again once 60 seconds have passed", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "1000000" });
    const later = env(1_000_000 + 60_000, storage);
    expect(reloadOnceForChunkError(chromeError, later)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe("1060000");
  });

  it("does not reload for other errors", () => {
    const e = env(5);
    expect(reloadOnceForChunkError(new Error("boom"), e)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it("does not reload without storage (it could not prevent a loop)", () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chromeError, { storage: null, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when storage throws", () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(reloadOnceForChunkError(chromeError, { storage, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("withChunkTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("rejects with a ChunkLoadError after the timeout", async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.advanceTimersByTime(120_000);
    await assertion;
  });

  it("passes a result through", async () => {
    await expect(withChunkTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
  });
});
