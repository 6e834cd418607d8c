import { describe, expect, it } from "vitest";
import { RENDER_TRANSITIONS, renderStatesBefore } from "./renderStates.ts";

describe("the rendered file's lifecycle", () => {
  it("is claimed only from QUEUED or FAILED, and finished only by a render", () => {
    expect(renderStatesBefore("RENDERING").sort()).toEqual(["FAILED", "QUEUED"]);
    expect(renderStatesBefore("READY")).toEqual(["RENDERING"]);
    expect(renderStatesBefore("FAILED")).toEqual(["RENDERING"]);
  });

  it("goes back to QUEUED from every other state, and never stays where it is", () => {
    expect(renderStatesBefore("QUEUED").sort()).toEqual(["FAILED", "READY", "RENDERING"]);
    for (const [from, to] of Object.entries(RENDER_TRANSITIONS)) expect(to, from).not.toContain(from);
  });
});
