// What the reseller applications table lets the URL carry: the server's whitelist for
// `manageResellerApplications(filter:)` (server/resellers/resellerApplication.graphql.ts) and the bar's filters.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const RESELLER_APPLICATIONS_PATH = "/manage/reseller-applications";

export const APPLICATION_STATUS_LABELS = { SUBMITTED: "Submitted", APPROVED: "Approved", REJECTED: "Rejected" } as const;

export const resellerApplicationsListSpec: ListSpec = {
  fields: ["status", "companyName", "country", "applicantEmail", "createdAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["companyName", "applicantEmail"],
};

export const resellerApplicationsFilters: ListFilter[] = [
  {
    kind: "select",
    field: "status",
    label: "Status",
    placeholder: "Any status",
    options: (Object.keys(APPLICATION_STATUS_LABELS) as (keyof typeof APPLICATION_STATUS_LABELS)[]).map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
  },
  { kind: "dateRange", field: "createdAt", label: "Submitted" },
];
