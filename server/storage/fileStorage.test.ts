import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError, storageKeySegments } from "./fileStorage.ts";

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
