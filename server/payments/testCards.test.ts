import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { checkTestCard, TEST_CARD_HINT, testCardFingerprint } from "./testCards.ts";

const now = new Date("2026-11-23T12:00:00Z");
const card = (cardNumber: string, expiry = "12/30", cvc = "123") => checkTestCard({ cardNumber, expiry, cvc }, now);

function issues(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return Object.fromEntries(error.fields.map((f) => [f.path.join("."), f.message]));
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("checkTestCard", () => {
  it("lets 4242 4242 4242 4242 succeed, with or without spaces and dashes", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ succeeded: true });
    expect(card("4242424242424242")).toEqual({ succeeded: true });
    expect(card("4242-4242-4242-4242")).toEqual({ succeeded: true });
  });

  it("declines 4000 0000 0000 0002 and 4000 0000 0000 9995 with Stripe's messages", () => {
    expect(card("4000 0000 0000 0002")).toEqual({ succeeded: false, message: "Your card was declined.", declineCode: "generic_decline" });
    expect(card("4000 0000 0000 9995")).toEqual({ succeeded: false, message: "Your card has insufficient funds.", declineCode: "insufficient_funds" });
  });

  it("points any other number to the test cards", () => {
    expect(issues(() => card("5555 5555 5555 4444"))).toEqual({ "input.cardNumber": TEST_CARD_HINT });
    expect(issues(() => card(""))).toEqual({ "input.cardNumber": "Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined." });
  });

  it("accepts an expiry up to the end of its month and refuses one in the past", () => {
    expect(card("4242 4242 4242 4242", "11/26")).toEqual({ succeeded: true });
    expect(card("4242 4242 4242 4242", "01/2027")).toEqual({ succeeded: true });
    expect(issues(() => card("4242 4242 4242 4242", "10/26"))).toEqual({ "input.expiry": "Your card's expiration date is in the past." });
    expect(issues(() => card("4242 4242 4242 4242", "12/25"))).toEqual({ "input.expiry": "Your card's expiration date is in the past." });
  });

  it("refuses malformed expiry dates", () => {
    expect(issues(() => card("4242 4242 4242 4242", "13/30"))).toEqual({ "input.expiry": "Your card's expiration date is invalid." });
    expect(issues(() => card("4242 4242 4242 4242", "00/30"))).toEqual({ "input.expiry": "Your card's expiration date is invalid." });
    expect(issues(() => card("4242 4242 4242 4242", "1230"))).toEqual({ "input.expiry": "Your card's expiration date is incomplete." });
    expect(issues(() => card("4242 4242 4242 4242", ""))).toEqual({ "input.expiry": "Your card's expiration date is incomplete." });
  });

  it("wants a security code of 3 or 4 digits", () => {
    expect(card("4242 4242 4242 4242", "12/30", "1234")).toEqual({ succeeded: true });
    for (const cvc of ["12", "12345", "abc", ""]) {
      expect(issues(() => card("4242 4242 4242 4242", "12/30", cvc))).toEqual({ "input.cvc": "Your card's security code is incomplete." });
    }
  });

  it("reports every wrong field at once, and checks the fields even of a declined card", () => {
    expect(issues(() => checkTestCard({ cardNumber: "1234", expiry: "01/20", cvc: "1" }, now))).toEqual({
      "input.cardNumber": TEST_CARD_HINT,
      "input.expiry": "Your card's expiration date is in the past.",
      "input.cvc": "Your card's security code is incomplete.",
    });
    expect(issues(() => card("4000 0000 0000 0002", "01/20"))).toEqual({ "input.expiry": "Your card's expiration date is in the past." });
  });
});

describe("testCardFingerprint", () => {
  it("is the same for the same card however it is typed, different for another, and never the number", () => {
    const fingerprint = testCardFingerprint("4242 4242 4242 4242");
    expect(testCardFingerprint("4242-4242-4242-4242")).toBe(fingerprint);
    expect(testCardFingerprint("4000 0566 5566 5556")).not.toBe(fingerprint);
    expect(fingerprint).toMatch(/^[\w-]{16}$/);
    expect(fingerprint).not.toContain("4242");
    expect(card("4000 0566 5566 5556")).toEqual({ succeeded: true });
  });
});
