import { describe, expect, it } from "vitest";
import { formatDate, formatRelative, isoDay } from "./dates.ts";

describe("formatRelative", () => {
  const now = new Date("2025-03-12T14:00:00Z");
  it("reads like speech", () => {
    expect(formatRelative("2025-03-12T13:59:40Z", now, "en")).toBe("just now");
    expect(formatRelative("2025-03-12T13:55:00Z", now, "en")).toBe("5 minutes ago");
    expect(formatRelative("2025-03-12T11:00:00Z", now, "en")).toBe("3 hours ago");
    expect(formatRelative("2025-03-11T14:00:00Z", now, "en")).toBe("yesterday");
  });
});

describe("formatDate in UTC, as the server's e-mails, invoices and messages name a day", () => {
  const lateEvening = new Date("2026-12-01T23:30:00Z");

  it("names the UTC day in British English, whatever the server's own time zone", () => {
    expect(formatDate(lateEvening, "dayMonthYear", { timeZone: "UTC" })).toBe("1 December 2026");
    expect(formatDate("2026-12-01T23:30:00.000Z", "dayMonthYear", { timeZone: "UTC" })).toBe("1 December 2026");
    expect(formatDate(lateEvening, "weekdayDayMonth", { timeZone: "UTC" })).toBe("Tuesday 1 December");
    expect(formatDate(lateEvening, "weekdayDate", { timeZone: "UTC" })).toBe("Tuesday, 1 December 2026");
    expect(formatDate(lateEvening, "dayMonthYear", { timeZone: "Asia/Tokyo" })).toBe("2 December 2026");
  });

  it("answers what toLocaleDateString answered with the same options", () => {
    const dates = [lateEvening, new Date("2025-01-05T00:00:00Z"), new Date("2027-02-28T12:00:00Z")];
    for (const date of dates) {
      expect(formatDate(date, "dayMonthYear", { timeZone: "UTC" })).toBe(date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));
      expect(formatDate(date, "weekdayDayMonth", { timeZone: "UTC" })).toBe(date.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
    }
  });
});

describe("isoDay", () => {
  it("is the UTC calendar day, even late in the evening or early in the morning", () => {
    expect(isoDay(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01");
    expect(isoDay(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12-01");
    expect(isoDay(new Date("2026-11-30T23:59:59.999Z"))).toBe("2026-11-30");
  });
});
