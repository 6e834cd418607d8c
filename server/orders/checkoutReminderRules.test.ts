import { describe, expect, it } from "vitest";
import { automaticReminderDue, reminderRefusal, type ReminderConsent, type ReminderFacts } from "./checkoutReminderRules.ts";

const now = new Date("2026-12-01T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

const unpaid = (overrides: Partial<ReminderFacts & ReminderConsent> = {}) => ({
  number: 10011,
  status: "DRAFT" as const,
  updatedAt: hoursAgo(25),
  archivedAt: null,
  flaggedAt: null,
  reminderSentAt: null,
  email: "guest@example.com",
  reminderConsent: true,
  user: null,
  ...overrides,
});

describe("reminderRefusal", () => {
  it("lets drafts and orders awaiting payment be reminded", () => {
    expect(reminderRefusal(unpaid(), now)).toBeNull();
    expect(reminderRefusal(unpaid({ status: "PENDING_PAYMENT", updatedAt: hoursAgo(24 * 60) }), now)).toBeNull();
  });

  it("refuses paid, cancelled and expired orders, a second reminder, a flagged order and one without an address", () => {
    expect(reminderRefusal(unpaid({ status: "PAID" }), now)).toBe("Order 10011 is paid: only unpaid orders are reminded.");
    expect(reminderRefusal(unpaid({ status: "CANCELLED" }), now)).toBe("Order 10011 is cancelled: only unpaid orders are reminded.");
    expect(reminderRefusal(unpaid({ updatedAt: hoursAgo(30 * 24) }), now)).toBe("Order 10011 expired on 1 December 2026: it can no longer be paid.");
    expect(reminderRefusal(unpaid({ reminderSentAt: hoursAgo(2) }), now)).toBe("A reminder of order 10011 was already sent on 1 Dec 2026, 10:00 (UTC).");
    expect(reminderRefusal(unpaid({ flaggedAt: hoursAgo(1) }), now)).toMatch(/needs the studio's attention/);
    expect(reminderRefusal(unpaid({ email: null }), now)).toBe("Order 10011 has no e-mail address to remind.");
    expect(reminderRefusal(unpaid({ archivedAt: hoursAgo(1) }), now)).toBe("This order does not exist.");
  });
});

describe("automaticReminderDue", () => {
  it("is due once the customer agreed and left the order for the studio's delay", () => {
    expect(automaticReminderDue(unpaid({ updatedAt: hoursAgo(24) }), 24, now)).toBe(true);
    expect(automaticReminderDue(unpaid({ updatedAt: hoursAgo(23.9) }), 24, now)).toBe(false);
  });

  it("is due for a signed-in customer who agreed in their profile, not for one who did not", () => {
    expect(automaticReminderDue(unpaid({ reminderConsent: false, user: { remindUnpaidOrders: true } }), 24, now)).toBe(true);
    expect(automaticReminderDue(unpaid({ reminderConsent: false, user: { remindUnpaidOrders: false } }), 24, now)).toBe(false);
  });

  it("is never due without consent, when the studio turned it off, or when a reminder cannot be sent", () => {
    expect(automaticReminderDue(unpaid({ reminderConsent: false }), 24, now)).toBe(false);
    expect(automaticReminderDue(unpaid(), 0, now)).toBe(false);
    expect(automaticReminderDue(unpaid({ reminderSentAt: hoursAgo(1) }), 24, now)).toBe(false);
    expect(automaticReminderDue(unpaid({ status: "PAID" }), 24, now)).toBe(false);
  });
});
