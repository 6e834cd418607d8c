import { describe, expect, it } from "vitest";
import { thankYouCopy, thankYouPath } from "./thankYou.ts";

describe("thank-you page", () => {
  it("says what happens next for each form", () => {
    expect(thankYouPath("quote")).toBe("/thank-you?from=quote");
    expect(thankYouCopy("contact").title).toBe("Thank you for your message");
    expect(thankYouCopy("quote").title).toBe("Your quote request is on its way");
    expect(thankYouCopy("partnership").actions[0]).toEqual({ label: "Create your account", to: "/register" });
  });

  it("has a general message for anything else", () => {
    expect(thankYouCopy(null).title).toBe("Thank you");
    expect(thankYouCopy("toString").title).toBe("Thank you");
  });
});
