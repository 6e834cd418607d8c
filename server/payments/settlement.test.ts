import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../db/generated/client.ts";
import { netSettled, orderPayable, settlementProblem } from "./settlement.ts";

const order = (status: OrderStatus, total = 2900, currency = "EUR") => orderPayable({ status, total, currency });
const awaiting = order("PENDING_PAYMENT");
const payment = { amount: 2900, currency: "EUR" };

describe("settlementProblem", () => {
  it("accepts the order's own total in its own currency, whatever the case of the currency code", () => {
    expect(settlementProblem(awaiting, payment, { amount: 2900, currency: "eur" })).toBeNull();
  });

  it("refuses an old price: the payment was opened before the total changed", () => {
    expect(settlementProblem(order("PENDING_PAYMENT", 3509), payment, { amount: 2900, currency: "eur" })).toBe("it paid €29.00 where the order's total is €35.09");
    expect(settlementProblem(order("PENDING_PAYMENT", 2900, "USD"), payment, { amount: 2900, currency: "eur" })).toBe("it paid €29.00 where the order's total is US$29.00");
  });

  it("refuses what the provider reports differently from the payment, or money for an order not awaiting it", () => {
    expect(settlementProblem(awaiting, payment, { amount: 100, currency: "eur" })).toBe("the payment provider reported €1.00 for a payment of €29.00");
    expect(settlementProblem(awaiting, payment, { amount: null, currency: null })).toBe("the payment provider reported an unknown amount for a payment of €29.00");
    expect(settlementProblem(order("PAID"), payment, { amount: 2900, currency: "eur" })).toBe("the order was already paid");
    expect(settlementProblem(order("CANCELLED"), payment, { amount: 2900, currency: "eur" })).toBe("the order was already cancelled");
  });

  it("names what else a payment was opened for", () => {
    const revision = { noun: "the extra revision", total: 3025, currency: "EUR", settledAs: null };
    expect(settlementProblem(revision, { amount: 3025, currency: "EUR" }, { amount: 3025, currency: "eur" })).toBeNull();
    expect(settlementProblem(revision, payment, { amount: 2900, currency: "eur" })).toBe("it paid €29.00 where the extra revision's total is €30.25");
    expect(settlementProblem({ ...revision, settledAs: "cancelled" }, { amount: 3025, currency: "EUR" }, { amount: 3025, currency: "eur" })).toBe("the extra revision was already cancelled");
  });
});

describe("netSettled", () => {
  it("adds what is left of each payment, in one currency only", () => {
    expect(netSettled([{ amount: 7000, refundedAmount: 1000, currency: "EUR" }, { amount: 500, refundedAmount: 0, currency: "eur" }])).toEqual({ amount: 6500, currency: "EUR" });
    expect(netSettled([{ amount: 7000, refundedAmount: 0, currency: "EUR" }, { amount: 500, refundedAmount: 0, currency: "USD" }])).toBeNull();
    expect(netSettled([])).toBeNull();
  });
});
