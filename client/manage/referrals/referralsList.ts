// What the referrals screen's two tables let the URL carry: the server's whitelists for
// `manageReferrals(filter:)` and `manageCommissions(filter:)` (server/partners/referral.graphql.ts,
// commission.graphql.ts) and the filters their bars offer. The commissions table's parameters are prefixed
// (`commissionsFilters`, `commissionsPage`…) so both tables keep their own state in one URL.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";
import { COMMISSION_STATUS_LABELS, type CommissionStatusValue } from "../../ui/partners/partnerStatus.tsx";

export const REFERRALS_PATH = "/manage/referrals";

export const referralsListSpec: ListSpec = {
  fields: ["createdAt", "referrerEmail", "referredEmail"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["referrerEmail", "referredEmail"],
};

export const referralsFilters: ListFilter[] = [{ kind: "dateRange", field: "createdAt", label: "Signed up" }];

export const COMMISSION_SOURCE_LABELS = { REFERRAL: "Referral", RESELLER: "Reseller" } as const;

export const commissionsListSpec: ListSpec = {
  fields: ["status", "source", "amount", "availableAt", "createdAt", "partnerEmail", "orderNumber"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  // An order number matches exactly; any text also matches the partner's address.
  searchFields: [{ field: "orderNumber", operator: "EQUAL", when: /^\d{1,9}$/ }, "partnerEmail"],
  urlPrefix: "commissions",
};

export const commissionsFilters: ListFilter[] = [
  {
    kind: "select",
    field: "status",
    label: "Status",
    placeholder: "Any status",
    options: (Object.keys(COMMISSION_STATUS_LABELS) as CommissionStatusValue[]).map((status) => ({ value: status, label: COMMISSION_STATUS_LABELS[status] })),
  },
  {
    kind: "select",
    field: "source",
    label: "Source",
    placeholder: "Any source",
    options: (Object.keys(COMMISSION_SOURCE_LABELS) as (keyof typeof COMMISSION_SOURCE_LABELS)[]).map((source) => ({ value: source, label: COMMISSION_SOURCE_LABELS[source] })),
  },
  { kind: "dateRange", field: "availableAt", label: "Available" },
];
