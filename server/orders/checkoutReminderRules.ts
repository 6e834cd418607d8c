// The rule of reminding an unpaid order (an abandoned checkout): which orders may be reminded,
// and when the automatic reminder is due. One reminder per order, by the studio or automatically;
// never for an order that is paid, cancelled, expired, archived or flagged.
import { formatDate } from "../../common/dates.ts";
import { ORDER_STATUS_LABELS } from "../../common/orders/orderStatus.ts";
import type { Order, OrderStatus, Prisma } from "../db/generated/client.ts";
import { draftExpiresAt, payableOrderWhere } from "./payability.ts";

/** The states of an order the customer has not paid for yet: a checkout that may be abandoned. */
export const UNPAID_STATUSES = ["DRAFT", "PENDING_PAYMENT"] as const satisfies readonly OrderStatus[];

const HOUR_MS = 60 * 60 * 1000;

export type ReminderFacts = Pick<Order, "number" | "status" | "updatedAt" | "archivedAt" | "flaggedAt" | "reminderSentAt"> & {
  /** Where the reminder goes: the account's address, or the guest's. */
  email: string | null;
};

/** Why this order cannot be reminded now, in words for the studio; null: it can. */
export function reminderRefusal(order: ReminderFacts, now = new Date()): string | null {
  if (order.archivedAt) return "This order does not exist.";
  if (!(UNPAID_STATUSES as readonly OrderStatus[]).includes(order.status)) {
    return `Order ${order.number} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: only unpaid orders are reminded.`;
  }
  const expiresAt = draftExpiresAt(order);
  if (expiresAt && expiresAt <= now) return `Order ${order.number} expired on ${formatDate(expiresAt, "dayMonthYear", { timeZone: "UTC" })}: it can no longer be paid.`;
  if (order.reminderSentAt) return `A reminder of order ${order.number} was already sent on ${formatDate(order.reminderSentAt, "dateTime", { timeZone: "UTC" })} (UTC).`;
  if (order.flaggedAt) return `A payment for order ${order.number} needs the studio's attention first.`;
  if (!order.email) return `Order ${order.number} has no e-mail address to remind.`;
  return null;
}

/** The columns reminderRefusal reads of an order row, as a Prisma select. */
export const REMINDER_FACT_COLUMNS = { number: true, status: true, updatedAt: true, archivedAt: true, flaggedAt: true, reminderSentAt: true, guestEmail: true, user: { select: { email: true } } } as const;

/** Why a producer is not offered the reminder: chasing a payment is the bookkeeping's work. */
export const REMINDERS_ARE_BOOKKEEPING = "Payment reminders are sent by the studio's accountants and administrators.";

/** reminderRefusal of a row read with REMINDER_FACT_COLUMNS. */
export function storedOrderReminderRefusal(order: Omit<ReminderFacts, "email"> & Pick<Order, "guestEmail"> & { user: { email: string } | null }, now = new Date()): string | null {
  return reminderRefusal({ ...order, email: order.user?.email ?? order.guestEmail }, now);
}

/** The customer's consent to one reminder: a guest's at checkout, or a signed-in customer's standing one. */
export type ReminderConsent = Pick<Order, "reminderConsent"> & { user: { remindUnpaidOrders: boolean } | null };

/** Whether the customer agreed to be reminded of this order. */
export function agreedToReminder(order: ReminderConsent): boolean {
  return order.reminderConsent || !!order.user?.remindUnpaidOrders;
}

/** The columns agreedToReminder reads of an order row, as a Prisma select. */
export const REMINDER_CONSENT_COLUMNS = { reminderConsent: true, user: { select: { remindUnpaidOrders: true } } } as const;

/** The last moment a customer may have changed an order for its automatic reminder to be due. */
function idleSince(delayHours: number, now: Date): Date {
  return new Date(now.getTime() - delayHours * HOUR_MS);
}

/**
 * Whether the automatic reminder is due: the studio turned it on (`delayHours` > 0), the customer
 * agreed (at checkout, or for every order in their account), the order can be reminded, and
 * nobody changed it for `delayHours`.
 */
export function automaticReminderDue(order: ReminderFacts & ReminderConsent, delayHours: number, now = new Date()): boolean {
  return delayHours > 0 && agreedToReminder(order) && reminderRefusal(order, now) === null && order.updatedAt <= idleSince(delayHours, now);
}

/** automaticReminderDue as a database filter (the e-mail and the rest are checked per order). */
export function automaticReminderWhere(delayHours: number, now = new Date()): Prisma.OrderWhereInput {
  return {
    AND: [
      payableOrderWhere(now),
      { archivedAt: null, flaggedAt: null, reminderSentAt: null, updatedAt: { lte: idleSince(delayHours, now) } },
      { OR: [{ reminderConsent: true }, { user: { remindUnpaidOrders: true } }] },
    ],
  };
}
