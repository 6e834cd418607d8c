import type { PrismaClient } from "../db/generated/client.ts";
import type { Viewer } from "../context.ts";
import { hashSecret, randomSecret } from "./secrets.ts";

const TOKEN_PREFIX = "sf_";

/** Returns the token once; only its hash is stored. */
export async function createApiToken(prisma: PrismaClient, key: string, userId: string, name: string) {
  const token = `${TOKEN_PREFIX}${randomSecret()}`;
  const apiToken = await prisma.apiToken.create({
    data: { name, userId, prefix: token.slice(0, 10), tokenHash: hashSecret(key, token) },
  });
  return { token, apiToken };
}

export async function viewerFromApiToken(prisma: PrismaClient, key: string, token: string): Promise<Viewer | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const apiToken = await prisma.apiToken.findUnique({ where: { tokenHash: hashSecret(key, token) }, include: { user: true } });
  const now = new Date();
  if (!apiToken || apiToken.revokedAt || (apiToken.expiresAt && apiToken.expiresAt <= now) || apiToken.user.disabledAt) {
    return null;
  }
  if (!apiToken.lastUsedAt || now.getTime() - apiToken.lastUsedAt.getTime() > 60_000) {
    await prisma.apiToken.update({ where: { id: apiToken.id }, data: { lastUsedAt: now } });
  }
  const { user } = apiToken;
  return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: null, apiTokenId: apiToken.id };
}

export function revokeApiToken(prisma: PrismaClient, userId: string, tokenId: string) {
  return prisma.apiToken.updateMany({ where: { id: tokenId, userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
