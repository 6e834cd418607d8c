import { describe, expect, it } from "vitest";
import { boundedLabel, OTHER } from "./labelBounds.ts";

describe("a bounded label", () => {
  it("keeps well-formed values up to its limit, then answers other", () => {
    const label = boundedLabel({ limit: 2, pattern: /^[A-Za-z_]\w{0,63}$/, missing: "anonymous" });
    expect([label("OrderQuery"), label("ViewerQuery"), label("ThirdQuery"), label("OrderQuery")]).toEqual(["OrderQuery", "ViewerQuery", OTHER, "OrderQuery"]);
  });

  it("answers other for values of another shape and the missing label for none", () => {
    const label = boundedLabel({ limit: 10, pattern: /^[A-Za-z_]\w{0,63}$/, missing: "anonymous" });
    expect([label("a".repeat(65)), label("drop table"), label(undefined), label(null), label("")]).toEqual([OTHER, OTHER, "anonymous", "anonymous", "anonymous"]);
  });
});
