import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { checkApiTokenExpiry, isApiTokenExpired } from "./apiTokens.ts";

const now = new Date("2026-11-24T12:00:00Z");

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("checkApiTokenExpiry", () => {
  it("takes no expiry as never", () => {
    expect(checkApiTokenExpiry(null, now)).toBeNull();
    expect(checkApiTokenExpiry(undefined, now)).toBeNull();
  });

  it("takes a date in the future up to two years ahead", () => {
    const in30Days = new Date("2026-12-24T12:00:00Z");
    expect(checkApiTokenExpiry(in30Days, now)).toEqual(in30Days);
    expect(checkApiTokenExpiry(new Date("2028-11-24T12:00:00Z"), now)).toEqual(new Date("2028-11-24T12:00:00Z"));
  });

  it("refuses the past, now, and beyond two years, naming input.expiresAt", () => {
    expect(fieldsOf(() => checkApiTokenExpiry(new Date("2026-11-24T11:59:59Z"), now))).toEqual([{ path: ["input", "expiresAt"], message: "must be in the future" }]);
    expect(fieldsOf(() => checkApiTokenExpiry(now, now))).toEqual([{ path: ["input", "expiresAt"], message: "must be in the future" }]);
    expect(fieldsOf(() => checkApiTokenExpiry(new Date("2028-11-24T12:00:01Z"), now))).toEqual([{ path: ["input", "expiresAt"], message: "must be at most 2 years ahead" }]);
  });
});

describe("isApiTokenExpired", () => {
  it("is true once the expiry has passed, never without one", () => {
    expect(isApiTokenExpired({ expiresAt: null }, now)).toBe(false);
    expect(isApiTokenExpired({ expiresAt: new Date("2026-11-24T12:00:01Z") }, now)).toBe(false);
    expect(isApiTokenExpired({ expiresAt: now }, now)).toBe(true);
  });
});
