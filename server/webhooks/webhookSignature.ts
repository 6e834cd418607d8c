// Signatures of outgoing webhooks, in the manner of Stripe's: the header
//     Studiofront-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
// keyed with the endpoint's secret (`whsec_…`). A receiver recomputes the HMAC over the raw body it
// received and refuses a timestamp further than the tolerance from its clock (replays).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Studiofront-Signature";
/** How far a signature's timestamp may be from the receiver's clock: 5 minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The header's value for `body` signed at `now`. */
export function signWebhook(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type VerifyResult = { ok: true; timestamp: number } | { ok: false; reason: string };

/**
 * Checks a Studiofront-Signature header against the raw body: some v1 signature must match and the
 * timestamp must be within `toleranceSeconds` of `now`.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  options: { toleranceSeconds?: number; now?: Date } = {},
): VerifyResult {
  if (!header) return { ok: false, reason: "No signature header." };
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamps = parts.filter(([key]) => key === "t").map(([, value]) => Number(value));
  const signatures = parts.filter(([key, value]) => key === "v1" && value).map(([, value]) => value);
  const timestamp = timestamps[0];
  if (timestamps.length !== 1 || !Number.isInteger(timestamp)) return { ok: false, reason: "The header has no timestamp." };
  if (signatures.length === 0) return { ok: false, reason: "The header has no v1 signature." };
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "No signature matches the body." };
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return { ok: false, reason: "The timestamp is outside the tolerance." };
  return { ok: true, timestamp };
}
