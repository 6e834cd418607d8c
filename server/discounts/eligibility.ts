// Whether a discount code applies to an order, and how much it takes off: a pure function of the
// discount's row and the order's numbers, so the quote, the payment step and the tests all ask
// the same question and get the same sentence back.
//
// Rules (DOMAIN.md: line discounts, then order discounts, then tax):
// - `subtotal` is the order's subtotal after line discounts and before this (order) discount and
//   tax, in minor units of `currency`. Tax is computed afterwards on subtotal − amount.
// - PERCENT: amount = subtotal × basis points / 10 000, rounded half away from zero.
//   FIXED: amount = min(discount amount, subtotal) — a code never makes an order negative.
// - Validity window, compared with `now`: `startsAt` is inclusive (usable from that instant on),
//   `endsAt` is exclusive (not usable at that instant any more). A window that ends at
//   1 December 2026 00:00 UTC thus covers the whole of 30 November, and the refusal says
//   "expired on 30 November 2026" (the last day it could be used). Dates in messages are UTC
//   days written in en-GB with the month in full ("1 December 2026").
// - Money in messages is written in en-GB whatever the visitor's locale ("€50.00").
// - Checks run in this order and the first failure is the answer: unknown code, inactive
//   (switched off or archived), not started, expired, currency, service, minimum subtotal,
//   used up, customer limit.
// - Currency: a FIXED code (and a minimum subtotal) is an amount in the code's currency; an order
//   in another currency is refused with CURRENCY. A PERCENT code without a minimum works in any
//   currency.
// - Usage limits count reservations that are held (payment started) and confirmed (paid). An
//   order that already holds a redemption of this code (`orderHoldsRedemption`) is not refused
//   for limits its own redemption fills.
import { formatDate } from "../../common/dates.ts";
import { formatMoney } from "../../common/money.ts";
import { basisPointsOf } from "../orders/rounding.ts";

/** Why a code was refused; the GraphQL enum `DiscountRefusal` has the same values. */
export const DiscountRefusal = {
  UNKNOWN_CODE: "UNKNOWN_CODE",
  INACTIVE: "INACTIVE",
  NOT_STARTED: "NOT_STARTED",
  EXPIRED: "EXPIRED",
  CURRENCY: "CURRENCY",
  SERVICE: "SERVICE",
  MINIMUM_SUBTOTAL: "MINIMUM_SUBTOTAL",
  USED_UP: "USED_UP",
  CUSTOMER_LIMIT: "CUSTOMER_LIMIT",
} as const;
export type DiscountRefusal = (typeof DiscountRefusal)[keyof typeof DiscountRefusal];
export const DISCOUNT_REFUSALS = Object.values(DiscountRefusal) as readonly DiscountRefusal[];

/** What checkDiscount reads of a Discount row (plus the ids of the services it is limited to). */
export type EligibleDiscount = {
  code: string;
  kind: "PERCENT" | "FIXED";
  percentBasisPoints: number | null;
  amount: number | null;
  currency: string;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  perCustomerLimit: number | null;
  minimumSubtotal: number;
  redemptionCount: number;
  active: boolean;
  archivedAt?: Date | null;
  /** Empty: every service. */
  serviceIds: readonly string[];
};

export type DiscountContext = {
  now: Date;
  /** Minor units: the order's subtotal after line discounts, before this discount and tax. */
  subtotal: number;
  currency: string;
  serviceId: string;
  /** For the SERVICE refusal: "This code does not apply to Mobile voicemail." */
  serviceName: string;
  /** Held or confirmed redemptions of this code by the same customer, this order's own excluded. */
  priorRedemptionsByCustomer: number;
  /** The order already holds a redemption of this code (counted in redemptionCount). */
  orderHoldsRedemption?: boolean;
};

export type DiscountCheck = { ok: true; amount: number } | { ok: false; reason: DiscountRefusal; message: string };

// ---- Messages -----------------------------------------------------------------------------------

