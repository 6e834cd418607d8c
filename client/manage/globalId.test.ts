import { describe, expect, it } from "vitest";
import { fromGlobalId, routeGlobalId, toGlobalId } from "./globalId.ts";

describe("routeGlobalId", () => {
  const uuid = "0b8f5a52-6f0e-4d4c-9a51-3f7c2a1e9d10";

  it("turns a raw id (as the studio's e-mails link to it) into the type's global id", () => {
    expect(routeGlobalId("Order", uuid)).toBe(toGlobalId("Order", uuid));
    expect(fromGlobalId(routeGlobalId("Order", uuid.toUpperCase()))).toEqual({ type: "Order", id: uuid });
  });

  it("keeps a global id as it is, and anything else for the server to answer as not found", () => {
    const globalId = toGlobalId("Order", uuid);
    expect(routeGlobalId("Order", globalId)).toBe(globalId);
    expect(routeGlobalId("Order", "not-an-id")).toBe("not-an-id");
  });
});
