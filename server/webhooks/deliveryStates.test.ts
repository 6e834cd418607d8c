import { describe, expect, it } from "vitest";
import { DELIVERY_TRANSITIONS } from "./deliveryStates.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

describe("a webhook delivery's lifecycle", () => {
  it("ends SUCCEEDED or FAILED, only from PENDING, and never leaves either", () => {
    expect(statesBefore(DELIVERY_TRANSITIONS, "SUCCEEDED")).toEqual(["PENDING"]);
    expect(statesBefore(DELIVERY_TRANSITIONS, "FAILED")).toEqual(["PENDING"]);
    expect(DELIVERY_TRANSITIONS.SUCCEEDED).toEqual([]);
    expect(DELIVERY_TRANSITIONS.FAILED).toEqual([]);
  });

  it("stays PENDING between attempts", () => {
    expect(statesBefore(DELIVERY_TRANSITIONS, "PENDING")).toEqual(["PENDING"]);
  });
});
