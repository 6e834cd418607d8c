// A signed-in person changes their password: with their browser session and the current password;
// every other session ends, and the API tokens too when they ask for it.
import type { PrismaClient } from "../db/generated/client.ts";
import type { RequestInfo, Viewer } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { ValidationError } from "../errors.ts";
import { revokeAllApiTokens } from "./apiTokens.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeOtherSessions } from "./sessions.ts";
import { assertBrowserSession, browserOnly } from "./viewer.ts";

export type PasswordChange = { currentPassword: string; newPassword: string; revokeApiTokens?: boolean | null };

export async function changePassword(prisma: PrismaClient, viewer: Viewer, info: RequestInfo, change: PasswordChange) {
  assertBrowserSession(viewer, browserOnly.password);
  const current = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
  if (!(await verifyPassword(current.passwordHash, change.currentPassword))) {
    throw ValidationError.field("input.currentPassword", "is not your current password");
  }
  const user = await prisma.user.update({ where: { id: viewer.id }, data: { passwordHash: await hashPassword(change.newPassword) } });
  await revokeOtherSessions(prisma, viewer.id, viewer.sessionId);
  const apiTokensRevoked = change.revokeApiTokens ? await revokeAllApiTokens(prisma, viewer.id) : 0;
  await writeAudit(prisma, info, { action: "user.password_changed", actorId: viewer.id, actorEmail: viewer.email, entityType: "User", entityId: viewer.id, metadata: { apiTokensRevoked } });
  return user;
}
