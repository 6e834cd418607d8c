import { describe, expect, it } from "vitest";
import { defaultSettings } from "../admin/settings.ts";
import { addMonths, commissionAfterRefund, mailboxOf, notEligibleForReferrer, REFERRER_CARD_REASON, referralCommission, selfReferralReason, type ReferralOrder } from "./referralCommission.ts";

const referral = { referrerId: "referrer", referrerEmail: "rita.referrer@example.com", referredAt: new Date("2026-01-31T10:00:00Z") };
const order: ReferralOrder = {
  customerId: "customer",
  customerEmail: "carl@example.com",
  total: 12100,
  taxTotal: 2100,
  currency: "EUR",
  paidAt: new Date("2026-02-10T12:00:00Z"),
  earlierPaidOrders: 0,
};

describe("referralCommission", () => {
  it("earns the rate of the first paid order net of tax, held for the holding period", () => {
    expect(referralCommission(order, referral, defaultSettings)).toEqual({
      earns: true,
      baseAmount: 10000,
      rateBasisPoints: 1000,
      amount: 1000,
      availableAt: new Date("2026-03-12T12:00:00Z"),
    });
  });

  it("earns nothing on a later order when only the first counts", () => {
    expect(referralCommission({ ...order, earlierPaidOrders: 1 }, referral, defaultSettings)).toEqual({ earns: false, reason: "Only the first paid order earns a commission." });
  });

  it("earns on every order within the months after signing up when set so, and not after", () => {
    const rules = { ...defaultSettings, referralCommissionOn: "ORDERS_WITHIN_MONTHS" as const, referralMonths: 1 };
    expect(referralCommission({ ...order, earlierPaidOrders: 3, paidAt: new Date("2026-02-28T10:00:00Z") }, referral, rules).earns).toBe(true);
    const late = referralCommission({ ...order, earlierPaidOrders: 3, paidAt: new Date("2026-02-28T10:00:01Z") }, referral, rules);
    expect(late).toEqual({ earns: false, reason: "Only orders within 1 months of signing up earn a commission." });
  });

  it("refuses the referrer's own account and their mailbox under another address", () => {
    expect(referralCommission({ ...order, customerId: "referrer" }, referral, defaultSettings)).toEqual({ earns: false, reason: "The referrer referred their own account." });
    expect(referralCommission({ ...order, customerEmail: "Rita.Referrer+second@example.com" }, referral, defaultSettings)).toEqual({
      earns: false,
      reason: "The referrer and the customer share an e-mail address.",
    });
    const gmail = { ...referral, referrerEmail: "rita.referrer@gmail.com" };
    expect(referralCommission({ ...order, customerEmail: "ritareferrer+x@googlemail.com" }, gmail, defaultSettings).earns).toBe(false);
  });

  it("refuses an order paid with a card that paid the referrer's own orders", () => {
    const withCards = { ...referral, referrerCardFingerprints: ["card-a", "card-b"] };
    expect(referralCommission({ ...order, cardFingerprints: ["card-b"] }, withCards, defaultSettings)).toEqual({ earns: false, reason: REFERRER_CARD_REASON });
    expect(referralCommission({ ...order, cardFingerprints: ["card-c"] }, withCards, defaultSettings).earns).toBe(true);
    expect(referralCommission({ ...order, cardFingerprints: [] }, withCards, defaultSettings).earns).toBe(true);
    expect(referralCommission(order, withCards, defaultSettings).earns).toBe(true);
    expect(selfReferralReason(withCards, { id: "customer", email: "carl@example.com", cardFingerprints: ["card-x", "card-a"] })).toBe("The customer paid with the referrer's card.");
    expect(selfReferralReason({ ...referral, referrerCardFingerprints: [""] }, { id: "customer", email: "carl@example.com", cardFingerprints: [""] })).toBeNull();
  });

  it("tells the referrer why a referral earns nothing, in their words, and keeps a studio's own note to itself", () => {
    expect(notEligibleForReferrer(null)).toBeNull();
    expect(notEligibleForReferrer(selfReferralReason(referral, { id: "customer", email: "rita.referrer+2@example.com" }))).toBe(
      "This account uses your own e-mail address: referring yourself earns no commission.",
    );
    expect(notEligibleForReferrer("Same card fingerprint as the referrer's own order")).not.toContain("fingerprint");
  });

  it("earns nothing on an order that costs nothing", () => {
    expect(referralCommission({ ...order, total: 0, taxTotal: 0 }, referral, defaultSettings)).toEqual({ earns: false, reason: "The order's amount earns no commission." });
  });
});

describe("mailboxOf", () => {
  it("keeps dots outside Gmail", () => {
    expect(mailboxOf("A.B+tag@Example.com")).toBe("a.b@example.com");
    expect(mailboxOf("a.b+tag@gmail.com")).toBe("ab@gmail.com");
  });
});

describe("addMonths", () => {
  it("lands on the last day of a shorter month", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-03-15T00:00:00Z"), 12).toISOString()).toBe("2027-03-15T00:00:00.000Z");
  });
});

describe("commissionAfterRefund", () => {
  it("keeps the share of what was kept, rounded down, and nothing after a full refund", () => {
    expect(commissionAfterRefund(1000, 12100, 0)).toBe(1000);
    expect(commissionAfterRefund(1000, 12100, 6050)).toBe(500);
    expect(commissionAfterRefund(999, 3, 1)).toBe(666);
    expect(commissionAfterRefund(1000, 12100, 12100)).toBe(0);
  });
});
