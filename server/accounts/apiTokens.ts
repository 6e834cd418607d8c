import type { PrismaClient } from "../db/generated/client.ts";
import type { Viewer } from "../context.ts";
import { findCredential, isUsable } from "./credentials.ts";
import { hashSecret, randomSecret } from "./secrets.ts";
import { viewerOf } from "./viewerOf.ts";

const TOKEN_PREFIX = "sf_";
const touchIntervalMs = 60_000;

/** Returns the token once; only its hash is stored. A read-only token may run queries only. */
export async function createApiToken(prisma: PrismaClient, key: string, userId: string, input: { name: string; readOnly: boolean }) {
  const token = `${TOKEN_PREFIX}${randomSecret()}`;
  const apiToken = await prisma.apiToken.create({
    data: { name: input.name, readOnly: input.readOnly, userId, prefix: token.slice(0, 10), tokenHash: hashSecret(key, token) },
  });
  return { token, apiToken };
}

/** The token's viewer; null when it is unknown, revoked or expired, or its user is disabled. */
export async function viewerFromApiToken(prisma: PrismaClient, key: string, token: string): Promise<Viewer | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const found = await findCredential(prisma, "apiToken", hashSecret(key, token));
  const now = new Date();
  if (!found || !isUsable(found, now)) return null;
  // lastUsedAt is written at most once a minute, so a read costs one statement.
  if (now.getTime() - (found.credential.lastSeenAt?.getTime() ?? 0) > touchIntervalMs) {
    await prisma.apiToken.update({ where: { id: found.credential.id }, data: { lastUsedAt: now } });
  }
  return viewerOf(found.user, { apiTokenId: found.credential.id, readOnly: found.credential.readOnly });
}

export function revokeApiToken(prisma: PrismaClient, userId: string, tokenId: string) {
  return prisma.apiToken.updateMany({ where: { id: tokenId, userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
