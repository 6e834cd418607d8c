import { describe, expect, it } from "vitest";
import { DELIVERY_TRANSITIONS, deliveryStatesBefore } from "./deliveryStates.ts";

describe("a webhook delivery's lifecycle", () => {
  it("ends SUCCEEDED or FAILED, only from PENDING, and never leaves either", () => {
    expect(deliveryStatesBefore("SUCCEEDED")).toEqual(["PENDING"]);
    expect(deliveryStatesBefore("FAILED")).toEqual(["PENDING"]);
    expect(DELIVERY_TRANSITIONS.SUCCEEDED).toEqual([]);
    expect(DELIVERY_TRANSITIONS.FAILED).toEqual([]);
  });

  it("stays PENDING between attempts", () => {
    expect(deliveryStatesBefore("PENDING")).toEqual(["PENDING"]);
  });
});
