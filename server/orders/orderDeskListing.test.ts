import { describe, expect, it } from "vitest";
import { asksForDrafts, orderDeskWhere } from "./orderDeskListing.ts";

describe("which orders the order desk lists", () => {
  it("leaves drafts out unless the status filter names them or the desk searches", () => {
    expect(orderDeskWhere(null)).toEqual({ archivedAt: null, status: { not: "DRAFT" } });
    expect(asksForDrafts({ filters: "status~PENDING_PAYMENT" })).toBe(false);
    expect(asksForDrafts({ filters: "status~NOT_IN~DRAFT,CANCELLED" })).toBe(false);
    expect(asksForDrafts({ filters: "status~IN~DRAFT,PENDING_PAYMENT" })).toBe(true);
    expect(asksForDrafts({ filters: "status~DRAFT" })).toBe(true);
    expect(asksForDrafts({ filterGroups: "OR~number~10011,guestEmail~ILIKE~10011" })).toBe(true);
    expect(orderDeskWhere({ filters: "status~DRAFT" })).toEqual({ archivedAt: null });
  });

  it("asks for none when the query does not parse (it is refused with its own error further on)", () => {
    expect(asksForDrafts({ filters: "status~BOGUS~DRAFT" })).toBe(false);
  });
});
