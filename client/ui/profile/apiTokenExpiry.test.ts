import { describe, expect, it } from "vitest";
import { expiresAtOf } from "./apiTokenExpiry.ts";

describe("expiresAtOf", () => {
  const now = new Date("2026-11-24T12:00:00.000Z");
  it("is null for never, else that many days from now", () => {
    expect(expiresAtOf("never", now)).toBeNull();
    expect(expiresAtOf("30", now)).toBe("2026-12-24T12:00:00.000Z");
    expect(expiresAtOf("90", now)).toBe("2027-02-22T12:00:00.000Z");
    expect(expiresAtOf("365", now)).toBe("2027-11-24T12:00:00.000Z");
  });
});
