import { describe, expect, it } from "vitest";
import { DEFAULT_PROGRAMME_LAYOUT, PROGRAMME_LIMITS, programmeLayoutProblem } from "./programmeLayout.ts";

describe("a plan's programme layout", () => {
  it("takes the standard layout and layouts with room for a message", () => {
    expect(programmeLayoutProblem(DEFAULT_PROGRAMME_LAYOUT)).toBeNull();
    expect(programmeLayoutProblem({ programmeSeconds: 41, introSeconds: 30, gapSeconds: 10 })).toBeNull();
  });

  it("refuses a programme no longer than its intro and one gap", () => {
    expect(programmeLayoutProblem({ programmeSeconds: 40, introSeconds: 30, gapSeconds: 10 })).toEqual({
      field: "programmeSeconds",
      message: "must be longer than the intro and one gap together (40 s)",
    });
  });

  it("has a standard layout within the bounds", () => {
    for (const key of Object.keys(PROGRAMME_LIMITS) as (keyof typeof PROGRAMME_LIMITS)[]) {
      expect(DEFAULT_PROGRAMME_LAYOUT[key]).toBeGreaterThanOrEqual(PROGRAMME_LIMITS[key][0]);
      expect(DEFAULT_PROGRAMME_LAYOUT[key]).toBeLessThanOrEqual(PROGRAMME_LIMITS[key][1]);
    }
  });
});
