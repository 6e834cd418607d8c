// What the discount-code table lets the URL carry: the server's whitelist for
// `manageDiscounts(filter:)` (server/discounts/discount.graphql.ts, discountListSpec) and the
// filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";
import { activeFilter } from "../../ui/table/yesNoFilter.ts";

export const discountsListSpec: ListSpec = {
  fields: ["code", "kind", "active", "startsAt", "endsAt", "redemptionCount", "createdAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["code"],
};

export const DISCOUNT_KIND_LABELS = { PERCENT: "Percentage", FIXED: "Fixed amount" } as const;

export const discountsFilters: ListFilter[] = [
  {
    kind: "select",
    field: "kind",
    label: "Kind",
    placeholder: "Any kind",
    options: Object.entries(DISCOUNT_KIND_LABELS).map(([value, label]) => ({ value, label })),
  },
  activeFilter,
];
