import { describe, expect, it } from "vitest";
import { grantedScopes, isStaffRole, mayKeepBooks, mayProduce, satisfiesScopeMap } from "./scopes.ts";

const anonymous = grantedScopes(null);
const customer = grantedScopes({ role: "CUSTOMER" });
const reseller = grantedScopes({ role: "RESELLER" });
const producer = grantedScopes({ role: "PRODUCER" });
const accountant = grantedScopes({ role: "ACCOUNTANT" });
const admin = grantedScopes({ role: "ADMIN" });

describe("grantedScopes", () => {
  it("grants each role its scopes and nothing more", () => {
    const none = { public: true, signedIn: true, reseller: false, staff: false, production: false, bookkeeping: false, admin: false };
    expect(anonymous).toEqual({ ...none, signedIn: false });
    expect(customer).toEqual(none);
    expect(reseller).toEqual({ ...none, reseller: true });
    expect(producer).toEqual({ ...none, staff: true, production: true });
    expect(accountant).toEqual({ ...none, staff: true, bookkeeping: true });
    expect(admin).toEqual({ public: true, signedIn: true, reseller: true, staff: true, production: true, bookkeeping: true, admin: true });
  });

  it("keeps a producer from the money and an accountant from production, both from the administrators' scope", () => {
    expect(satisfiesScopeMap(producer, { bookkeeping: true })).toBe(false);
    expect(satisfiesScopeMap(accountant, { production: true })).toBe(false);
    expect(satisfiesScopeMap(producer, { admin: true })).toBe(false);
    expect(satisfiesScopeMap(accountant, { admin: true })).toBe(false);
    expect(satisfiesScopeMap(producer, { reseller: true })).toBe(false);
    expect(satisfiesScopeMap(accountant, { staff: true })).toBe(true);
  });

  it("answers the role helpers as the scopes do", () => {
    expect(["CUSTOMER", "RESELLER", "PRODUCER", "ACCOUNTANT", "ADMIN"].filter((role) => isStaffRole(role as "ADMIN"))).toEqual(["PRODUCER", "ACCOUNTANT", "ADMIN"]);
    expect(mayProduce({ role: "PRODUCER" }) && mayProduce({ role: "ADMIN" }) && !mayProduce({ role: "ACCOUNTANT" }) && !mayProduce(null)).toBe(true);
    expect(mayKeepBooks({ role: "ACCOUNTANT" }) && mayKeepBooks({ role: "ADMIN" }) && !mayKeepBooks({ role: "PRODUCER" }) && !mayKeepBooks(null)).toBe(true);
  });
});

describe("satisfiesScopeMap", () => {
  it("lets a caller in through any one scope they hold", () => {
    expect(satisfiesScopeMap(anonymous, { public: true })).toBe(true);
    expect(satisfiesScopeMap(anonymous, { signedIn: true })).toBe(false);
    expect(satisfiesScopeMap(customer, { signedIn: true })).toBe(true);
    expect(satisfiesScopeMap(customer, { reseller: true, admin: true })).toBe(false);
    expect(satisfiesScopeMap(reseller, { reseller: true, admin: true })).toBe(true);
    expect(satisfiesScopeMap(admin, { reseller: true })).toBe(true);
  });

  it("reads $all and $any as Pothos does", () => {
    expect(satisfiesScopeMap(reseller, { $all: { signedIn: true, reseller: true } })).toBe(true);
    expect(satisfiesScopeMap(customer, { $all: { signedIn: true, reseller: true } })).toBe(false);
    expect(satisfiesScopeMap(customer, { $any: { admin: true, signedIn: true } })).toBe(true);
  });

  it("grants nothing it cannot decide without the record: functions, unknown scopes, false", () => {
    expect(satisfiesScopeMap(admin, () => true)).toBe(false);
    expect(satisfiesScopeMap(admin, { owner: true })).toBe(false);
    expect(satisfiesScopeMap(admin, { admin: false })).toBe(false);
    expect(satisfiesScopeMap(admin, undefined)).toBe(false);
  });
});
