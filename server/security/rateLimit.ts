// Fixed-window counters in PostgreSQL, so every server process shares them (DESIGN.md §7).
import type { PrismaClient } from "../db/generated/client.ts";
import { RateLimitError } from "../errors.ts";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export const rateLimits = {
  // Every attempt from one address; an office or a school shares one, so the limit is generous.
  signIn: { name: "sign-in", limit: 60, windowSeconds: 15 * 60 },
  // Wrong passwords for one account: what guessing a password takes.
  failedSignIn: { name: "failed-sign-in", limit: 10, windowSeconds: 15 * 60 },
  register: { name: "register", limit: 5, windowSeconds: 60 * 60 },
  passwordReset: { name: "password-reset", limit: 5, windowSeconds: 60 * 60 },
  contact: { name: "contact", limit: 10, windowSeconds: 60 * 60 },
  guestOrder: { name: "guest-order", limit: 20, windowSeconds: 60 * 60 },
  orderLookup: { name: "order-lookup", limit: 10, windowSeconds: 15 * 60 },
  cardAttempt: { name: "card-attempt", limit: 20, windowSeconds: 60 * 60 },
  // Each call costs the studio an OpenRouter request; a customer writing a dozen messages needs a few per message.
  scriptAssistant: { name: "script-assistant", limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Counts one attempt for `subject` (an ip, an e-mail) and throws RateLimitError past the limit. */
export async function consumeRateLimit(prisma: PrismaClient, rule: RateLimitRule, subject: string) {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const rows = await prisma.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count", "updatedAt")
    VALUES (${key}, now(), 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${rule.windowSeconds}) THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${rule.windowSeconds}) THEN now() ELSE "RateLimit"."windowStart" END,
      "updatedAt" = now()
    RETURNING "count", "windowStart"`;
  const { count, windowStart } = rows[0];
  if (count > rule.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000);
    throw new RateLimitError(Math.max(1, retryAfter));
  }
}

/** Throws RateLimitError when `subject` has used up `rule` already, without counting an attempt. */
export async function assertUnderRateLimit(prisma: PrismaClient, rule: RateLimitRule, subject: string) {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.windowStart.getTime() < Date.now() - rule.windowSeconds * 1000 || row.count < rule.limit) return;
  throw new RateLimitError(Math.max(1, Math.ceil((row.windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000)));
}
