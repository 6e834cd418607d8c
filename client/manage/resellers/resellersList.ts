// What the resellers table lets the URL carry: the server's whitelist for `manageResellers(filter:)`
// (server/resellers/reseller.graphql.ts) and the bar's filters.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const resellersListSpec: ListSpec = {
  fields: ["email", "name", "wholesaleDiscountBasisPoints", "commissionRateBasisPoints", "suspendedAt", "createdAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["email", "name"],
};

export const resellersFilters: ListFilter[] = [{ kind: "dateRange", field: "createdAt", label: "Reseller since" }];
