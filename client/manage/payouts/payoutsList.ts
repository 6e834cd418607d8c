// What the payouts table lets the URL carry: the server's whitelist for `managePayouts(filter:)`
// (server/partners/payout.graphql.ts, payoutListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";
import { PAYOUT_STATUS_LABELS, type PayoutStatusValue } from "../../ui/partners/partnerStatus.tsx";

export const PAYOUTS_PATH = "/manage/payouts";

export const payoutsListSpec: ListSpec = {
  fields: ["status", "amount", "createdAt", "paidAt", "partnerEmail", "reference"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["partnerEmail"],
};

export const payoutsFilters: ListFilter[] = [
  {
    kind: "select",
    field: "status",
    label: "Status",
    placeholder: "Any status",
    options: (Object.keys(PAYOUT_STATUS_LABELS) as PayoutStatusValue[]).map((status) => ({ value: status, label: PAYOUT_STATUS_LABELS[status] })),
  },
  { kind: "dateRange", field: "createdAt", label: "Requested" },
];
