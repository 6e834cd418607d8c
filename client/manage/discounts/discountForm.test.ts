import { describe, expect, it } from "vitest";
import { discountFormValues, discountInput, emptyDiscountForm, percentToBasisPoints, validateDiscountForm } from "./discountForm.ts";
import { withFormFieldNames } from "../../ui/formErrors.ts";
import { formatPercent } from "../../../common/money.ts";
import { discountStatus, usageLabel } from "./DiscountRow.tsx";
import { taxRateInput, validateTaxRateForm } from "../tax/taxRateForm.ts";

describe("percentages", () => {
  it("turns typed percentages into basis points and back", () => {
    expect(percentToBasisPoints("10")).toBe(1000);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints("0,1")).toBe(10);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints("12.345")).toBe(1234.5);
    expect(percentToBasisPoints("")).toBeNull();
    expect(percentToBasisPoints("ten")).toBeNull();
    expect(formatPercent(1000)).toBe("10 %");
    expect(formatPercent(1250)).toBe("12.5 %");
    expect(formatPercent(1)).toBe("0.01 %");
  });
});

describe("the discount form", () => {
  it("sends a percentage as basis points and empty limits as null", () => {
    const input = discountInput({ ...emptyDiscountForm("EUR"), code: " spring-10 ", percent: "10", minimumSubtotal: "50" });
    expect(input).toMatchObject({
      code: "SPRING-10",
      kind: "PERCENT",
      percentBasisPoints: 1000,
      amount: null,
      currency: "EUR",
      minimumSubtotal: 5000,
      maxRedemptions: null,
      perCustomerLimit: null,
      startsAt: null,
      endsAt: null,
      serviceIds: [],
    });
  });

  it("sends a fixed amount in minor units and the window as instants", () => {
    const input = discountInput({
      ...emptyDiscountForm("EUR"),
      code: "FIVER",
      kind: "FIXED",
      percent: "10",
      amount: 5,
      startsAt: "2026-12-01 00:00:00",
      maxRedemptions: 10,
    });
    expect(input).toMatchObject({ amount: 500, percentBasisPoints: null, maxRedemptions: 10 });
    expect(new Date(input.startsAt!).getTime()).toBe(new Date(2026, 11, 1, 0, 0, 0).getTime());
  });

  it("shows a stored code as the form has it", () => {
    const values = discountFormValues({
      code: "SPRING",
      description: "",
      kind: "PERCENT",
      percentBasisPoints: 1250,
      amount: null,
      currency: "EUR",
      startsAt: null,
      endsAt: "2027-01-01T00:00:00.000Z",
      maxRedemptions: null,
      perCustomerLimit: 1,
      minimumSubtotal: 5000,
      active: true,
      services: [{ id: "a" }],
    });
    expect(values).toMatchObject({ percent: 12.5, amount: "", minimumSubtotal: 50, maxRedemptions: "", perCustomerLimit: 1, serviceIds: ["a"] });
    expect(new Date(discountInput(values).endsAt!).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("explains mistakes with the server's messages, on the form's fields", () => {
    expect(validateDiscountForm({ ...emptyDiscountForm("EUR"), code: "ab" })).toEqual({
      code: "must be longer than or equal to 3 characters",
      percent: "should not be empty",
    });
    expect(validateDiscountForm({ ...emptyDiscountForm("EUR"), code: "TOO-MUCH", percent: 150 })).toEqual({ percent: "must not be more than 100 %" });
    expect(validateDiscountForm({ ...emptyDiscountForm("EUR"), code: "ZERO", kind: "FIXED", amount: 0 })).toEqual({ amount: "must be greater than 0" });
    expect(
      validateDiscountForm({ ...emptyDiscountForm("EUR"), code: "WINDOW", percent: 5, startsAt: "2026-12-02 00:00:00", endsAt: "2026-12-01 00:00:00", maxRedemptions: 0 }),
    ).toEqual({ endsAt: "must be after the start", maxRedemptions: "must be a whole number of at least 1" });
    expect(validateDiscountForm({ ...emptyDiscountForm("EUR"), code: "OK-CODE", percent: "12.5" })).toEqual({});
  });

  it("puts the server's percentBasisPoints message under the percentage field", () => {
    const error = { __typename: "ValidationError", message: "x", fields: [{ path: ["input", "percentBasisPoints"], message: "must be at least 0.01 %" }] };
    expect(withFormFieldNames(error, { percentBasisPoints: "percent" }).fields).toEqual([{ path: ["input", "percent"], message: "must be at least 0.01 %" }]);
  });
});

describe("the discount row", () => {
  it("shows usage and status", () => {
    expect(usageLabel(3, 10)).toBe("3 / 10");
    expect(usageLabel(3, null)).toBe("3 / unlimited");
    const now = Date.parse("2026-11-15T00:00:00Z");
    expect(discountStatus({ active: false }, now).label).toBe("Inactive");
    expect(discountStatus({ active: true, endsAt: "2026-11-01T00:00:00Z" }, now).label).toBe("Ended");
    expect(discountStatus({ active: true, startsAt: "2026-12-01T00:00:00Z" }, now).label).toBe("Scheduled");
    expect(discountStatus({ active: true }, now).label).toBe("Active");
  });
});

describe("the tax-rate form", () => {
  it("sends the rate as basis points and upper-cases the place", () => {
    expect(taxRateInput({ name: " California ", country: "us", region: "ca", rate: "7.25", inclusive: false, active: true })).toEqual({
      name: "California",
      country: "US",
      region: "CA",
      rateBasisPoints: 725,
      inclusive: false,
      active: true,
    });
    expect(validateTaxRateForm({ name: "", country: "USA", region: "", rate: 101, inclusive: false, active: true })).toEqual({
      name: "should not be empty",
      country: "must be a two-letter country code (ISO 3166-1 alpha-2) such as NL",
      rate: "must be between 0 and 100 %",
    });
  });
});
