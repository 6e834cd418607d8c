import { describe, expect, it } from "vitest";
import { formatRelative } from "./dates.ts";

describe("formatRelative", () => {
  const now = new Date("2025-03-12T14:00:00Z");
  it("reads like speech", () => {
    expect(formatRelative("2025-03-12T13:59:40Z", now, "en")).toBe("just now");
    expect(formatRelative("2025-03-12T13:55:00Z", now, "en")).toBe("5 minutes ago");
    expect(formatRelative("2025-03-12T11:00:00Z", now, "en")).toBe("3 hours ago");
    expect(formatRelative("2025-03-11T14:00:00Z", now, "en")).toBe("yesterday");
  });
});
