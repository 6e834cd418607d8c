import { describe, expect, it } from "vitest";
import { altchaMessages, altchaStatusMessage, altchaValidationError, isAltchaState } from "./altcha.ts";

describe("altchaValidationError", () => {
  it("accepts a verified widget with its payload", () => {
    expect(altchaValidationError("verified", "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=")).toBeNull();
  });

  it("requires verification before submitting", () => {
    expect(altchaValidationError("unverified", "")).toBe("Verification required!");
    expect(altchaValidationError("verified", "")).toBe("Verification required!");
    expect(altchaValidationError("code", null)).toBe("Verification required!");
  });

  it("asks to wait while verifying", () => {
    expect(altchaValidationError("verifying", "")).toBe("Verifying... please wait.");
  });

  it("explains an expired or failed verification", () => {
    expect(altchaValidationError("expired", "")).toBe("Verification expired. Try again.");
    expect(altchaValidationError("error", "")).toBe("Verification failed. Try again later.");
  });
});

describe("altchaStatusMessage", () => {
  it("says nothing before verification starts", () => {
    expect(altchaStatusMessage("unverified")).toBeNull();
  });
  it("shows errors as errors", () => {
    expect(altchaStatusMessage("expired")).toEqual({ text: altchaMessages.expired, tone: "error" });
    expect(altchaStatusMessage("error")?.tone).toBe("error");
    expect(altchaStatusMessage("verified")?.tone).toBe("success");
  });
});

describe("isAltchaState", () => {
  it("knows the six states", () => {
    for (const state of ["unverified", "verifying", "verified", "expired", "error", "code"]) expect(isAltchaState(state)).toBe(true);
    expect(isAltchaState("done")).toBe(false);
  });
});
