// Whether a referred customer's paid order earns their referrer a commission, and how much: the
// referral programme's rule as one plain function (the settings say the rate, which orders count
// and how long a commission is held).
import type { StudioSettings } from "../admin/settings.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReferralOrder = {
  /** The customer who paid (a referred customer always orders from their account). */
  customerId: string;
  customerEmail: string;
  /** Total and tax in minor units: the commission is a share of the order net of tax. */
  total: number;
  taxTotal: number;
  currency: string;
  paidAt: Date;
  /** How many of the customer's orders were paid before this one. */
  earlierPaidOrders: number;
  /** The fingerprints of the cards that paid this order. */
  cardFingerprints?: readonly string[];
};

export type ReferralContext = { referrerId: string; referrerEmail: string; referredAt: Date };

export type ReferralCommission =
  | { earns: true; baseAmount: number; rateBasisPoints: number; amount: number; availableAt: Date }
  | { earns: false; reason: string };

type Rules = Pick<StudioSettings, "referralRateBasisPoints" | "referralCommissionOn" | "referralMonths" | "commissionHoldingDays">;

/**
 * An address as its mailbox receives it: lower case, without a +tag, and for Gmail without dots
 * (all of which reach the same person).
 */
export function mailboxOf(email: string): string {
  const [local, domain] = email.trim().toLowerCase().split("@");
  if (!domain) return email.trim().toLowerCase();
  const untagged = local.split("+")[0];
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? untagged.replaceAll(".", "") : untagged}@${gmail ? "gmail.com" : domain}`;
}

/** `months` calendar months after `from` (the last day of a shorter month when the day does not exist). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * Why a referral earns nothing at all: the same person under another account, mailbox or card.
 * `studio` is what the referral records (the studio's table shows it); `referrer` tells the
 * partner, on their referrals page, without naming anybody else.
 */
const SELF_REFERRAL_REASONS = {
  ownAccount: { studio: "The referrer referred their own account.", referrer: "This is your own account: referring yourself earns no commission." },
  sharedMailbox: {
    studio: "The referrer and the customer share an e-mail address.",
    referrer: "This account uses your own e-mail address: referring yourself earns no commission.",
  },
  referrerCard: {
    studio: "The customer paid with the referrer's card.",
    referrer: "Their order was paid with a card that paid one of your own orders: referring yourself earns no commission.",
  },
} as const;

export const REFERRER_CARD_REASON = SELF_REFERRAL_REASONS.referrerCard.studio;

/** What the referrer is told about a referral that earns nothing (`ineligibleReason` as recorded), or null when it can earn. */
export function notEligibleForReferrer(ineligibleReason: string | null): string | null {
  if (!ineligibleReason) return null;
  const known = Object.values(SELF_REFERRAL_REASONS).find((reason) => reason.studio === ineligibleReason);
  // A reason the studio wrote by hand is its own note, not for the referrer.
  return known?.referrer ?? "The studio found that this referral is you under another account: referring yourself earns no commission.";
}

/**
 * Why this referral earns nothing at all (the same person under another account, mailbox or
 * card), or null. `cardFingerprints`: the cards that paid the customer's order;
 * `referrerCardFingerprints`: the cards that paid the referrer's own orders.
 */
export function selfReferralReason(
  referral: ReferralContext & { referrerCardFingerprints?: readonly string[] },
  customer: { id: string; email: string; cardFingerprints?: readonly string[] },
): string | null {
  if (referral.referrerId === customer.id) return SELF_REFERRAL_REASONS.ownAccount.studio;
  if (mailboxOf(referral.referrerEmail) === mailboxOf(customer.email)) return SELF_REFERRAL_REASONS.sharedMailbox.studio;
  const referrerCards = new Set(referral.referrerCardFingerprints ?? []);
  if ((customer.cardFingerprints ?? []).some((fingerprint) => fingerprint !== "" && referrerCards.has(fingerprint))) return SELF_REFERRAL_REASONS.referrerCard.studio;
  return null;
}

export function referralCommission(order: ReferralOrder, referral: ReferralContext & { referrerCardFingerprints?: readonly string[] }, rules: Rules): ReferralCommission {
  const self = selfReferralReason(referral, { id: order.customerId, email: order.customerEmail, cardFingerprints: order.cardFingerprints });
  if (self) return { earns: false, reason: self };
  if (rules.referralCommissionOn === "FIRST_ORDER" && order.earlierPaidOrders > 0) return { earns: false, reason: "Only the first paid order earns a commission." };
  if (rules.referralCommissionOn === "ORDERS_WITHIN_MONTHS" && order.paidAt > addMonths(referral.referredAt, rules.referralMonths)) {
    return { earns: false, reason: `Only orders within ${rules.referralMonths} months of signing up earn a commission.` };
  }
  const baseAmount = Math.max(0, order.total - order.taxTotal);
  const amount = Math.floor((baseAmount * rules.referralRateBasisPoints) / 10_000);
  if (amount <= 0) return { earns: false, reason: "The order's amount earns no commission." };
  return { earns: true, baseAmount, rateBasisPoints: rules.referralRateBasisPoints, amount, availableAt: new Date(order.paidAt.getTime() + rules.commissionHoldingDays * DAY_MS) };
}

/**
 * What a commission is worth once part of its order is refunded: its share of what was kept
 * (rounded down, so a partner is never paid for money the studio returned).
 */
export function commissionAfterRefund(original: number, paid: number, refunded: number): number {
  if (paid <= 0 || refunded >= paid) return 0;
  return Math.floor((original * (paid - refunded)) / paid);
}
