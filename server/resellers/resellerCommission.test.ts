import { describe, expect, it } from "vitest";
import { resellerCommission } from "./resellerCommission.ts";

const paidAt = new Date("2026-11-02T10:00:00Z");
const reseller = { userId: "reseller", commissionRateBasisPoints: 500, suspendedAt: null };
const order = { resellerUserId: null, customerId: "client-member", total: 12100, taxTotal: 2100, paidAt };

describe("resellerCommission", () => {
  it("earns the rate on a client member's own order net of tax, available after the holding period", () => {
    expect(resellerCommission(order, reseller, 30)).toEqual({ earns: true, baseAmount: 10000, rateBasisPoints: 500, amount: 500, availableAt: new Date("2026-12-02T10:00:00Z") });
  });

  it("earns nothing on the reseller's own orders, while suspended, at a zero rate or on a free order", () => {
    expect(resellerCommission({ ...order, resellerUserId: "reseller" }, reseller, 30)).toEqual({ earns: false });
    expect(resellerCommission({ ...order, customerId: "reseller" }, reseller, 30)).toEqual({ earns: false });
    expect(resellerCommission(order, { ...reseller, suspendedAt: paidAt }, 30)).toEqual({ earns: false });
    expect(resellerCommission(order, { ...reseller, commissionRateBasisPoints: 0 }, 30)).toEqual({ earns: false });
    expect(resellerCommission({ ...order, total: 0, taxTotal: 0 }, reseller, 30)).toEqual({ earns: false });
  });
});
