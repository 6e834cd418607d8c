import { describe, expect, it } from "vitest";
import { checkDiscount, discountAmount, type DiscountContext, type EligibleDiscount } from "./eligibility.ts";

const VOICEMAIL = "7b0c4c5e-0000-4000-8000-000000000001";
const PROMPTS = "7b0c4c5e-0000-4000-8000-000000000002";

const discount = (overrides: Partial<EligibleDiscount> = {}): EligibleDiscount => ({
  code: "SPRING10",
  kind: "PERCENT",
  percentBasisPoints: 1000,
  amount: null,
  currency: "EUR",
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  perCustomerLimit: null,
  minimumSubtotal: 0,
  redemptionCount: 0,
  active: true,
  archivedAt: null,
  serviceIds: [],
  ...overrides,
});

const context = (overrides: Partial<DiscountContext> = {}): DiscountContext => ({
  now: new Date("2026-11-15T12:00:00Z"),
  subtotal: 8700,
  currency: "EUR",
  serviceId: VOICEMAIL,
  serviceName: "Mobile voicemail",
  priorRedemptionsByCustomer: 0,
  ...overrides,
});

describe("discount amounts", () => {
  it("takes a percentage of the subtotal, halves rounded away from zero", () => {
    // 10 % of €87.00 = €8.70
    expect(checkDiscount(discount(), context())).toEqual({ ok: true, amount: 870 });
    // 12.5 % of €0.99 = 12.375 cents → 12; 15 % of €0.99 = 14.85 → 15; 10 % of €0.05 = 0.5 → 1 (half up)
    expect(discountAmount({ kind: "PERCENT", percentBasisPoints: 1250, amount: null }, 99)).toBe(12);
    expect(discountAmount({ kind: "PERCENT", percentBasisPoints: 1500, amount: null }, 99)).toBe(15);
    expect(discountAmount({ kind: "PERCENT", percentBasisPoints: 1000, amount: null }, 5)).toBe(1);
    expect(discountAmount({ kind: "PERCENT", percentBasisPoints: 1000, amount: null }, 4)).toBe(0);
    // 0.01 % of €12,345.67 = 123.4567 cents → 123; 100 % takes everything
    expect(discountAmount({ kind: "PERCENT", percentBasisPoints: 1, amount: null }, 1_234_567)).toBe(123);
    expect(discountAmount({ kind: "PERCENT", percentBasisPoints: 10_000, amount: null }, 8700)).toBe(8700);
  });

  it("takes a fixed amount, never more than the subtotal", () => {
    const fiver = discount({ kind: "FIXED", percentBasisPoints: null, amount: 500 });
    expect(checkDiscount(fiver, context({ subtotal: 8700 }))).toEqual({ ok: true, amount: 500 });
    expect(checkDiscount(fiver, context({ subtotal: 500 }))).toEqual({ ok: true, amount: 500 });
    expect(checkDiscount(fiver, context({ subtotal: 320 }))).toEqual({ ok: true, amount: 320 });
    expect(checkDiscount(fiver, context({ subtotal: 0 }))).toEqual({ ok: true, amount: 0 });
  });

  it("lets a percentage code without a minimum apply in any currency", () => {
    expect(checkDiscount(discount(), context({ currency: "GBP", subtotal: 5000 }))).toEqual({ ok: true, amount: 500 });
  });
});

