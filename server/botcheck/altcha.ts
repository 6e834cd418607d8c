// Proof-of-work bot-check with ALTCHA's v1 challenge format (the one the specification quotes:
// SHA-256, maxnumber 1,000,000, an `expires` parameter in the salt), which the `altcha` 3
// widget solves. Each solved challenge is accepted once: its signature is inserted into
// UsedChallenge, and the primary key turns a replay into a failed insert, not a race.
import { randomInt } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { PrismaClient } from "../db/generated/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { BotCheckError } from "../errors.ts";

export const ALTCHA_MAX_NUMBER = 1_000_000;
/** The specification's test challenge: a secret number below this solves in a tenth of the time. */
export const ALTCHA_TEST_MAX_NUMBER = 100_000;
export const CHALLENGE_TTL_MINUTES = 10;

export const botCheckMessages = {
  required: "Verification required!",
  failed: "Verification failed. Try again later.",
  expired: "Verification expired. Try again.",
} as const;

/** A challenge for the widget; `test`: its secret number is below ALTCHA_TEST_MAX_NUMBER. */
export function issueChallenge(hmacKey: string, options: { number?: number; test?: boolean } = {}) {
  return createChallenge({
    algorithm: "SHA-256",
    hmacKey,
    maxnumber: ALTCHA_MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_TTL_MINUTES * 60_000),
    number: options.number ?? (options.test ? randomInt(ALTCHA_TEST_MAX_NUMBER) : undefined),
  });
}

type DecodedPayload = { algorithm: string; challenge: string; number: number; salt: string; signature: string };

function decode(payload: string): DecodedPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const valid =
      value && typeof value.salt === "string" && typeof value.signature === "string" && typeof value.challenge === "string" && Number.isInteger(value.number);
    return valid ? value : null;
  } catch {
    return null;
  }
}

/** Verifies the `altcha` field of a form and marks its challenge used; throws BotCheckError. */
export async function verifyBotCheck(prisma: PrismaClient, hmacKey: string, payload: string | null | undefined) {
  if (!payload) throw new BotCheckError(botCheckMessages.required);
  const decoded = decode(payload);
  if (!decoded) throw new BotCheckError(botCheckMessages.failed);
  const expires = Number(extractParams(decoded as never).expires);
  if (!Number.isFinite(expires)) throw new BotCheckError(botCheckMessages.failed);
  if (expires * 1000 <= Date.now()) throw new BotCheckError(botCheckMessages.expired);
  const verified = await verifySolution(payload, hmacKey, true).catch(() => false);
  if (!verified) throw new BotCheckError(botCheckMessages.failed);
  try {
    await prisma.usedChallenge.create({ data: { signature: decoded.signature, expiresAt: new Date(expires * 1000) } });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new BotCheckError(botCheckMessages.failed);
    }
    throw error;
  }
}

export function purgeExpiredChallenges(prisma: PrismaClient) {
  return prisma.usedChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
