import { describe, expect, it } from "vitest";
import { PaymentStatus } from "../db/generated/client.ts";
import { OPEN_PAYMENT_STATUSES, PAYMENT_TRANSITIONS, REFUNDABLE_PAYMENT_STATUSES, refundableAmount, SETTLED_PAYMENT_STATUSES, statusAfterRefunds } from "./paymentStates.ts";
import { REFUND_TRANSITIONS } from "./refundStates.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

describe("the payment state table", () => {
  it("names every status, and no settled payment can become open again", () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual(Object.values(PaymentStatus).sort());
    for (const settled of SETTLED_PAYMENT_STATUSES) {
      for (const open of OPEN_PAYMENT_STATUSES) expect(PAYMENT_TRANSITIONS[settled]).not.toContain(open);
      expect(PAYMENT_TRANSITIONS[settled]).not.toContain("CANCELLED");
    }
  });

  it("keeps open, settled and refundable apart", () => {
    expect(OPEN_PAYMENT_STATUSES.filter((s) => SETTLED_PAYMENT_STATUSES.includes(s))).toEqual([]);
    expect(REFUNDABLE_PAYMENT_STATUSES.every((s) => SETTLED_PAYMENT_STATUSES.includes(s))).toBe(true);
    expect(REFUNDABLE_PAYMENT_STATUSES).not.toContain("REFUNDED");
  });

  it("lets money arrive for a payment cancelled here, but never lets a cancellation undo money", () => {
    expect(statesBefore(PAYMENT_TRANSITIONS, "SUCCEEDED")).toEqual(expect.arrayContaining(["PENDING", "REQUIRES_ACTION", "FAILED", "CANCELLED"]));
    expect(statesBefore(PAYMENT_TRANSITIONS, "CANCELLED")).toEqual(["PENDING", "REQUIRES_ACTION", "FAILED"]);
    expect(statesBefore(PAYMENT_TRANSITIONS, "FAILED")).toEqual(["PENDING", "REQUIRES_ACTION", "FAILED"]);
  });

  it("derives a settled payment's status from what went back", () => {
    expect(statusAfterRefunds({ amount: 5000, refundedAmount: 0 })).toBe("SUCCEEDED");
    expect(statusAfterRefunds({ amount: 5000, refundedAmount: 1 })).toBe("PARTIALLY_REFUNDED");
    expect(statusAfterRefunds({ amount: 5000, refundedAmount: 5000 })).toBe("REFUNDED");
  });
});

describe("the refundable amount", () => {
  it("is what a payment that took the money has left, and nothing for any other", () => {
    expect(refundableAmount({ status: "SUCCEEDED", amount: 5000, refundedAmount: 0 })).toBe(5000);
    expect(refundableAmount({ status: "PARTIALLY_REFUNDED", amount: 5000, refundedAmount: 1200 })).toBe(3800);
    expect(refundableAmount({ status: "REFUNDED", amount: 5000, refundedAmount: 5000 })).toBe(0);
    for (const status of OPEN_PAYMENT_STATUSES) expect(refundableAmount({ status, amount: 5000, refundedAmount: 0 }), status).toBe(0);
    expect(refundableAmount({ status: "CANCELLED", amount: 5000, refundedAmount: 0 })).toBe(0);
  });
});

describe("the refund state table", () => {
  it("ends in FAILED, and only our reservation can skip to SUCCEEDED", () => {
    expect(REFUND_TRANSITIONS.FAILED).toEqual([]);
    expect(statesBefore(REFUND_TRANSITIONS, "SUCCEEDED")).toEqual(["REQUESTED", "PENDING"]);
    expect(statesBefore(REFUND_TRANSITIONS, "FAILED")).toEqual(["REQUESTED", "PENDING", "SUCCEEDED"]);
    expect(statesBefore(REFUND_TRANSITIONS, "REQUESTED")).toEqual([]);
  });
});