describe("refusals", () => {
  it("refuses an unknown code", () => {
    expect(checkDiscount(null, context())).toEqual({ ok: false, reason: "UNKNOWN_CODE", message: "This code does not exist." });
  });

  it("refuses a code switched off or archived", () => {
    const inactive = { ok: false, reason: "INACTIVE", message: "This code is no longer active." };
    expect(checkDiscount(discount({ active: false }), context())).toEqual(inactive);
    expect(checkDiscount(discount({ archivedAt: new Date("2026-01-01T00:00:00Z") }), context())).toEqual(inactive);
  });

  it("counts the start of the window as inside it", () => {
    const startsAt = new Date("2026-12-01T00:00:00Z");
    const december = discount({ startsAt });
    expect(checkDiscount(december, context({ now: new Date("2026-11-30T23:59:59.999Z") }))).toEqual({
      ok: false,
      reason: "NOT_STARTED",
      message: "This code can be used from 1 December 2026.",
    });
    expect(checkDiscount(december, context({ now: startsAt }))).toEqual({ ok: true, amount: 870 });
  });

  it("counts the end of the window as outside it and names the last day it could be used", () => {
    const endsAt = new Date("2026-12-01T00:00:00Z");
    const november = discount({ endsAt });
    expect(checkDiscount(november, context({ now: new Date("2026-11-30T23:59:59.999Z") }))).toEqual({ ok: true, amount: 870 });
    expect(checkDiscount(november, context({ now: endsAt }))).toEqual({
      ok: false,
      reason: "EXPIRED",
      message: "This code expired on 30 November 2026.",
    });
    // A window ending in the middle of a day names that day.
    expect(checkDiscount(discount({ endsAt: new Date("2026-11-30T18:00:00Z") }), context({ now: new Date("2026-12-02T09:00:00Z") }))).toMatchObject({
      message: "This code expired on 30 November 2026.",
    });
  });

  it("refuses a fixed code (or a minimum) in another currency", () => {
    const fixed = discount({ kind: "FIXED", percentBasisPoints: null, amount: 500, currency: "EUR" });
    expect(checkDiscount(fixed, context({ currency: "GBP" }))).toEqual({
      ok: false,
      reason: "CURRENCY",
      message: "This code can only be used for prices in EUR.",
    });
    expect(checkDiscount(discount({ minimumSubtotal: 5000 }), context({ currency: "USD", subtotal: 9000 }))).toMatchObject({ reason: "CURRENCY" });
    expect(checkDiscount(fixed, context({ currency: "eur" }))).toEqual({ ok: true, amount: 500 });
  });

  it("refuses a code limited to other services", () => {
    expect(checkDiscount(discount({ serviceIds: [PROMPTS] }), context())).toEqual({
      ok: false,
      reason: "SERVICE",
      message: "This code does not apply to Mobile voicemail.",
    });
    expect(checkDiscount(discount({ serviceIds: [PROMPTS, VOICEMAIL] }), context())).toEqual({ ok: true, amount: 870 });
  });

  it("needs the minimum subtotal, the minimum itself included", () => {
    const fifty = discount({ minimumSubtotal: 5000 });
    expect(checkDiscount(fifty, context({ subtotal: 4999 }))).toEqual({
      ok: false,
      reason: "MINIMUM_SUBTOTAL",
      message: "This code needs a subtotal of at least €50.00.",
    });
    expect(checkDiscount(fifty, context({ subtotal: 5000 }))).toEqual({ ok: true, amount: 500 });
    expect(checkDiscount(discount({ minimumSubtotal: 123_456, currency: "GBP" }), context({ currency: "GBP", subtotal: 100 }))).toMatchObject({
      message: "This code needs a subtotal of at least £1,234.56.",
    });
  });

  it("refuses a code used the maximum number of times, unless this order holds one of its uses", () => {
    const single = discount({ maxRedemptions: 1, redemptionCount: 1 });
    expect(checkDiscount(single, context())).toEqual({
      ok: false,
      reason: "USED_UP",
      message: "This code has been used the maximum number of times.",
    });
    expect(checkDiscount(discount({ maxRedemptions: 10, redemptionCount: 9 }), context())).toEqual({ ok: true, amount: 870 });
    expect(checkDiscount(single, context({ orderHoldsRedemption: true }))).toEqual({ ok: true, amount: 870 });
  });

  it("refuses a customer who has used the code up to their limit", () => {
    expect(checkDiscount(discount({ perCustomerLimit: 1 }), context({ priorRedemptionsByCustomer: 1 }))).toEqual({
      ok: false,
      reason: "CUSTOMER_LIMIT",
      message: "You have already used this code.",
    });
    expect(checkDiscount(discount({ perCustomerLimit: 3 }), context({ priorRedemptionsByCustomer: 3 }))).toEqual({
      ok: false,
      reason: "CUSTOMER_LIMIT",
      message: "You have already used this code the maximum number of times.",
    });
    expect(checkDiscount(discount({ perCustomerLimit: 3 }), context({ priorRedemptionsByCustomer: 2 }))).toEqual({ ok: true, amount: 870 });
  });

  it("answers the first failing check", () => {
    const everythingWrong = discount({
      active: false,
      endsAt: new Date("2026-01-01T00:00:00Z"),
      serviceIds: [PROMPTS],
      minimumSubtotal: 100_000,
      maxRedemptions: 1,
      redemptionCount: 1,
    });
    expect(checkDiscount(everythingWrong, context())).toMatchObject({ reason: "INACTIVE" });
    expect(checkDiscount({ ...everythingWrong, active: true }, context())).toMatchObject({ reason: "EXPIRED" });
    expect(checkDiscount({ ...everythingWrong, active: true, endsAt: null }, context())).toMatchObject({ reason: "SERVICE" });
    expect(checkDiscount({ ...everythingWrong, active: true, endsAt: null, serviceIds: [] }, context())).toMatchObject({ reason: "MINIMUM_SUBTOTAL" });
    expect(checkDiscount({ ...everythingWrong, active: true, endsAt: null, serviceIds: [], minimumSubtotal: 0 }, context())).toMatchObject({ reason: "USED_UP" });
  });
});
