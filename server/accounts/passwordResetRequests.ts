// The password-reset steps as requests take them: asking for a link (limited per address and per
// e-mail address, the same answer whether or not the address has an account), an administrator
// sending one, checking a link, and using it (the person is signed in with the new password).
import { readSettings } from "../admin/settings.ts";
import type { Context, Viewer } from "../context.ts";
import { NotFoundError } from "../errors.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { findUsableReset, requestPasswordReset, resetPassword } from "./passwordResets.ts";
import { startSession } from "./sessionStart.ts";

const studioContext = async (ctx: Context) => ({
  prisma: ctx.prisma,
  secretKey: ctx.config.sessionSecret,
  publicUrl: ctx.config.publicUrl,
  studioName: (await readSettings(ctx.prisma)).studioName,
  info: ctx,
});

/** What the person who asked is told, account or not. */
export const RESET_LINK_REQUESTED = "If an account uses this address, we have sent it a link to reset the password. Check your inbox.";

export async function requestResetLink(ctx: Context, email: string): Promise<string> {
  await consumeRateLimit(ctx.prisma, rateLimits.passwordReset, ctx.ip);
  await consumeRateLimit(ctx.prisma, rateLimits.passwordReset, email);
  await requestPasswordReset(await studioContext(ctx), email);
  void ctx.mailer.deliverPending();
  return RESET_LINK_REQUESTED;
}

/** An administrator sends a user a reset link; answers what to tell the administrator. */
export async function sendResetLink(ctx: Context, admin: Viewer, userId: string): Promise<string> {
  const user = await ctx.prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw new NotFoundError("This user does not exist.");
  await requestPasswordReset(await studioContext(ctx), user.email, { id: admin.id, email: admin.email });
  void ctx.mailer.deliverPending();
  return `A reset link was sent to ${user.email}.`;
}

/** Whether a /reset/{id} link can still be used, and until when. */
export async function resetLinkState(ctx: Context, id: string, key: string): Promise<{ valid: boolean; expiresAt: Date | null }> {
  const reset = await findUsableReset(ctx.prisma, ctx.config.sessionSecret, id, key);
  return { valid: !!reset, expiresAt: reset?.expiresAt ?? null };
}

export type ResetWithLink = { id: string; key: string; password: string; revokeApiTokens?: boolean | null };

/** Sets the new password with the link (API tokens revoked unless asked not to) and signs the person in. */
export async function resetPasswordAndSignIn(ctx: Context, input: ResetWithLink) {
  await consumeRateLimit(ctx.prisma, rateLimits.passwordReset, ctx.ip);
  const user = await resetPassword(await studioContext(ctx), input.id, input.key, input.password, { revokeApiTokens: input.revokeApiTokens ?? true });
  return startSession(ctx, user.id);
}
