// What the companies table lets the URL carry: the server's whitelist for `manageCompanies(filter:)`
// (server/companies/company.graphql.ts, companyListSpec) and the filters the bar offers.
import { countryOptions } from "../../ui/billingCountries.ts";
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const companiesListSpec: ListSpec = {
  fields: ["name", "vatNumber", "country", "city", "createdAt"],
  defaultOrderBy: [{ field: "name", direction: "ASC" }],
  searchFields: ["name", "vatNumber"],
};

export const companiesFilters: ListFilter[] = [
  { kind: "select", field: "country", label: "Country", placeholder: "Any country", options: countryOptions(), searchable: true },
  { kind: "dateRange", field: "createdAt", label: "Created" },
];
