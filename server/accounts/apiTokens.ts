import type { PrismaClient } from "../db/generated/client.ts";
import type { Viewer } from "../context.ts";
import { ValidationError } from "../errors.ts";
import { findCredential, isUsable } from "./credentials.ts";
import { hashSecret, randomSecret } from "./secrets.ts";
import { viewerOf } from "./viewerOf.ts";

const TOKEN_PREFIX = "sf_";
const touchIntervalMs = 60_000;

/**
 * A token's chosen expiry as stored: null for none; otherwise it must be in the future and at most
 * two years ahead, else a ValidationError naming `input.expiresAt`.
 */
export function checkApiTokenExpiry(expiresAt: Date | null | undefined, now = new Date()): Date | null {
  if (expiresAt === null || expiresAt === undefined) return null;
  if (Number.isNaN(expiresAt.getTime())) throw ValidationError.field("input.expiresAt", "must be a date");
  if (expiresAt <= now) throw ValidationError.field("input.expiresAt", "must be in the future");
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 2);
  if (expiresAt > latest) throw ValidationError.field("input.expiresAt", "must be at most 2 years ahead");
  return expiresAt;
}

/** Whether the token's expiry has passed. */
export const isApiTokenExpired = (token: { expiresAt: Date | null }, now = new Date()) => token.expiresAt !== null && token.expiresAt <= now;

/** Returns the token once; only its hash is stored. A read-only token may run queries only; one with an expiry stops working then. */
export async function createApiToken(prisma: PrismaClient, key: string, userId: string, input: { name: string; readOnly: boolean; expiresAt?: Date | null }) {
  const token = `${TOKEN_PREFIX}${randomSecret()}`;
  const apiToken = await prisma.apiToken.create({
    data: { name: input.name, readOnly: input.readOnly, expiresAt: input.expiresAt ?? null, userId, prefix: token.slice(0, 10), tokenHash: hashSecret(key, token) },
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

/** Revokes every live token of the user (a password change or reset that asks for it); answers how many. */
export async function revokeAllApiTokens(prisma: Pick<PrismaClient, "apiToken">, userId: string): Promise<number> {
  const { count } = await prisma.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}
