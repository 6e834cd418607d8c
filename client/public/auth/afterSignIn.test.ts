import { describe, expect, it } from "vitest";
import { afterSignInPath } from "./afterSignIn.ts";

describe("afterSignInPath", () => {
  it("goes back to the requested page", () => {
    expect(afterSignInPath("CUSTOMER", "/account/profile?tab=sessions")).toBe("/account/profile?tab=sessions");
    expect(afterSignInPath("ADMIN", "/manage/logs")).toBe("/manage/logs");
  });

  it("defaults to the account, or the management area for the studio's people", () => {
    expect(afterSignInPath("CUSTOMER", null)).toBe("/account");
    expect(afterSignInPath("RESELLER", "")).toBe("/account");
    expect(afterSignInPath("ADMIN", null)).toBe("/manage");
    expect(afterSignInPath("PRODUCER", null)).toBe("/manage");
    expect(afterSignInPath("ACCOUNTANT", "")).toBe("/manage");
  });

  it("never leaves the site or loops back to the sign-in pages", () => {
    expect(afterSignInPath("CUSTOMER", "https://evil.example/")).toBe("/account");
    expect(afterSignInPath("CUSTOMER", "//evil.example/")).toBe("/account");
    expect(afterSignInPath("CUSTOMER", "/\\evil.example")).toBe("/account");
    expect(afterSignInPath("CUSTOMER", "/login?next=/x")).toBe("/account");
    expect(afterSignInPath("CUSTOMER", "/reset/abc")).toBe("/account");
  });
});
