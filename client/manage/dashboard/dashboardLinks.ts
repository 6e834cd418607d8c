// Where each figure of the dashboard leads: the table behind it, filtered by the URL's list query
// as the figure is counted (server/admin/dashboard.ts). The order desk's own quick views give the
// due and overdue work, so the dashboard and the desk cannot disagree about what is due.
import type { Condition } from "../../../common/listQuery/index.ts";
import { dateRangeConditions } from "../../ui/table/listQueryUrl.ts";
import { ORDERS_PATH, filteredListPath } from "../paths.ts";
import { QUICK_VIEWS } from "../orders/ordersList.ts";
import { PAYMENTS_PATH } from "../payments/paymentsList.ts";
import { PAYOUTS_PATH } from "../payouts/payoutsList.ts";
import { RESELLER_APPLICATIONS_PATH } from "../resellerApplications/resellerApplicationsList.ts";
import { UNHANDLED_FIRST_ORDER, withOpenMessage } from "../inbox/inboxList.ts";

export const INBOX_PATH = "/manage/inbox";

/** Payments that took the customer's money (server/payments/paymentStates.ts, SETTLED_PAYMENT_STATUSES). */
const SETTLED: Condition = { key: "status", operator: "IN", values: ["SUCCEEDED", "PARTIALLY_REFUNDED", "REFUNDED"] };

function path(base: string, conditions: Condition[]): string {
  // Every value here is a date, a status or a currency code: the language always carries them.
  return filteredListPath(base, conditions) ?? base;
}

function quickView(key: string, now: Date): string {
  const view = QUICK_VIEWS.find((candidate) => candidate.key === key);
  if (!view) throw new Error(`The order desk has no quick view "${key}".`);
  return path(ORDERS_PATH, view.conditions(now));
}

export const dashboardLinks = {
  dueToday: (now: Date) => quickView("dueToday", now),
  overdue: (now: Date) => quickView("overdue", now),
  revisionRequested: (now: Date) => quickView("revision", now),
  ordersInStatus: (status: string) => path(ORDERS_PATH, [{ key: "status", operator: "EQUAL", values: [status] }]),
  /** The orders paid from the first to the last day (YYYY-MM-DD, local days). */
  paidOrders: (from: string, to: string) => path(ORDERS_PATH, dateRangeConditions("paidAt", [from, to])),
  /** The settled payments in `currency` opened from the first to the last day: what the revenue adds up. */
  payments: (from: string, to: string, currency: string) =>
    path(PAYMENTS_PATH, [SETTLED, { key: "currency", operator: "EQUAL", values: [currency] }, ...dateRangeConditions("createdAt", [from, to])]),
  pendingResellerApplications: () => path(RESELLER_APPLICATIONS_PATH, [{ key: "status", operator: "EQUAL", values: ["SUBMITTED"] }]),
  requestedPayouts: () => path(PAYOUTS_PATH, [{ key: "status", operator: "EQUAL", values: ["REQUESTED"] }]),
  /** The inbox with the messages not yet handled first (the language cannot filter "not handled"). */
  unhandledMessages: () => `${INBOX_PATH}?${new URLSearchParams({ orderBy: UNHANDLED_FIRST_ORDER })}`,
  /** The inbox with one message open in its drawer. */
  message: (globalId: string) => `${INBOX_PATH}${withOpenMessage("", globalId)}`,
};
