import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { APPLICATION_TRANSITIONS } from "./applicationStates.ts";
import { applyRefusal, cleanApplication, cleanTerms, normalizeWebsite, requiredReason, resellerActive } from "./resellerRules.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields.map((f) => f.path.join("."));
    throw error;
  }
  return [];
};

const application = { companyName: " Dub & Co ", vatNumber: "nl 8532.47.123.b01", website: "dub.example", country: "nl", expectedVolume: "20 scripts", salesChannels: "Agencies", message: "" };

describe("reseller rules", () => {
  it("only a customer without an open application may apply", () => {
    expect(applyRefusal({ role: "CUSTOMER" }, false)).toBeNull();
    expect(applyRefusal({ role: "CUSTOMER" }, true)).toMatch(/already waiting/);
    expect(applyRefusal({ role: "RESELLER" }, false)).toMatch(/already a reseller/);
    for (const role of ["ADMIN", "PRODUCER", "ACCOUNTANT"] as const) expect(applyRefusal({ role }, false)).toBe("The studio's staff cannot apply to the reseller programme.");
  });

  it("cleans an application: trimmed, VAT normalised, country upper-cased, website with a scheme", () => {
    expect(cleanApplication(application)).toEqual({ companyName: "Dub & Co", vatNumber: "NL853247123B01", website: "https://dub.example/", country: "NL", expectedVolume: "20 scripts", salesChannels: "Agencies", message: "" });
    expect(cleanApplication({ ...application, vatNumber: " ", website: null }).vatNumber).toBeNull();
  });

  it("names every bad field of an application", () => {
    expect(fieldsOf(() => cleanApplication({ ...application, companyName: "", country: "XX", salesChannels: " ", website: "not a site" }))).toEqual(["input.companyName", "input.country", "input.website", "input.salesChannels"]);
    expect(fieldsOf(() => cleanApplication({ ...application, vatNumber: "DE123456789" }))).toEqual(["input.vatNumber"]);
    expect(fieldsOf(() => cleanApplication({ ...application, vatNumber: "12" }))).toEqual(["input.vatNumber"]);
  });

  it("bounds the terms: discount 0–50 %, commission 0–30 %, both required", () => {
    expect(cleanTerms({ wholesaleDiscountBasisPoints: 5000, commissionRateBasisPoints: 0, payoutDetails: " " })).toEqual({ wholesaleDiscountBasisPoints: 5000, commissionRateBasisPoints: 0, payoutDetails: null });
    expect(fieldsOf(() => cleanTerms({ wholesaleDiscountBasisPoints: 5001, commissionRateBasisPoints: -1 }))).toEqual(["input.wholesaleDiscountBasisPoints", "input.commissionRateBasisPoints"]);
    expect(fieldsOf(() => cleanTerms({ wholesaleDiscountBasisPoints: 2000, commissionRateBasisPoints: 3001 }))).toEqual(["input.commissionRateBasisPoints"]);
    expect(fieldsOf(() => cleanTerms({ commissionRateBasisPoints: 100 }))).toEqual(["input.wholesaleDiscountBasisPoints"]);
    expect(fieldsOf(() => cleanTerms({ wholesaleDiscountBasisPoints: 10.5, commissionRateBasisPoints: 100 }))).toEqual(["input.wholesaleDiscountBasisPoints"]);
  });

  it("requires a reason and normalises websites", () => {
    expect(fieldsOf(() => requiredReason("  ", "input.reason", "told"))).toEqual(["input.reason"]);
    expect(requiredReason(" Too small ", "input.reason", "told")).toBe("Too small");
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("http://a.example/x")).toBe("http://a.example/x");
  });

  it("a suspended reseller is not active", () => {
    expect(resellerActive({ suspendedAt: null })).toBe(true);
    expect(resellerActive({ suspendedAt: new Date() })).toBe(false);
    expect(resellerActive(null)).toBe(false);
  });

  it("an application is decided once, from SUBMITTED", () => {
    expect(statesBefore(APPLICATION_TRANSITIONS, "APPROVED")).toEqual(["SUBMITTED"]);
    expect(statesBefore(APPLICATION_TRANSITIONS, "REJECTED")).toEqual(["SUBMITTED"]);
    expect(APPLICATION_TRANSITIONS.APPROVED).toEqual([]);
    expect(APPLICATION_TRANSITIONS.REJECTED).toEqual([]);
  });
});
