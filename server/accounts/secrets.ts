import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A random, URL-safe secret for cookies, API tokens and links. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Keyed hash of a secret: what the database keeps, so a leaked table grants nothing. */
export function hashSecret(key: string, secret: string): string {
  return createHmac("sha256", key).update(secret).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Human-friendly code (no 0/O or 1/I) for referral links. */
export function referralCode(length = 8): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join("");
}
