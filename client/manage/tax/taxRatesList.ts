// What the tax-rate table lets the URL carry: the server's whitelist for `manageTaxRates(filter:)`
// (server/tax/taxRate.graphql.ts, taxRateListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const taxRatesListSpec: ListSpec = {
  fields: ["country", "region", "name", "active", "rateBasisPoints"],
  defaultOrderBy: [
    { field: "country", direction: "ASC" },
    { field: "region", direction: "ASC" },
  ],
  searchFields: ["name", "country"],
};

export const taxRatesFilters: ListFilter[] = [
  {
    kind: "select",
    field: "active",
    label: "Status",
    placeholder: "Any status",
    options: [
      { value: "true", label: "Active" },
      { value: "false", label: "Inactive" },
    ],
  },
];

const countryNames = (() => {
  try {
    return new Intl.DisplayNames(["en-GB"], { type: "region" });
  } catch {
    return null;
  }
})();

/** "NL" → "Netherlands"; the code itself when the browser does not know it. */
export function countryName(code: string): string {
  try {
    return countryNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
