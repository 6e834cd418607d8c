import { describe, expect, it } from "vitest";
import { grantedScopes, satisfiesScopeMap } from "./scopes.ts";

const anonymous = grantedScopes(null);
const customer = grantedScopes({ role: "CUSTOMER" });
const reseller = grantedScopes({ role: "RESELLER" });
const admin = grantedScopes({ role: "ADMIN" });

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
