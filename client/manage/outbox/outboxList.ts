// What the outbox table lets the URL carry: the server's whitelist for `emailOutbox(filter:)`
// (server/email/emailMessage.graphql.ts, emailOutboxListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const outboxListSpec: ListSpec = {
  fields: ["status", "to", "subject", "attempts", "createdAt", "sentAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["to", "subject"],
};

/** How the screens name each status, and the badge's colour. */
export const EMAIL_STATUSES = {
  PENDING: { label: "Waiting", color: "yellow" },
  SENT: { label: "Sent", color: "teal" },
  FAILED: { label: "Failed", color: "red" },
  KEPT: { label: "Kept, not sent", color: "gray" },
} as const;
export type EmailStatusValue = keyof typeof EMAIL_STATUSES;

export function emailStatusLabel(status: string): string {
  return status in EMAIL_STATUSES ? EMAIL_STATUSES[status as EmailStatusValue].label : status;
}

export function emailStatusColor(status: string): string {
  return status in EMAIL_STATUSES ? EMAIL_STATUSES[status as EmailStatusValue].color : "gray";
}

export const outboxFilters: ListFilter[] = [
  {
    kind: "select",
    field: "status",
    label: "Status",
    placeholder: "Any status",
    options: (Object.keys(EMAIL_STATUSES) as EmailStatusValue[]).map((status) => ({ value: status, label: EMAIL_STATUSES[status].label })),
  },
  { kind: "dateRange", field: "createdAt", label: "Written" },
];
