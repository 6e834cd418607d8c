import { describe, expect, it } from "vitest";
import { applyListUrlChange, isListUrlParam, listUrlParam, listVariablesFromUrl, readListUrl, type ListSpec } from "./listQueryUrl.ts";

const first: ListSpec = { fields: ["createdAt", "email"], defaultOrderBy: [{ field: "createdAt", direction: "DESC" }] };
const second: ListSpec = { fields: ["status", "amount"], defaultOrderBy: [{ field: "amount", direction: "DESC" }], urlPrefix: "commissions" };

describe("a second list's URL parameters (ListSpec.urlPrefix)", () => {
  it("names the parameters after the prefix", () => {
    expect(listUrlParam("filters")).toBe("filters");
    expect(listUrlParam("filterGroups", "commissions")).toBe("commissionsFilterGroups");
    expect(isListUrlParam("commissionsPage")).toBe(true);
    expect(isListUrlParam("orderBy")).toBe(true);
    expect(isListUrlParam("tab")).toBe(false);
  });

  it("keeps two lists' state apart in one URL", () => {
    const url = "http://localhost/manage/referrals?filters=email~ann&commissionsFilters=status~PAID&commissionsPage=2";
    expect(listVariablesFromUrl(url, first)).toEqual({ first: 20, filter: { offset: 0, filters: "email~ann" } });
    expect(listVariablesFromUrl(url, second)).toEqual({ first: 20, filter: { offset: 20, filters: "status~PAID" } });
    const params = new URL(url).searchParams;
    expect(readListUrl(params, second).page).toBe(2);
    expect(readListUrl(params, first).page).toBe(1);
  });

  it("writes only its own parameters", () => {
    const params = new URLSearchParams("filters=email~ann&commissionsPage=2");
    const next = applyListUrlChange(params, { filters: "status~VOID" }, "commissions");
    expect(Object.fromEntries(next)).toEqual({ filters: "email~ann", commissionsFilters: "status~VOID" });
  });
});
