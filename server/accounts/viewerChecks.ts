// Who the viewer of a request is to the rules: the studio's administrator or staff, the owner of a record,
// and the person acting, as the domain functions record them (audit log, e-mails).
import type { Context, RequestInfo } from "../context.ts";
import type { Role } from "../db/generated/client.ts";
import { isAdminViewer, isStaff, mayKeepBooks } from "../schema/scopes.ts";

type WithViewer = Pick<Context, "viewer">;

export const isAdmin = (ctx: WithViewer) => isAdminViewer(ctx.viewer);

/** An administrator, producer or accountant: the studio's people, who see every order. */
export const isStudioStaff = (ctx: WithViewer) => isStaff(ctx.viewer);

export const isSelfOrAdmin = (userId: string, ctx: WithViewer) => isAdmin(ctx) || ctx.viewer?.id === userId;

/** The person themselves or the studio's people (a customer's account on the order desk). */
export const isSelfOrStaff = (userId: string, ctx: WithViewer) => isStudioStaff(ctx) || ctx.viewer?.id === userId;

/** The person themselves or the studio's bookkeeping (a partner's referrals, commissions, payouts). */
export const isSelfOrBookkeeping = (userId: string, ctx: WithViewer) => mayKeepBooks(ctx.viewer) || ctx.viewer?.id === userId;

/** The signed-in person acting on a request. */
export type SignedInActor = { userId: string; email: string; role: Role; request: RequestInfo };

/** The viewer as the actor of a change; only for fields whose scope lets signed-in people in alone. */
export function signedInActor(ctx: Context): SignedInActor {
  const viewer = ctx.viewer;
  if (!viewer) throw new Error("A change was made without a signed-in viewer: its field's scope should have refused it.");
  return { userId: viewer.id, email: viewer.email, role: viewer.role, request: ctx };
}
