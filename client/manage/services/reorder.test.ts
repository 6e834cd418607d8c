import { describe, expect, it } from "vitest";
import { moved } from "./reorder.ts";

describe("moved", () => {
  it("swaps an item with its neighbour", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the ends where they are", () => {
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moved([], 0, 1)).toEqual([]);
  });
});
