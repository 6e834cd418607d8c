import { describe, expect, it } from "vitest";
import { ossReportUrl, recentQuarters } from "./ossQuarters.ts";

describe("OSS report quarters", () => {
  it("are the current quarter and those before it, across years", () => {
    expect(recentQuarters(new Date("2026-11-28T12:00:00Z"), 5)).toEqual(["2026-Q4", "2026-Q3", "2026-Q2", "2026-Q1", "2025-Q4"]);
    expect(recentQuarters(new Date("2027-01-01T00:00:00Z"), 2)).toEqual(["2027-Q1", "2026-Q4"]);
    expect(recentQuarters(new Date("2026-03-31T23:59:59Z"), 1)).toEqual(["2026-Q1"]);
  });

  it("link to the CSV", () => {
    expect(ossReportUrl("2026-Q4")).toBe("/api/tax/oss.csv?quarter=2026-Q4");
  });
});
