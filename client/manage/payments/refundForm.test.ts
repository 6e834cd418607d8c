import { describe, expect, it } from "vitest";
import { readableAmountMessage, refundAmount, refundErrors } from "./refundForm.ts";

describe("refund form", () => {
  it("refunds everything left, or a typed amount up to it", () => {
    expect(refundAmount({ kind: "full", amount: "", reason: "" }, 3509, "EUR")).toEqual({ amount: 3509 });
    expect(refundAmount({ kind: "partial", amount: "10", reason: "" }, 3509, "EUR")).toEqual({ amount: 1000 });
    expect(refundAmount({ kind: "partial", amount: "12,5", reason: "" }, 3509, "EUR")).toEqual({ amount: 1250 });
  });
  it("explains refused amounts in money", () => {
    expect(refundErrors({ kind: "partial", amount: "", reason: "" }, 3509, "EUR")).toEqual({ amount: "should not be empty" });
    expect(refundErrors({ kind: "partial", amount: "40", reason: "" }, 3509, "EUR").amount).toBe("must not be more than €35.09, what is left to refund");
    expect(refundErrors({ kind: "partial", amount: "1.234", reason: "" }, 3509, "EUR").amount).toMatch(/at most 2 decimals/);
    expect(refundErrors({ kind: "partial", amount: "0", reason: "" }, 3509, "EUR").amount).toBe("must be at least €0.01");
    expect(refundErrors({ kind: "full", amount: "", reason: "x".repeat(501) }, 3509, "EUR").reason).toMatch(/500 characters/);
    expect(readableAmountMessage("must not be greater than 1500", "EUR")).toBe("must not be greater than €15.00");
    expect(readableAmountMessage("is already refunded in full", "EUR")).toBe("is already refunded in full");
  });
});