export const discountRefusalMessages = {
  UNKNOWN_CODE: () => "This code does not exist.",
  INACTIVE: () => "This code is no longer active.",
  NOT_STARTED: (startsAt: Date) => `This code can be used from ${formatDate(startsAt, "dayMonthYear", { timeZone: "UTC" })}.`,
  /** `endsAt` is exclusive: the message names the last day the code could be used. */
  EXPIRED: (endsAt: Date) => `This code expired on ${formatDate(new Date(endsAt.getTime() - 1), "dayMonthYear", { timeZone: "UTC" })}.`,
  CURRENCY: (currency: string) => `This code can only be used for prices in ${currency}.`,
  SERVICE: (serviceName: string) => `This code does not apply to ${serviceName}.`,
  MINIMUM_SUBTOTAL: (minimum: number, currency: string) => `This code needs a subtotal of at least ${formatMoney(minimum, currency, "en-GB")}.`,
  USED_UP: () => "This code has been used the maximum number of times.",
  CUSTOMER_LIMIT: (limit: number) => (limit > 1 ? "You have already used this code the maximum number of times." : "You have already used this code."),
} as const;

function refuse(reason: DiscountRefusal, message: string): DiscountCheck {
  return { ok: false, reason, message };
}

// ---- Amounts ------------------------------------------------------------------------------------

/** What the code takes off `subtotal` (never more than the subtotal, never negative). */
export function discountAmount(discount: Pick<EligibleDiscount, "kind" | "percentBasisPoints" | "amount">, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const amount = discount.kind === "PERCENT" ? basisPointsOf(subtotal, discount.percentBasisPoints ?? 0) : (discount.amount ?? 0);
  return Math.min(Math.max(0, amount), subtotal);
}

// ---- The check ----------------------------------------------------------------------------------

/** Whether `discount` (null: no such code) applies in `context`, and its amount when it does. */
export function checkDiscount(discount: EligibleDiscount | null, context: DiscountContext): DiscountCheck {
  if (!discount) return refuse("UNKNOWN_CODE", discountRefusalMessages.UNKNOWN_CODE());
  if (!discount.active || discount.archivedAt) return refuse("INACTIVE", discountRefusalMessages.INACTIVE());

  const now = context.now.getTime();
  if (discount.startsAt && now < discount.startsAt.getTime()) {
    return refuse("NOT_STARTED", discountRefusalMessages.NOT_STARTED(discount.startsAt));
  }
  if (discount.endsAt && now >= discount.endsAt.getTime()) {
    return refuse("EXPIRED", discountRefusalMessages.EXPIRED(discount.endsAt));
  }

  const sameCurrency = discount.currency.toUpperCase() === context.currency.toUpperCase();
  if (!sameCurrency && (discount.kind === "FIXED" || discount.minimumSubtotal > 0)) {
    return refuse("CURRENCY", discountRefusalMessages.CURRENCY(discount.currency));
  }
  if (discount.serviceIds.length > 0 && !discount.serviceIds.includes(context.serviceId)) {
    return refuse("SERVICE", discountRefusalMessages.SERVICE(context.serviceName));
  }
  if (context.subtotal < discount.minimumSubtotal) {
    return refuse("MINIMUM_SUBTOTAL", discountRefusalMessages.MINIMUM_SUBTOTAL(discount.minimumSubtotal, discount.currency));
  }

  if (!context.orderHoldsRedemption) {
    if (discount.maxRedemptions !== null && discount.redemptionCount >= discount.maxRedemptions) {
      return refuse("USED_UP", discountRefusalMessages.USED_UP());
    }
    if (discount.perCustomerLimit !== null && context.priorRedemptionsByCustomer >= discount.perCustomerLimit) {
      return refuse("CUSTOMER_LIMIT", discountRefusalMessages.CUSTOMER_LIMIT(discount.perCustomerLimit));
    }
  }

  return { ok: true, amount: discountAmount(discount, context.subtotal) };
}
