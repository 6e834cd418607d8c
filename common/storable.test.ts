import { describe, expect, it } from "vitest";
import { isStorableDate, isStorableText } from "./storable.ts";

describe("isStorableText", () => {
  it.each(["", "plain", "ünïcödé", "😀 a pair of surrogates", "\ud83d\ude00"])("takes %j", (text) => {
    expect(isStorableText(text)).toBe(true);
  });
  it.each(["\u0000", "a\u0000b", "\ud800", "a\ud83d", "\ude00b", "\ude00\ud83d"])("refuses %j", (text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe("isStorableDate", () => {
  it("takes the years 0001 to 9999 (UTC)", () => {
    expect(isStorableDate(new Date("0001-01-01T00:00:00Z"))).toBe(true);
    expect(isStorableDate(new Date("9999-12-31T23:59:59.999Z"))).toBe(true);
  });
  it("refuses year 0000, five-digit years and invalid dates", () => {
    expect(isStorableDate(new Date("0000-12-31T23:59:59Z"))).toBe(false);
    expect(isStorableDate(new Date("0001-01-01T00:30:00+01:00"))).toBe(false);
    expect(isStorableDate(new Date("9999-12-31T23:00:00-05:00"))).toBe(false);
    expect(isStorableDate(new Date("nonsense"))).toBe(false);
  });
});
