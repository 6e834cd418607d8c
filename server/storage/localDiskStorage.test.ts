import { mkdtemp, readFile, rm, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidStorageKeyError } from "./fileStorage.ts";
import { LocalDiskStorage } from "./localDiskStorage.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "studiofront-disk-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("LocalDiskStorage", () => {
  it("creates a missing root directory", () => {
    const root = join(dir, "nested", "root");
    const storage = new LocalDiskStorage(root);
    expect(existsSync(root)).toBe(true);
    expect(storage.root).toBe(root);
  });

  it("puts, stats, reads and removes a file", async () => {
    const storage = new LocalDiskStorage(dir);
    const key = "voice-sample/ab/abcdef.mp3";
    expect(await storage.stat(key)).toBeNull();

    await storage.put(key, Buffer.from("hello world"));
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect(await readFile(join(dir, "voice-sample", "ab", "abcdef.mp3"), "utf8")).toBe("hello world");
    expect(await text(storage.read(key))).toBe("hello world");

    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("writes a stream as it is read, and a failing stream leaves nothing under the key", async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put("deliverable/aa/streamed.wav", Readable.from([Buffer.from("RIFF"), Buffer.from("....WAVE")]));
    expect(await text(storage.read("deliverable/aa/streamed.wav"))).toBe("RIFF....WAVE");
    const failing = new Readable({
      read() {
        this.destroy(new Error("the source broke"));
      },
    });
    await expect(storage.put("deliverable/aa/broken.wav", failing)).rejects.toThrow("the source broke");
    expect(await storage.stat("deliverable/aa/broken.wav")).toBeNull();
  });

  it("reads inclusive byte ranges", async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put("a/b.txt", Buffer.from("0123456789"));
    expect(await text(storage.read("a/b.txt", { start: 0, end: 0 }))).toBe("0");
    expect(await text(storage.read("a/b.txt", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(storage.read("a/b.txt", { start: 7, end: 9 }))).toBe("789");
    expect(() => storage.read("a/b.txt", { start: 5, end: 2 })).toThrow(RangeError);
    expect(() => storage.read("a/b.txt", { start: -1, end: 2 })).toThrow(RangeError);
  });

  it("replaces existing content and leaves no temporary files", async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put("k/file", Buffer.from("first version"));
    await storage.put("k/file", Buffer.from("second"));
    expect(await text(storage.read("k/file"))).toBe("second");
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(join(dir, "k"))).toEqual(["file"]);
  });

  it("answers null for directories and errors the stream of a missing key", async () => {
    const storage = new LocalDiskStorage(dir);
    await mkdir(join(dir, "folder"));
    expect(await storage.stat("folder")).toBeNull();
    expect(await storage.stat("missing/deeper/file")).toBeNull();
    await expect(text(storage.read("missing.bin"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("rejects keys that escape the root", async () => {
    const storage = new LocalDiskStorage(join(dir, "root"));
    for (const key of ["../escape.txt", "a/../../escape.txt", "/etc/passwd", "..", "a\\..\\x"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.read(key)).toThrow(InvalidStorageKeyError);
    }
    expect(existsSync(join(dir, "escape.txt"))).toBe(false);
  });
});
