import { describe, expect, it } from "vitest";
import { sameProps, sameValue } from "./sameProps.ts";

describe("sameValue", () => {
  it("compares plain objects and arrays by content", () => {
    expect(sameValue({ languages: ["en", "de"], genders: [] }, { languages: ["en", "de"], genders: [] })).toBe(true);
    expect(sameValue({ languages: ["en", "de"] }, { languages: ["de", "en"] })).toBe(false);
    expect(sameValue({ languages: [] }, { languages: [], styles: [] })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
  });

  it("compares functions, class instances and React elements by identity", () => {
    const call = () => undefined;
    expect(sameValue(call, call)).toBe(true);
    expect(sameValue(() => undefined, () => undefined)).toBe(false);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
    const element = { $$typeof: Symbol.for("react.transitional.element"), props: {} };
    expect(sameValue(element, { ...element })).toBe(false);
  });

  it("stops comparing by content below a few levels", () => {
    const deep = () => ({ a: { b: { c: { d: { e: 1 } } } } });
    expect(sameValue(deep(), deep())).toBe(false);
    expect(sameValue({ a: { b: { c: 1 } } }, { a: { b: { c: 1 } } })).toBe(true);
  });
});

describe("sameProps", () => {
  it("holds for props parsed afresh to the same values", () => {
    const ref = { __id: "client:root" };
    expect(sameProps({ facets: ref, filters: { languages: ["en"] } }, { facets: ref, filters: { languages: ["en"] } })).toBe(true);
    expect(sameProps({ facets: ref }, { facets: { __id: "client:root" }, extra: 1 })).toBe(false);
  });
});
