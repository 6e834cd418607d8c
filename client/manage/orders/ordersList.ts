// What the order desk's table lets the URL carry: the server's whitelist for
// `manageOrders(filter:)` (server/orders/orderDesk.graphql.ts, manageOrderListSpec), the filters
// the bar offers, and the quick views (work due today, overdue work, revisions asked for, unpaid
// checkouts).
import type { Condition } from "../../../common/listQuery/index.ts";
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import { conditionsOn, localDateTime, readDateRange, sameConditions, type ListSpec } from "../../ui/table/listQueryUrl.ts";
import { yesNoFilter } from "../../ui/table/yesNoFilter.ts";
import { ORDER_STATUS_LABELS, type OrderStatusValue } from "../../../common/orders/orderStatus.ts";

export const ordersListSpec: ListSpec = {
  fields: [
    "number",
    "status",
    "service",
    "serviceName",
    "voice",
    "rush",
    "total",
    "currency",
    "createdAt",
    "placedAt",
    "paidAt",
    "dueAt",
    "deliveredAt",
    "customerEmail",
    "customerName",
    "guestEmail",
    "guestName",
    "company",
    "flaggedAt",
  ],
  defaultOrderBy: [
    { field: "placedAt", direction: "DESC" },
    { field: "createdAt", direction: "DESC" },
  ],
  // Order numbers are integers: matched exactly, and only when the text is one.
  searchFields: [{ field: "number", operator: "EQUAL", when: /^\d{1,9}$/ }, "customerEmail", "guestEmail", "customerName", "guestName"],
};

/** The states in which the studio owes the customer recordings: what "due" and "overdue" count. */
export const OPEN_WORK_STATUSES: readonly OrderStatusValue[] = ["PAID", "IN_PRODUCTION", "REVISION_REQUESTED"];

const openWork: Condition = { key: "status", operator: "IN", values: [...OPEN_WORK_STATUSES] };

/** Whether an order in `status` due at `dueAt` is late at `now`. */
export function isOverdue(status: string, dueAt: string | null | undefined, now: Date = new Date()): boolean {
  return !!dueAt && (OPEN_WORK_STATUSES as readonly string[]).includes(status) && new Date(dueAt) < now;
}

/**
 * What the customer has not paid for yet (server/orders/checkoutReminderRules.ts, UNPAID_STATUSES):
 * abandoned checkouts. manageOrders lists drafts only when the status filter names them (or on a search).
 */
export const UNPAID_STATUSES: readonly OrderStatusValue[] = ["DRAFT", "PENDING_PAYMENT"];

const unpaid: Condition = { key: "status", operator: "IN", values: [...UNPAID_STATUSES] };

const LISTED_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatusValue[];

/** A service the service filter offers. */
export type ServiceOption = { slug: string; name: string };

/**
 * "Needs attention": every flagged order has a flaggedAt after the epoch (the language has no
 * "is not null" test).
 */
const FLAGGED: Condition = { key: "flaggedAt", operator: "MORE_THAN", values: ["1970-01-01"] };

/** A voice the voice filter offers (orders name their voice by its name). */
export type VoiceOption = { name: string };

export function ordersFilters(services: readonly ServiceOption[], voices: readonly VoiceOption[] = []): ListFilter[] {
  return [
    {
      kind: "select",
      field: "status",
      label: "Status",
      placeholder: "Any status",
      options: [
        { value: "open", label: "Open work", conditions: [openWork] },
        { value: "unpaid", label: "Unpaid checkouts", conditions: [unpaid] },
        ...LISTED_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
      ],
    },
    {
      kind: "select",
      field: "service",
      label: "Service",
      placeholder: "Any service",
      options: services.map((service) => ({ value: service.slug, label: service.name })),
    },
    {
      kind: "select",
      field: "voice",
      label: "Voice",
      placeholder: "Any voice",
      options: voices.map((voice) => ({ value: voice.name, label: voice.name })),
    },
    yesNoFilter("rush", "Delivery", "Rush or standard", ["Rush", "Standard"]),
    {
      kind: "select",
      field: "flaggedAt",
      label: "Attention",
      placeholder: "Any order",
      options: [{ value: "flagged", label: "Needs attention", conditions: [FLAGGED] }],
    },
    { kind: "dateRange", field: "paidAt", label: "Paid" },
    { kind: "dateRange", field: "dueAt", label: "Due" },
    { kind: "numberRange", field: "total", label: "Total", scale: 100 },
  ];
}

// ---- Quick views ----------------------------------------------------------------------------------

/** A quick view owns the conditions on these fields; the other filters stay as they are. */
export const QUICK_VIEW_FIELDS = ["status", "dueAt"] as const;

export type QuickView = {
  key: string;
  label: string;
  /** The conditions on QUICK_VIEW_FIELDS that show this view, as of `now`. */
  conditions: (now: Date) => Condition[];
  /** Whether the URL's conditions on QUICK_VIEW_FIELDS are this view's. */
  matches: (filters: readonly Condition[], now: Date) => boolean;
};

/** YYYY-MM-DD of the admin's local day. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const ownConditions = (filters: readonly Condition[]) => QUICK_VIEW_FIELDS.flatMap((field) => conditionsOn(filters, field));

export const QUICK_VIEWS: readonly QuickView[] = [
  {
    key: "all",
    label: "All orders",
    conditions: () => [],
    matches: (filters) => ownConditions(filters).length === 0,
  },
  {
    key: "dueToday",
    label: "Due today",
    conditions: (now) => [openWork, { key: "dueAt", operator: "BETWEEN", values: [localDateTime(localDay(now), "start"), localDateTime(localDay(now), "end")] }],
    matches: (filters, now) => {
      const [from, to] = readDateRange(filters, "dueAt");
      const due = conditionsOn(filters, "dueAt");
      return sameConditions(conditionsOn(filters, "status"), [openWork]) && due[0]?.operator === "BETWEEN" && from === localDay(now) && to === localDay(now);
    },
  },
  {
    key: "overdue",
    label: "Overdue",
    conditions: (now) => [openWork, { key: "dueAt", operator: "LESS_THAN", values: [now.toISOString()] }],
    matches: (filters) => {
      const due = conditionsOn(filters, "dueAt");
      return sameConditions(conditionsOn(filters, "status"), [openWork]) && due.length === 1 && due[0].operator === "LESS_THAN";
    },
  },
  {
    key: "revision",
    label: "Revision requested",
    conditions: () => [{ key: "status", operator: "EQUAL", values: ["REVISION_REQUESTED"] }],
    matches: (filters) =>
      conditionsOn(filters, "dueAt").length === 0 && sameConditions(conditionsOn(filters, "status"), [{ key: "status", operator: "EQUAL", values: ["REVISION_REQUESTED"] }]),
  },
  {
    key: "unpaid",
    label: "Unpaid checkouts",
    conditions: () => [unpaid],
    matches: (filters) => conditionsOn(filters, "dueAt").length === 0 && sameConditions(conditionsOn(filters, "status"), [unpaid]),
  },
];

/** The filters with a quick view's conditions in place of those on QUICK_VIEW_FIELDS. */
export function applyQuickView(filters: readonly Condition[], view: QuickView, now: Date): Condition[] {
  const others = filters.filter((condition) => !(QUICK_VIEW_FIELDS as readonly string[]).includes(condition.key));
  return [...others, ...view.conditions(now)];
}
