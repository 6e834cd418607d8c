import { describe, expect, it } from "vitest";
import { parsePeriod, periodLabel, periodName, withPeriod } from "./dashboardPeriod.ts";

describe("the dashboard's period", () => {
  it("is read from the URL in any case, the days otherwise", () => {
    expect(parsePeriod("week")).toBe("WEEK");
    expect(parsePeriod("MONTH")).toBe("MONTH");
    expect(parsePeriod("year")).toBe("DAY");
    expect(parsePeriod(null)).toBe("DAY");
  });

  it("is written to the URL beside the other parameters, the default leaving it out", () => {
    expect(withPeriod(new URLSearchParams("a=1"), "MONTH").toString()).toBe("a=1&period=month");
    expect(withPeriod(new URLSearchParams("a=1&period=month"), "DAY").toString()).toBe("a=1");
  });

  it("names a day, a week and a month by their calendar days, whatever the reader's time zone", () => {
    expect(periodLabel("DAY", "2026-11-24")).toBe("24 Nov");
    expect(periodLabel("MONTH", "2026-11-01")).toBe("Nov 2026");
    expect(periodName("DAY", "2026-11-24", "2026-11-24")).toBe("24 Nov 2026");
    expect(periodName("WEEK", "2026-11-23", "2026-11-29")).toBe("23–29 Nov 2026");
    expect(periodName("WEEK", "2026-10-26", "2026-11-01")).toBe("26 Oct – 1 Nov 2026");
    expect(periodName("MONTH", "2026-11-01", "2026-11-30")).toBe("November 2026");
  });
});
