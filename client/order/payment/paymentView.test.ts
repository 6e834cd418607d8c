import { describe, expect, it } from "vitest";
import { cardFieldErrors, cardMessages, expiryValue, formatCardNumber, formatDuration, formatExpiry, isPaidStatus, orderView, payLabel } from "./paymentView.ts";

describe("orderView", () => {
  it("pays drafts and unpaid orders that have not expired", () => {
    expect(orderView({ status: "DRAFT", payable: true })).toBe("pay");
    expect(orderView({ status: "PENDING_PAYMENT", payable: true })).toBe("pay");
    expect(orderView({ status: "DRAFT", payable: false })).toBe("expired");
  });
  it("shows the status of paid orders and everything after", () => {
    for (const status of ["PAID", "IN_PRODUCTION", "DELIVERED", "COMPLETED", "REVISION_REQUESTED", "REFUNDED", "PARTIALLY_REFUNDED"]) {
      expect(orderView({ status, payable: false })).toBe("status");
      expect(isPaidStatus(status)).toBe(true);
    }
    expect(orderView({ status: "CANCELLED", payable: false })).toBe("cancelled");
    expect(orderView({ status: "QUOTE_REQUESTED", payable: false })).toBe("quote");
    expect(isPaidStatus("PENDING_PAYMENT")).toBe(false);
  });
});

describe("payLabel", () => {
  it("labels the pay button with the total", () => {
    expect(payLabel(3509, "EUR")).toBe("Pay €35.09");
    expect(payLabel(0, "EUR")).toBe("Place order (nothing to pay)");
  });
});

describe("test card fields", () => {
  it("groups card digits in fours", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00")).toBe("4000 0000 00");
    expect(formatCardNumber("x")).toBe("");
  });
  it("writes the expiry as MM / YY while typing", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04 / ");
    expect(formatExpiry("12")).toBe("12 / ");
    expect(formatExpiry("12 / ", "12 / 2")).toBe("12");
    expect(formatExpiry("12 /", "12 / ")).toBe("12");
    expect(formatExpiry("1228")).toBe("12 / 28");
    expect(expiryValue("12 / 28")).toBe("12/28");
  });
  it("checks the fields with Stripe's wording", () => {
    const now = new Date(2026, 4, 10);
    expect(cardFieldErrors({ cardNumber: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }, now)).toEqual({});
    expect(cardFieldErrors({ cardNumber: "4242", expiry: "", cvc: "1" }, now)).toEqual({ cardNumber: cardMessages.number, expiry: cardMessages.expiry, cvc: cardMessages.cvc });
    expect(cardFieldErrors({ cardNumber: "4242424242424242", expiry: "13 / 30", cvc: "123" }, now).expiry).toBe(cardMessages.expiryInvalid);
    expect(cardFieldErrors({ cardNumber: "4242424242424242", expiry: "04 / 26", cvc: "123" }, now).expiry).toBe(cardMessages.expiryPast);
    expect(cardFieldErrors({ cardNumber: "4242424242424242", expiry: "05 / 26", cvc: "123" }, now).expiry).toBeUndefined();
  });
});

describe("wording", () => {
  it("reads durations", () => {
    expect(formatDuration(40)).toBe("40 s");
    expect(formatDuration(75)).toBe("1 min 15 s");
    expect(formatDuration(120)).toBe("2 min");
  });
});
