import type { PrismaClient } from "../db/generated/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Context, RequestInfo } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import { ValidationError } from "../errors.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { hashPassword } from "./passwords.ts";
import { referralCode } from "./secrets.ts";
import { startSession } from "./sessionStart.ts";

export type Registration = { name: string; email: string; password: string; referralCode?: string | null };

export async function registerUser(prisma: PrismaClient, info: RequestInfo, input: Registration) {
  const referrer = input.referralCode
    ? await prisma.user.findUnique({ where: { referralCode: input.referralCode.trim().toUpperCase() } })
    : null;
  if (input.referralCode && !referrer) throw ValidationError.field("input.referralCode", "is not a valid referral code");
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash,
          referralCode: referralCode(),
          referredById: referrer?.id,
        },
      });
      if (referrer) await tx.referral.create({ data: { referrerId: referrer.id, referredUserId: user.id } });
      await writeAudit(tx, info, { action: "user.registered", actorId: user.id, actorEmail: user.email, entityType: "User", entityId: user.id, metadata: { referred: !!referrer } });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw ValidationError.field("input.email", "is already registered: sign in or reset your password");
    }
    throw error;
  }
}

/** The registration form: limited per address and bot-checked; the new account is signed in at once. */
export async function registerAndSignIn(ctx: Context, input: Registration & { altcha?: string | null }) {
  await consumeRateLimit(ctx.prisma, rateLimits.register, ctx.ip);
  await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
  const user = await registerUser(ctx.prisma, ctx, input);
  return startSession(ctx, user.id);
}
