// The pure part of the payment pages: which view an order gets, the pay button's label, and the
// test card form's formatting and checks.
import { formatMoney } from "../../../common/money.ts";
import { formatDate } from "../../../common/dates.ts";

// ---- Which view ----

export type OrderView =
  /** Awaiting payment and not expired: the checkout. */
  | "pay"
  /** A draft (or unpaid order) past its lifetime: start again. */
  | "expired"
  /** A quote the studio has not priced yet. */
  | "quote"
  | "cancelled"
  /** Paid, and everything after: the order's status and timeline. */
  | "status";

export function orderView(order: { status: string; payable: boolean }): OrderView {
  switch (order.status) {
    case "DRAFT":
    case "PENDING_PAYMENT":
      return order.payable ? "pay" : "expired";
    case "QUOTE_REQUESTED":
      return "quote";
    case "CANCELLED":
      return "cancelled";
    default:
      return "status";
  }
}

/** Statuses reached once the order has been paid (refunds included). */
export function isPaidStatus(status: string): boolean {
  return orderView({ status, payable: false }) === "status";
}

/** "Pay €35.09"; with nothing to pay (a discount covered it all) "Place order (nothing to pay)". */
export function payLabel(total: number, currency: string): string {
  if (total <= 0) return NOTHING_TO_PAY_LABEL;
  return `Pay ${formatMoney(total, currency)}`;
}

export const NOTHING_TO_PAY_LABEL = "Place order (nothing to pay)";

// ---- Durations, dates ----

/** 75 → "1 min 15 s"; 40 → "40 s". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "Friday 14 March 2025" */
export function formatLongDate(iso: string): string {
  return formatDate(iso, "weekdayDate");
}

// ---- Test card form ----

/** "4242424242424242" → "4242 4242 4242 4242" (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** What the expiry field shows while typing: "1" → "1", "12" → "12 / ", "1228" → "12 / 28". */
export function formatExpiry(input: string, previous = ""): string {
  let digits = input.replace(/\D/g, "").slice(0, 4);
  // "4" can only be April: "04 / ".
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit too.
  const deleting = input.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The MM/YY the server expects from what the field shows. */
export function expiryValue(shown: string): string {
  const digits = shown.replace(/\D/g, "");
  return digits.length >= 3 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : shown.trim();
}

export type CardFields = { cardNumber: string; expiry: string; cvc: string };

export const cardMessages = {
  number: "Your card number is incomplete.",
  expiry: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

/** The card form's field messages before anything is sent (the wording of Stripe's card form). */
export function cardFieldErrors(fields: CardFields, now = new Date()): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const digits = fields.cardNumber.replace(/\D/g, "");
  if (digits.length < 12) errors.cardNumber = cardMessages.number;
  const expiry = /^(\d{2})\/(\d{2})$/.exec(expiryValue(fields.expiry));
  if (!expiry) errors.expiry = cardMessages.expiry;
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = cardMessages.expiryInvalid;
    else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = cardMessages.expiryPast;
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = cardMessages.cvc;
  return errors;
}
