// The card rules of the local test gateway: the well-known test numbers decide the outcome, and the
// form's fields are checked the way Stripe's card form checks them, with Stripe's own wording.
import { createHash } from "node:crypto";
import { ValidationError, type FieldIssue } from "../errors.ts";

export type TestCardInput = { cardNumber: string; expiry: string; cvc: string };

export type TestCardOutcome = { succeeded: true } | { succeeded: false; message: string; declineCode: string };

export const TEST_CARD_HINT = "Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.";

const TEST_CARDS: Record<string, TestCardOutcome> = {
  "4242424242424242": { succeeded: true },
  // A second card that succeeds (Stripe's Visa debit test number): another card, another fingerprint.
  "4000056655665556": { succeeded: true },
  "4000000000000002": { succeeded: false, message: "Your card was declined.", declineCode: "generic_decline" },
  "4000000000009995": { succeeded: false, message: "Your card has insufficient funds.", declineCode: "insufficient_funds" },
};

/** MM/YY (or MM/YYYY) as the last month the card is valid, or a message saying what is wrong. */
function expiryIssue(expiry: string, now: Date): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  // A card is valid until the end of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return "Your card's expiration date is in the past.";
  return null;
}

/**
 * What the test gateway answers for a card. Malformed fields throw a ValidationError naming
 * `input.cardNumber`, `input.expiry` and `input.cvc`; a well-formed card succeeds or is declined.
 */
export function checkTestCard(input: TestCardInput, now = new Date()): TestCardOutcome {
  const issues: FieldIssue[] = [];
  const outcome = TEST_CARDS[input.cardNumber.replace(/[\s-]/g, "")];
  if (!outcome) issues.push({ path: ["input", "cardNumber"], message: TEST_CARD_HINT });
  const expiry = expiryIssue(input.expiry, now);
  if (expiry) issues.push({ path: ["input", "expiry"], message: expiry });
  if (!/^\d{3,4}$/.test(input.cvc.trim())) issues.push({ path: ["input", "cvc"], message: "Your card's security code is incomplete." });
  if (issues.length > 0) throw new ValidationError(issues);
  return outcome!;
}

/**
 * The test card's fingerprint, as Stripe gives one: the same number always gives the same value,
 * and the number cannot be read back from it (only this is stored, never the number).
 */
export function testCardFingerprint(cardNumber: string): string {
  return createHash("sha256").update(`studiofront test card ${cardNumber.replace(/[\s-]/g, "")}`).digest("base64url").slice(0, 16);
}
