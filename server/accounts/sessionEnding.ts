// Ending sessions as the person signed in asks: signing out of this one, ending another of their
// browsers, or every other. Ending others needs a browser session (an API token cannot sign its
// owner out); each is audited.
import type { PrismaClient, User } from "../db/generated/client.ts";
import type { Context, RequestInfo, Viewer } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { NotFoundError } from "../errors.ts";
import { clearedSessionCookie, revokeOtherSessions, revokeSession } from "./sessions.ts";
import { assertBrowserSession, browserOnly } from "./viewer.ts";

/** Ends the viewer's own session; false when the request had none (an API token, or signed out). */
export async function signOut(prisma: PrismaClient, viewer: Viewer | null, info: RequestInfo): Promise<boolean> {
  if (!viewer?.sessionId) return false;
  await revokeSession(prisma, viewer.id, viewer.sessionId);
  await writeAudit(prisma, info, { action: "user.signed_out", actorId: viewer.id, actorEmail: viewer.email, entityType: "User", entityId: viewer.id });
  return true;
}

/** Signs the request out: its session ends and the answer clears the cookie, whatever the request had. */
export function signOutOfRequest(ctx: Context): Promise<boolean> {
  ctx.responseCookies.push(clearedSessionCookie(ctx.config.publicUrl.startsWith("https:")));
  return signOut(ctx.prisma, ctx.viewer, ctx);
}

export async function endSession(prisma: PrismaClient, viewer: Viewer, info: RequestInfo, sessionId: string): Promise<User> {
  assertBrowserSession(viewer, browserOnly.sessions);
  const result = await revokeSession(prisma, viewer.id, sessionId);
  if (result.count === 0) throw new NotFoundError("This session does not exist or has already ended.");
  await writeAudit(prisma, info, { action: "session.revoked", actorId: viewer.id, actorEmail: viewer.email, entityType: "Session", entityId: sessionId });
  return prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
}

export async function endOtherSessions(prisma: PrismaClient, viewer: Viewer, info: RequestInfo): Promise<User> {
  assertBrowserSession(viewer, browserOnly.sessions);
  const result = await revokeOtherSessions(prisma, viewer.id, viewer.sessionId);
  await writeAudit(prisma, info, { action: "session.revoked_others", actorId: viewer.id, actorEmail: viewer.email, entityType: "User", entityId: viewer.id, metadata: { count: result.count } });
  return prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
}
