import { describe, expect, it } from "vitest";
import { billingCountryGroups, countryOptions } from "./billingCountries.ts";
import { countryFilter, countryMatchRank, rankCountries } from "./countrySearch.ts";

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe("country search", () => {
  it("ranks exact, then prefix, then a word's prefix, then substring", () => {
    const netherlands = { value: "NL", label: "Netherlands" };
    expect(countryMatchRank(netherlands, "netherlands")).toBe(0);
    expect(countryMatchRank(netherlands, "nl")).toBe(0);
    expect(countryMatchRank(netherlands, "Neth")).toBe(1);
    expect(countryMatchRank({ value: "BQ", label: "Caribbean Netherlands" }, "Neth")).toBe(2);
    expect(countryMatchRank({ value: "BQ", label: "Caribbean Netherlands" }, "ether")).toBe(3);
    expect(countryMatchRank(netherlands, "germany")).toBeNull();
    expect(countryMatchRank({ value: "CI", label: "Côte d’Ivoire" }, "cote")).toBe(1);
    expect(countryMatchRank({ value: "NL", label: "Netherlands (21 %)" }, "Netherlands")).toBe(0);
  });

  it("puts the Netherlands before Caribbean Netherlands", () => {
    expect(labels(rankCountries(countryOptions(), "Neth"))).toEqual(["Netherlands", "Caribbean Netherlands"]);
    expect(labels(rankCountries(countryOptions(), "Netherlands"))).toEqual(["Netherlands", "Caribbean Netherlands"]);
    expect(labels(rankCountries(countryOptions(), "guinea")).slice(0, 3)).toEqual(["Guinea", "Guinea-Bissau", "Equatorial Guinea"]);
  });

  it("keeps the picker's order among equals and everything when nothing is typed", () => {
    const options = countryOptions();
    expect(rankCountries(options, "")).toEqual(options);
    const islands = labels(rankCountries(options, "islands"));
    expect(islands).toEqual([...islands].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("filters a grouped picker group by group, within the limit", () => {
    const groups = billingCountryGroups([{ country: "NL", region: "", name: "Netherlands VAT 21 %", rateBasisPoints: 2100, inclusive: false }]);
    const filtered = countryFilter({ options: groups, search: "neth", limit: 10 });
    expect(filtered).toEqual([
      { group: "VAT charged", items: [{ value: "NL", label: "Netherlands (21 %)" }] },
      { group: "Other countries (no VAT charged)", items: [{ value: "BQ", label: "Caribbean Netherlands" }] },
    ]);
    expect(countryFilter({ options: countryOptions(), search: "a", limit: 3 })).toHaveLength(3);
  });
});
