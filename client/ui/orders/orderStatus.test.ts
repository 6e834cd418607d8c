import { describe, expect, it } from "vitest";
import { orderEventTitle } from "./orderStatus.ts";

describe("orderEventTitle", () => {
  it("names status changes by their new status and other events by their kind", () => {
    expect(orderEventTitle({ type: "STATUS_CHANGED", toStatus: "PAID" })).toBe("Paid");
    expect(orderEventTitle({ type: "CREATED", toStatus: "DRAFT" })).toBe("Order created");
    expect(orderEventTitle({ type: "SOMETHING_ELSE", toStatus: null })).toBe("Something else");
  });
});
