import { describe, expect, it } from "vitest";
import { datePickerRange, isPastDate, toDateString } from "./dateRange.ts";

describe("date picker range", () => {
  const now = new Date(2026, 2, 15, 10, 30);

  it("offers 100 years back to 10 years ahead", () => {
    expect(datePickerRange(now)).toEqual({ minDate: "1926-01-01", maxDate: "2036-12-31" });
  });

  it("refuses deadlines before today", () => {
    expect(toDateString(now)).toBe("2026-03-15");
    expect(isPastDate("2026-03-14", now)).toBe(true);
    expect(isPastDate("2026-03-15", now)).toBe(false);
    expect(isPastDate("2027-01-01", now)).toBe(false);
  });
});
