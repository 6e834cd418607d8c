// A person's browser sessions in the API (User.sessions): each one, and ending one or every other.
import { NotFoundError, PermissionError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { endOtherSessions, endSession } from "./sessionEnding.ts";
import { UserPayload } from "./user.graphql.ts";
import { isSelfOrAdmin } from "./viewerChecks.ts";

const SessionNode = builder.prismaNode("Session", {
  id: { field: "id" },
  authScopes: (session, ctx) => isSelfOrAdmin(session.userId, ctx),
  fields: (t) => ({
    userAgent: t.exposeString("userAgent", { nullable: true }),
    ip: t.exposeString("ip", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastSeenAt: t.expose("lastSeenAt", { type: "DateTime" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    current: t.boolean({ description: "Whether this request is signed in with this session.", resolve: (session, _args, ctx) => session.id === ctx.viewer?.sessionId }),
  }),
});

builder.mutationFields((t) => ({
  revokeSession: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, PermissionError], directResult: true },
    args: { id: t.arg.globalID({ for: [SessionNode] }) },
    resolve: async (_root, args, ctx) => ({ user: await endSession(ctx.prisma, ctx.viewer!, ctx, args.id.id) }),
  }),
  revokeOtherSessions: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    description: "Signs out every other browser and device.",
    errors: { types: [PermissionError], directResult: true },
    resolve: async (_root, _args, ctx) => ({ user: await endOtherSessions(ctx.prisma, ctx.viewer!, ctx) }),
  }),
}));
