import { describe, expect, it } from "vitest";
import { discountSchema, taxRateSchema } from "./discountSchemas.ts";
import { formValidator } from "./formErrors.ts";

const percent = { code: "spring-10", kind: "PERCENT", percentBasisPoints: 1000 };

describe("discountSchema", () => {
  it("upper-cases and trims the code, fills defaults and drops the other kind's value", () => {
    expect(discountSchema.parse({ ...percent, code: "  spring_10 ", amount: 500 })).toMatchObject({
      code: "SPRING_10",
      description: "",
      percentBasisPoints: 1000,
      amount: null,
      currency: null,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      perCustomerLimit: null,
      minimumSubtotal: 0,
    });
    expect(discountSchema.parse({ code: "FIVER", kind: "FIXED", amount: 500, percentBasisPoints: 1000, currency: "gbp" })).toMatchObject({
      percentBasisPoints: null,
      amount: 500,
      currency: "GBP",
    });
  });

  it("explains each mistake next to its field", () => {
    const check = formValidator(discountSchema);
    expect(check({ code: "ab", kind: "PERCENT", percentBasisPoints: 0 })).toEqual({
      code: "must be longer than or equal to 3 characters",
      percentBasisPoints: "must be at least 0.01 %",
    });
    expect(check({ code: "NO SPACES!", kind: "PERCENT", percentBasisPoints: 10_001 })).toEqual({
      code: "must contain only letters, digits, hyphens and underscores",
      percentBasisPoints: "must not be more than 100 %",
    });
    expect(check({ code: "X".repeat(33), kind: "FIXED", amount: 0 })).toEqual({
      code: "must be shorter than or equal to 32 characters",
      amount: "must be greater than 0",
    });
    expect(check({ code: "", kind: "FIXED" })).toEqual({ code: "should not be empty", amount: "should not be empty" });
    expect(check({ ...percent, maxRedemptions: 0, perCustomerLimit: 1.5, minimumSubtotal: -1 })).toEqual({
      maxRedemptions: "must be a whole number of at least 1",
      perCustomerLimit: "must be a whole number of at least 1",
      minimumSubtotal: "must not be less than 0",
    });
  });

  it("needs the end of the window after its start", () => {
    const startsAt = new Date("2026-12-01T00:00:00Z");
    expect(formValidator(discountSchema)({ ...percent, startsAt, endsAt: startsAt })).toEqual({ endsAt: "must be after the start" });
    expect(discountSchema.safeParse({ ...percent, startsAt, endsAt: new Date("2026-12-01T00:00:01Z") }).success).toBe(true);
    expect(discountSchema.safeParse({ ...percent, endsAt: new Date("2020-01-01T00:00:00Z") }).success).toBe(true);
  });
});

describe("taxRateSchema", () => {
  it("upper-cases country and region; an empty region is the whole country", () => {
    expect(taxRateSchema.parse({ name: "California", country: " us", region: "ca", rateBasisPoints: 725, inclusive: false })).toMatchObject({
      country: "US",
      region: "CA",
    });
    expect(taxRateSchema.parse({ name: "NL", country: "nl", region: "", rateBasisPoints: 2100, inclusive: true }).region).toBe("");
    expect(taxRateSchema.parse({ name: "NL", country: "nl", rateBasisPoints: 2100, inclusive: true }).region).toBe("");
  });

  it("refuses what is not a country code or a rate", () => {
    expect(formValidator(taxRateSchema)({ name: "", country: "NLD", region: "North", rateBasisPoints: 10_001, inclusive: false })).toEqual({
      name: "should not be empty",
      country: "must be a two-letter country code (ISO 3166-1 alpha-2) such as NL",
      region: "must be shorter than or equal to 3 characters",
      rateBasisPoints: "must not be greater than 10000",
    });
  });
});
