// Fixed-window counters in PostgreSQL, so every server process shares them (DESIGN.md §7).
import type { PrismaClient } from "../db/generated/client.ts";
import { RateLimitError } from "../errors.ts";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export const rateLimits = {
  // Sign-in attempts from one address (an office or a school shares one, so the limit is generous)
  // and at one account since its last success; past either, signing in asks for the bot-check.
  signIn: { name: "sign-in", limit: 60, windowSeconds: 15 * 60 },
  accountSignIn: { name: "account-sign-in", limit: 10, windowSeconds: 15 * 60 },
  register: { name: "register", limit: 5, windowSeconds: 60 * 60 },
  passwordReset: { name: "password-reset", limit: 5, windowSeconds: 60 * 60 },
  contact: { name: "contact", limit: 10, windowSeconds: 60 * 60 },
  guestOrder: { name: "guest-order", limit: 20, windowSeconds: 60 * 60 },
  orderLookup: { name: "order-lookup", limit: 10, windowSeconds: 15 * 60 },
  cardAttempt: { name: "card-attempt", limit: 20, windowSeconds: 60 * 60 },
  // Each call costs the studio an OpenRouter request; a customer writing a dozen messages needs a few per message.
  scriptAssistant: { name: "script-assistant", limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/**
 * Counts one attempt for `subject` (an ip, an e-mail) in one statement, so attempts made at the
 * same moment each get their own number: past the limit, `retryAfterSeconds` says how long until
 * the window ends; null while within it.
 */
export async function countAttempt(prisma: PrismaClient, rule: RateLimitRule, subject: string): Promise<{ retryAfterSeconds: number | null }> {
  const key = keyOf(rule, subject);
  const rows = await prisma.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count", "updatedAt")
    VALUES (${key}, now(), 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${rule.windowSeconds}) THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${rule.windowSeconds}) THEN now() ELSE "RateLimit"."windowStart" END,
      "updatedAt" = now()
    RETURNING "count", "windowStart"`;
  const { count, windowStart } = rows[0];
  if (count <= rule.limit) return { retryAfterSeconds: null };
  return { retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000)) };
}

/** Counts one attempt for `subject` and throws RateLimitError past the limit. */
export async function consumeRateLimit(prisma: PrismaClient, rule: RateLimitRule, subject: string) {
  const { retryAfterSeconds } = await countAttempt(prisma, rule, subject);
  if (retryAfterSeconds !== null) throw new RateLimitError(retryAfterSeconds);
}

/** Forgets `subject`'s attempts (a success ends a run of failures). */
export async function clearAttempts(prisma: PrismaClient, rule: RateLimitRule, subject: string) {
  await prisma.rateLimit.deleteMany({ where: { key: keyOf(rule, subject) } });
}
