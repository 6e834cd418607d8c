// What only the local disk has: a root folder, files at their key's path, temporary files while
// writing. What every store does is in fileStorage.test.ts.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

  it("keeps each key as a file at its path, and leaves no temporary files", async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put("voice-sample/ab/abcdef.mp3", Buffer.from("first version"));
    await storage.put("voice-sample/ab/abcdef.mp3", Buffer.from("hello world"));
    expect(await readFile(join(dir, "voice-sample", "ab", "abcdef.mp3"), "utf8")).toBe("hello world");
    expect(await readdir(join(dir, "voice-sample", "ab"))).toEqual(["abcdef.mp3"]);
  });

  it("answers null for a directory", async () => {
    const storage = new LocalDiskStorage(dir);
    await mkdir(join(dir, "folder"));
    expect(await storage.stat("folder")).toBeNull();
  });

  it("never writes outside its root", async () => {
    const storage = new LocalDiskStorage(join(dir, "root"));
    await expect(storage.put("../escape.txt", Buffer.from("x"))).rejects.toThrow();
    expect(existsSync(join(dir, "escape.txt"))).toBe(false);
  });

  it("fails its check when the root is gone", async () => {
    const storage = new LocalDiskStorage(join(dir, "root"));
    await rm(join(dir, "root"), { recursive: true });
    await expect(storage.check()).rejects.toMatchObject({ code: "ENOENT" });
  });
});
