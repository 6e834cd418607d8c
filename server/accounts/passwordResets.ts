import type { PrismaClient } from "../db/generated/client.ts";
import type { RequestInfo } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { ValidationError } from "../errors.ts";
import { revokeAllApiTokens } from "./apiTokens.ts";
import { hashPassword } from "./passwords.ts";
import { hashSecret, randomSecret, sameHash } from "./secrets.ts";
import { revokeOtherSessions } from "./sessions.ts";

export const RESET_LINK_MINUTES = 60;
export const INVALID_RESET_LINK = "This reset link is invalid, expired or already used. Ask for a new one.";

type ResetContext = { prisma: PrismaClient; secretKey: string; publicUrl: string; studioName: string; info: RequestInfo };

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(ctx: ResetContext, email: string, actor: { id: string; email: string } | null = null) {
  const user = await ctx.prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user || user.disabledAt) {
    await writeAudit(ctx.prisma, ctx.info, { action: "user.password_reset_requested", actorId: actor?.id, actorEmail: actor?.email ?? email, metadata: { known: false, email } });
    return;
  }
  const secret = randomSecret();
  await ctx.prisma.$transaction(async (tx) => {
    const reset = await tx.passwordReset.create({
      data: {
        userId: user.id,
        secretHash: hashSecret(ctx.secretKey, secret),
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
        requestIp: ctx.info.ip,
      },
    });
    const link = `${ctx.publicUrl}/reset/${reset.id}?key=${secret}`;
    await enqueueEmail(tx, {
      to: user.email,
      subject: `Reset your ${ctx.studioName} password`,
      text: [
        `Hello ${user.name},`,
        "",
        `Someone (hopefully you) asked to reset the password of your ${ctx.studioName} account.`,
        `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password. It works once:`,
        "",
        link,
        "",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    });
    await writeAudit(tx, ctx.info, { action: "user.password_reset_requested", actorId: actor?.id ?? null, actorEmail: actor?.email ?? user.email, entityType: "User", entityId: user.id, metadata: { known: true, resetId: reset.id, email: user.email } });
  });
}

export async function findUsableReset(prisma: PrismaClient, secretKey: string, id: string, secret: string) {
  const reset = await prisma.passwordReset.findUnique({ where: { id } }).catch(() => null);
  if (!reset || reset.usedAt || reset.expiresAt <= new Date() || !sameHash(reset.secretHash, hashSecret(secretKey, secret))) {
    return null;
  }
  return reset;
}

/**
 * Sets the new password with a reset link, once; the person's other sessions end, and so do their
 * API tokens unless `revokeApiTokens` is false (whoever knew the old password may have made one).
 */
export async function resetPassword(ctx: ResetContext, id: string, secret: string, newPassword: string, options: { revokeApiTokens: boolean } = { revokeApiTokens: true }) {
  const reset = await findUsableReset(ctx.prisma, ctx.secretKey, id, secret);
  if (!reset) throw ValidationError.field("input.key", INVALID_RESET_LINK);
  const passwordHash = await hashPassword(newPassword);
  return ctx.prisma.$transaction(async (tx) => {
    // The conditional update is what makes the link single-use under concurrent submits.
    const claimed = await tx.passwordReset.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count !== 1) throw ValidationError.field("input.key", INVALID_RESET_LINK);
    const user = await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
    await revokeOtherSessions(tx as unknown as PrismaClient, user.id, null);
    const apiTokensRevoked = options.revokeApiTokens ? await revokeAllApiTokens(tx, user.id) : 0;
    await writeAudit(tx, ctx.info, { action: "user.password_reset", actorId: user.id, actorEmail: user.email, entityType: "User", entityId: user.id, metadata: { apiTokensRevoked } });
    return user;
  });
}
