// A request signs its person in: a new session, its cookie on the answer, and the rest of the
// request resolved for the person who just signed in (registration, sign-in, password reset),
// whose last sign-in is now.
import type { Context } from "../context.ts";
import type { User } from "../db/generated/client.ts";
import { createSession, sessionCookie } from "./sessions.ts";
import { viewerOf } from "./viewerOf.ts";

export async function startSession(ctx: Context, userId: string): Promise<User> {
  const { token, session } = await createSession(ctx.prisma, ctx.config.sessionSecret, userId, ctx);
  ctx.responseCookies.push(sessionCookie(token, ctx.config.publicUrl.startsWith("https:")));
  const user = await ctx.prisma.user.update({ where: { id: userId }, data: { lastSignInAt: session.createdAt } });
  ctx.viewer = viewerOf(user, { sessionId: session.id });
  return user;
}
