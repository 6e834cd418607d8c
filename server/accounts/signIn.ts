import type { PrismaClient } from "../db/generated/client.ts";
import type { Context, RequestInfo } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import { AuthenticationError } from "../errors.ts";
import { clearAttempts, countAttempt, rateLimits } from "../security/rateLimit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { startSession } from "./sessionStart.ts";

// Verifying against a real hash when the address is unknown keeps the answer time the same,
// so response timing does not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

export async function checkCredentials(prisma: PrismaClient, info: RequestInfo, email: string, password: string) {
  const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  const valid = await verifyPassword(user?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy-password"))), password);
  if (!user || !valid || user.disabledAt) {
    await writeAudit(prisma, info, {
      action: "user.sign_in_failed",
      actorId: user?.id,
      actorEmail: email.toLowerCase(),
      entityType: user ? "User" : undefined,
      entityId: user?.id,
      metadata: { reason: !user ? "unknown_email" : !valid ? "wrong_password" : "disabled" },
    });
    throw user?.disabledAt && valid
      ? new AuthenticationError("This account is disabled. Contact the studio to restore it.")
      : new AuthenticationError();
  }
  await writeAudit(prisma, info, { action: "user.signed_in", actorId: user.id, actorEmail: user.email, entityType: "User", entityId: user.id });
  return user;
}

export type SignInAttempt = { email: string; password: string; altcha?: string | null };

/**
 * Signs in with a password. Every attempt is counted first, per address and per account, each in
 * one statement; past either limit the password is checked only with a solved bot-check
 * (BotCheckError otherwise), never refused outright, so nobody can lock an owner out of their
 * account by failing on purpose, and attempts sent at once cannot all slip under the limit. A
 * success forgets the account's attempts.
 */
export async function signInWithPassword(prisma: PrismaClient, altchaHmacKey: string, info: RequestInfo, attempt: SignInAttempt) {
  const byAddress = await countAttempt(prisma, rateLimits.signIn, info.ip);
  const byAccount = await countAttempt(prisma, rateLimits.accountSignIn, attempt.email);
  if (byAddress.retryAfterSeconds !== null || byAccount.retryAfterSeconds !== null) await verifyBotCheck(prisma, altchaHmacKey, attempt.altcha);
  const user = await checkCredentials(prisma, info, attempt.email, attempt.password);
  await clearAttempts(prisma, rateLimits.accountSignIn, attempt.email);
  return user;
}

/** The sign-in form: the password checked as signInWithPassword does, then a new session. */
export async function signIn(ctx: Context, attempt: SignInAttempt) {
  const user = await signInWithPassword(ctx.prisma, ctx.config.altchaHmacKey, ctx, attempt);
  return startSession(ctx, user.id);
}
