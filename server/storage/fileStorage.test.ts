import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openEmptyStorage, STORAGE_BACKENDS, type OpenStorage } from "../../tests/storageBackends.ts";
import { InvalidStorageKeyError, storageKeySegments, type FileStorage } from "./fileStorage.ts";

describe("storageKeySegments", () => {
  it("splits plain relative keys", () => {
    expect(storageKeySegments("voice-sample/ab/abcdef.mp3")).toEqual(["voice-sample", "ab", "abcdef.mp3"]);
    expect(storageKeySegments("file.bin")).toEqual(["file.bin"]);
  });

  it.each([
    ["", "empty"],
    ["/etc/passwd", "absolute"],
    ["../outside.txt", "parent segment"],
    ["a/../../b", "parent segment inside"],
    ["a/./b", "dot segment"],
    ["a//b", "empty segment"],
    ["a/b/", "trailing slash"],
    ["a\\..\\b", "backslash"],
    ["C:/windows", "drive letter"],
    ["a/b\u0000c", "NUL byte"],
    ["x".repeat(1025), "too long"],
  ])("rejects %j (%s)", (key) => {
    expect(() => storageKeySegments(key)).toThrow(InvalidStorageKeyError);
  });
});

/** 12 MiB that differ from one MiB to the next: more than two of S3's 5 MiB parts. */
function largeFile(): Buffer {
  const bytes = Buffer.alloc(12 * 1024 * 1024);
  for (let offset = 0; offset < bytes.length; offset += 4) bytes.writeUInt32LE(offset >>> 20 ^ offset, offset);
  return bytes;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(STORAGE_BACKENDS)("FileStorage on %s", (backend) => {
  let opened: OpenStorage;
  let storage: FileStorage;
  beforeEach(async () => {
    opened = await openEmptyStorage(backend);
    storage = opened.storage;
  });
  afterEach(async () => {
    await opened.close();
  });

  it("puts, stats, reads and removes a file", async () => {
    const key = "voice-sample/ab/abcdef.mp3";
    expect(await storage.stat(key)).toBeNull();

    await storage.put(key, Buffer.from("hello world"));
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect(await text(storage.read(key))).toBe("hello world");

    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("writes a stream as it is read, and a failing stream leaves nothing under the key", async () => {
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

  it("writes a stream of several parts, and a source failing after the first part leaves nothing", async () => {
    const bytes = largeFile();
    const chunks = Array.from({ length: 12 }, (_, i) => bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    await storage.put("deliverable/bb/large.wav", Readable.from(chunks));
    expect(await storage.stat("deliverable/bb/large.wav")).toEqual({ size: bytes.length });
    expect(sha256(await buffer(storage.read("deliverable/bb/large.wav")))).toBe(sha256(bytes));

    async function* brokenAfterSixMiB() {
      yield* chunks.slice(0, 6);
      throw new Error("the disk went away");
    }
    await expect(storage.put("deliverable/bb/broken.wav", Readable.from(brokenAfterSixMiB()))).rejects.toThrow("the disk went away");
    expect(await storage.stat("deliverable/bb/broken.wav")).toBeNull();
  });

  it("reads inclusive byte ranges, nothing past the end, and refuses invalid ranges", async () => {
    await storage.put("a/b.txt", Buffer.from("0123456789"));
    expect(await text(storage.read("a/b.txt", { start: 0, end: 0 }))).toBe("0");
    expect(await text(storage.read("a/b.txt", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(storage.read("a/b.txt", { start: 7, end: 9 }))).toBe("789");
    expect(await text(storage.read("a/b.txt", { start: 7, end: 100 }))).toBe("789");
    expect(await text(storage.read("a/b.txt", { start: 10, end: 20 }))).toBe("");
    expect(() => storage.read("a/b.txt", { start: 5, end: 2 })).toThrow(RangeError);
    expect(() => storage.read("a/b.txt", { start: -1, end: 2 })).toThrow(RangeError);
  });

  it("replaces existing content", async () => {
    await storage.put("k/file", Buffer.from("first version"));
    await storage.put("k/file", Buffer.from("second"));
    expect(await text(storage.read("k/file"))).toBe("second");
    expect(await storage.stat("k/file")).toEqual({ size: 6 });
  });

  it("answers null for a missing key and errors its stream with ENOENT", async () => {
    expect(await storage.stat("missing/deeper/file")).toBeNull();
    await expect(text(storage.read("missing.bin"))).rejects.toMatchObject({ code: "ENOENT" });
    await expect(text(storage.read("missing.bin", { start: 0, end: 9 }))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("lets a reader stop early and read again", async () => {
    const bytes = largeFile();
    await storage.put("deliverable/cc/large.wav", bytes);
    const stream = storage.read("deliverable/cc/large.wav");
    const errors: Error[] = [];
    stream.on("error", (error) => errors.push(error));
    for await (const chunk of stream) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    expect(stream.destroyed).toBe(true);
    expect(errors).toEqual([]);
    expect(sha256(await buffer(storage.read("deliverable/cc/large.wav")))).toBe(sha256(bytes));
  });

  it("rejects keys that escape the root", async () => {
    for (const key of ["../escape.txt", "a/../../escape.txt", "/etc/passwd", "..", "a\\..\\x"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.read(key)).toThrow(InvalidStorageKeyError);
    }
  });

  it("passes its check when it can be written and read", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});
