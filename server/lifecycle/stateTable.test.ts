import { describe, expect, it } from "vitest";
import { statesBefore, type StateTable } from "./stateTable.ts";

type Light = "RED" | "AMBER" | "GREEN" | "OFF";

const LIGHT_TRANSITIONS: StateTable<Light> = {
  RED: ["GREEN", "OFF"],
  AMBER: ["RED", "AMBER", "OFF"],
  GREEN: ["AMBER", "OFF"],
  OFF: [],
};

describe("statesBefore", () => {
  it("answers every state that lists the target, in the table's order", () => {
    expect(statesBefore(LIGHT_TRANSITIONS, "OFF")).toEqual(["RED", "AMBER", "GREEN"]);
    expect(statesBefore(LIGHT_TRANSITIONS, "GREEN")).toEqual(["RED"]);
  });

  it("includes a state that may move to itself", () => {
    expect(statesBefore(LIGHT_TRANSITIONS, "AMBER")).toEqual(["AMBER", "GREEN"]);
  });

  it("answers nothing for a state no move reaches", () => {
    const table: StateTable<Light> = { ...LIGHT_TRANSITIONS, AMBER: ["OFF"], GREEN: ["OFF"] };
    expect(statesBefore(table, "AMBER")).toEqual([]);
  });
});
