import { describe, expect, it } from "vitest";
import { RENDER_TRANSITIONS } from "./renderStates.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

describe("the rendered file's lifecycle", () => {
  it("is claimed only from QUEUED or FAILED, and finished only by a render", () => {
    expect(statesBefore(RENDER_TRANSITIONS, "RENDERING").sort()).toEqual(["FAILED", "QUEUED"]);
    expect(statesBefore(RENDER_TRANSITIONS, "READY")).toEqual(["RENDERING"]);
    expect(statesBefore(RENDER_TRANSITIONS, "FAILED")).toEqual(["RENDERING"]);
  });

  it("goes back to QUEUED from every other state, and never stays where it is", () => {
    expect(statesBefore(RENDER_TRANSITIONS, "QUEUED").sort()).toEqual(["FAILED", "READY", "RENDERING"]);
    for (const [from, to] of Object.entries(RENDER_TRANSITIONS)) expect(to, from).not.toContain(from);
  });
});
