import { describe, expect, it } from "vitest";
import { priceRows } from "./priceRows.ts";

describe("priceRows", () => {
  const base = { subtotal: 2900, discountTotal: 0, taxTotal: 609, total: 3509, currency: "EUR", discountCode: null, taxRateName: "Netherlands VAT (BTW) 21 %", taxInclusive: false };
  it("adds VAT on top, with the rate's name", () => {
    expect(priceRows(base).map((row) => [row.label, row.amount])).toEqual([
      ["Subtotal", "€29.00"],
      ["Netherlands VAT (BTW) 21 %", "€6.09"],
      ["Total", "€35.09"],
    ]);
  });
  it("shows the discount with its code, included VAT and countries without VAT", () => {
    const discounted = priceRows({ ...base, discountTotal: 290, discountCode: "SPRING10", taxInclusive: true });
    expect(discounted.find((row) => row.key === "discount")).toMatchObject({ label: "Discount (SPRING10)", amount: "−€2.90" });
    expect(discounted.find((row) => row.key === "tax")?.label).toBe("incl. Netherlands VAT (BTW) 21 %");
    expect(priceRows({ ...base, taxRateName: null, taxTotal: 0 }).find((row) => row.key === "tax")?.note).toMatch(/No VAT charged/);
  });
  it("says a business abroad in the EU accounts for the VAT itself", () => {
    const reverse = priceRows({ ...base, taxRateName: null, taxTotal: 0, total: 2900, reverseCharge: true });
    expect(reverse.find((row) => row.key === "tax")).toEqual({ key: "tax", label: "VAT", amount: "€0.00", note: "Reverse-charged: your business accounts for the VAT" });
  });
});
