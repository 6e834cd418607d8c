import { describe, expect, it } from "vitest";
import { netSettled, settlementProblem } from "./settlement.ts";

const awaiting = { status: "PENDING_PAYMENT" as const, total: 2900, currency: "EUR" };
const payment = { amount: 2900, currency: "EUR" };

describe("settlementProblem", () => {
  it("accepts the order's own total in its own currency, whatever the case of the currency code", () => {
    expect(settlementProblem(awaiting, payment, { amount: 2900, currency: "eur" })).toBeNull();
  });

  it("refuses an old price: the payment was opened before the total changed", () => {
    expect(settlementProblem({ ...awaiting, total: 3509 }, payment, { amount: 2900, currency: "eur" })).toBe("it paid €29.00 where the order's total is €35.09");
    expect(settlementProblem({ ...awaiting, currency: "USD" }, payment, { amount: 2900, currency: "eur" })).toBe("it paid €29.00 where the order's total is US$29.00");
  });

  it("refuses what the provider reports differently from the payment, or money for an order not awaiting it", () => {
    expect(settlementProblem(awaiting, payment, { amount: 100, currency: "eur" })).toBe("the payment provider reported €1.00 for a payment of €29.00");
    expect(settlementProblem(awaiting, payment, { amount: null, currency: null })).toBe("the payment provider reported an unknown amount for a payment of €29.00");
    expect(settlementProblem({ ...awaiting, status: "PAID" }, payment, { amount: 2900, currency: "eur" })).toBe("the order was already paid");
    expect(settlementProblem({ ...awaiting, status: "CANCELLED" }, payment, { amount: 2900, currency: "eur" })).toBe("the order was already cancelled");
  });
});

describe("netSettled", () => {
  it("adds what is left of each payment, in one currency only", () => {
    expect(netSettled([{ amount: 7000, refundedAmount: 1000, currency: "EUR" }, { amount: 500, refundedAmount: 0, currency: "eur" }])).toEqual({ amount: 6500, currency: "EUR" });
    expect(netSettled([{ amount: 7000, refundedAmount: 0, currency: "EUR" }, { amount: 500, refundedAmount: 0, currency: "USD" }])).toBeNull();
    expect(netSettled([])).toBeNull();
  });
});
