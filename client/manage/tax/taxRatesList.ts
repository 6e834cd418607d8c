// What the tax-rate table lets the URL carry: the server's whitelist for `manageTaxRates(filter:)`
// (server/tax/taxRate.graphql.ts, taxRateListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";
import { activeFilter } from "../../ui/table/yesNoFilter.ts";

export const taxRatesListSpec: ListSpec = {
  fields: ["country", "region", "name", "active", "rateBasisPoints"],
  defaultOrderBy: [
    { field: "country", direction: "ASC" },
    { field: "region", direction: "ASC" },
  ],
  searchFields: ["name", "country"],
};

export const taxRatesFilters: ListFilter[] = [activeFilter];
