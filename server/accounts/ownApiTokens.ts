// A person's own API tokens as they create and revoke them: creating needs a browser session (a
// token cannot make tokens), and both are audited.
import { writeAudit } from "../admin/auditLog.ts";
import type { Context, Viewer } from "../context.ts";
import { NotFoundError } from "../errors.ts";
import { checkApiTokenExpiry, createApiToken, revokeApiToken } from "./apiTokens.ts";
import { assertBrowserSession, browserOnly } from "./viewer.ts";

export type NewApiToken = { name: string; readOnly?: boolean | null; expiresAt?: Date | null };

export async function createOwnApiToken(ctx: Context, viewer: Viewer, input: NewApiToken) {
  assertBrowserSession(viewer, browserOnly.apiTokens);
  const readOnly = input.readOnly ?? false;
  const expiresAt = checkApiTokenExpiry(input.expiresAt);
  const created = await createApiToken(ctx.prisma, ctx.config.sessionSecret, viewer.id, { name: input.name, readOnly, expiresAt });
  await writeAudit(ctx.prisma, ctx, {
    action: "api_token.created",
    actorId: viewer.id,
    actorEmail: viewer.email,
    entityType: "ApiToken",
    entityId: created.apiToken.id,
    metadata: { name: input.name, readOnly, expiresAt: expiresAt?.toISOString() ?? null },
  });
  return created;
}

/** Revokes one of the viewer's live tokens; a NotFoundError for anyone else's, or one already revoked. */
export async function revokeOwnApiToken(ctx: Context, viewer: Viewer, tokenId: string): Promise<void> {
  const result = await revokeApiToken(ctx.prisma, viewer.id, tokenId);
  if (result.count === 0) throw new NotFoundError("This API token does not exist or is already revoked.");
  await writeAudit(ctx.prisma, ctx, { action: "api_token.revoked", actorId: viewer.id, actorEmail: viewer.email, entityType: "ApiToken", entityId: tokenId });
}
