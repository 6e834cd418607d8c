import { describe, expect, it } from "vitest";
import { canTransition, IllegalTransitionError, ORDER_TRANSITIONS } from "./orderStates.ts";

describe("order state table", () => {
  it("follows DESIGN.md §2's happy path and revision loop", () => {
    const path = ["DRAFT", "PENDING_PAYMENT", "PAID", "IN_PRODUCTION", "DELIVERED", "REVISION_REQUESTED", "IN_PRODUCTION", "DELIVERED", "COMPLETED"] as const;
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1], path[i])).toBe(true);
  });

  it("cancels only before production and refunds only after payment", () => {
    const cancellable = Object.entries(ORDER_TRANSITIONS).filter(([, to]) => to.includes("CANCELLED")).map(([from]) => from);
    expect(cancellable.sort()).toEqual(["DRAFT", "PENDING_PAYMENT", "QUOTE_REQUESTED"]);
    const refundable = Object.entries(ORDER_TRANSITIONS).filter(([, to]) => to.includes("REFUNDED")).map(([from]) => from);
    expect(refundable.sort()).toEqual(["COMPLETED", "DELIVERED", "IN_PRODUCTION", "PAID", "PARTIALLY_REFUNDED", "REVISION_REQUESTED"]);
  });

  it("ends at cancelled and refunded, and never skips payment", () => {
    expect(ORDER_TRANSITIONS.CANCELLED).toEqual([]);
    expect(ORDER_TRANSITIONS.REFUNDED).toEqual([]);
    expect(canTransition("DRAFT", "PAID")).toBe(false);
    expect(canTransition("PENDING_PAYMENT", "IN_PRODUCTION")).toBe(false);
  });

  it("explains an illegal transition in words", () => {
    expect(new IllegalTransitionError("DELIVERED", "CANCELLED").message).toBe("An order that is delivered cannot become cancelled.");
  });
});
