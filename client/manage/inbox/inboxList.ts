// What the inbox table lets the URL carry: the server's whitelist for `contactMessages(filter:)`
// (server/contact/contactMessage.graphql.ts, contactMessageListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const inboxListSpec: ListSpec = {
  fields: ["kind", "email", "name", "handledAt", "createdAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["name", "email"],
};

export const KIND_LABELS = { CONTACT: "Contact", QUOTE: "Quote request", PARTNERSHIP: "Partnership" } as const;
export type KindValue = keyof typeof KIND_LABELS;
export const KINDS = Object.keys(KIND_LABELS) as KindValue[];

export function kindLabel(kind: string): string {
  return kind in KIND_LABELS ? KIND_LABELS[kind as KindValue] : kind;
}

/*
 * Handled: the list-query language has no "is null" test and Prisma's `not` leaves out nulls, so
 * "not handled yet" (handledAt null) cannot be a condition. The status filter offers "Handled"
 * (every handled message has a handledAt after the epoch); the unhandled ones come first with the
 * order `handledAt~DESC` (PostgreSQL sorts nulls first when descending), which UNHANDLED_FIRST
 * links to. Dates are filtered under "Advanced" (e.g. `createdAt~MORE_THAN~2026-01-01`).
 */
export const HANDLED_CONDITION = { key: "handledAt", operator: "MORE_THAN", values: ["1970-01-01"] } as const;
export const UNHANDLED_FIRST_ORDER = "handledAt~DESC,createdAt~DESC";

export const inboxFilters: ListFilter[] = [
  {
    kind: "select",
    field: "kind",
    label: "Kind",
    placeholder: "Any kind",
    options: KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
  },
  {
    kind: "select",
    field: "handledAt",
    label: "Status",
    placeholder: "Any status",
    options: [{ value: "handled", label: "Handled", conditions: [{ ...HANDLED_CONDITION, values: [...HANDLED_CONDITION.values] }] }],
  },
];

/** The URL parameter naming the message open in the detail drawer (its global id). */
export const MESSAGE_PARAM = "message";

/** The current search with the drawer opened on `id` (or closed with null); list state is kept. */
export function withOpenMessage(search: URLSearchParams | string, id: string | null): string {
  const next = new URLSearchParams(search);
  if (id) next.set(MESSAGE_PARAM, id);
  else next.delete(MESSAGE_PARAM);
  const text = next.toString();
  return text ? `?${text}` : "?";
}
