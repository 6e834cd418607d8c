import { describe, expect, it } from "vitest";
import { commissionApprovalWording } from "./commissionHolding.ts";

describe("commissionApprovalWording", () => {
  it("says the same day when there is no holding period, never 0 days", () => {
    expect(commissionApprovalWording(0)).toBe("the same day as payment");
  });

  it("counts one day and several days in words", () => {
    expect(commissionApprovalWording(1)).toBe("1 day after payment");
    expect(commissionApprovalWording(30)).toBe("30 days after payment");
  });
});
