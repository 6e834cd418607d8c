import { describe, expect, it } from "vitest";
import { NotFoundError } from "../errors.ts";
import { availableSlug, changedFields, checkedId, nextPosition, slugify } from "./catalogChange.ts";

describe("slugify", () => {
  it("makes lower-case ASCII words joined by single hyphens", () => {
    expect(slugify("Café Crème – Spot 2")).toBe("cafe-creme-spot-2");
    expect(slugify("  Hello,   World!  ")).toBe("hello-world");
    expect(slugify("Ünïcödé")).toBe("unicode");
    expect(slugify("???")).toBe("item");
    expect(slugify("a".repeat(100))).toHaveLength(72);
    expect(slugify(`${"a".repeat(71)} b`)).toBe("a".repeat(71));
  });
});

describe("availableSlug", () => {
  it("numbers the slug until it is free", async () => {
    const taken = new Set(["voice", "voice-2"]);
    expect(await availableSlug("voice", async (slug) => taken.has(slug))).toBe("voice-3");
    expect(await availableSlug("other", async (slug) => taken.has(slug))).toBe("other");
  });
});

describe("checkedId, nextPosition and changedFields", () => {
  it("lets only UUIDs through", () => {
    expect(checkedId("6f1c2a5e-0000-4000-8000-000000000001", "gone")).toBe("6f1c2a5e-0000-4000-8000-000000000001");
    expect(() => checkedId("1; DROP TABLE", "gone")).toThrow(NotFoundError);
  });

  it("puts new rows at the end and lists changed fields", () => {
    expect(nextPosition(null)).toBe(0);
    expect(nextPosition(4)).toBe(5);
    expect(changedFields({ a: 1, b: ["x"], c: "same" }, { a: 2, b: ["x"], c: "same" })).toEqual(["a"]);
    expect(changedFields({ b: ["x"] }, { b: ["x", "y"] })).toEqual(["b"]);
  });
});
