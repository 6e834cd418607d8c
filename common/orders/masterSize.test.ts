import { describe, expect, it } from "vitest";
import { MB } from "../bytes.ts";
import { MAX_MASTER_BYTES, masterSizeRefusal } from "./masterSize.ts";

describe("the size of a master", () => {
  it("takes a master up to 100 MB", () => {
    expect(MAX_MASTER_BYTES).toBe(100 * MB);
    expect(masterSizeRefusal("take.wav", MAX_MASTER_BYTES)).toBeNull();
  });

  it("refuses a larger one naming the file, its size and the limit", () => {
    expect(masterSizeRefusal("take.wav", MAX_MASTER_BYTES + 1)).toBe('"take.wav" is 100.0 MB: a master must be at most 100 MB.');
    expect(masterSizeRefusal("long take.wav", 150 * MB)).toBe('"long take.wav" is 150.0 MB: a master must be at most 100 MB.');
  });
});
