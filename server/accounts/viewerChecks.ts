// Who the viewer of a request is to the rules: the studio's administrator, the owner of a record,
// and the person acting, as the domain functions record them (audit log, e-mails).
import type { Context, RequestInfo } from "../context.ts";
import type { Role } from "../db/generated/client.ts";

type WithViewer = Pick<Context, "viewer">;

export const isAdmin = (ctx: WithViewer) => ctx.viewer?.role === "ADMIN";

export const isSelfOrAdmin = (userId: string, ctx: WithViewer) => isAdmin(ctx) || ctx.viewer?.id === userId;

/** The signed-in person acting on a request. */
export type SignedInActor = { userId: string; email: string; role: Role; request: RequestInfo };

/** The viewer as the actor of a change; only for fields whose scope lets signed-in people in alone. */
export function signedInActor(ctx: Context): SignedInActor {
  const viewer = ctx.viewer;
  if (!viewer) throw new Error("A change was made without a signed-in viewer: its field's scope should have refused it.");
  return { userId: viewer.id, email: viewer.email, role: viewer.role, request: ctx };
}
