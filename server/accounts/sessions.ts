import type { PrismaClient } from "../db/generated/client.ts";
import type { RequestInfo, Viewer } from "../viewer.ts";
import { findCredential, isUsable } from "./credentials.ts";
import { hashSecret, randomSecret } from "./secrets.ts";
import { viewerOf } from "./viewerOf.ts";

export const SESSION_COOKIE = "sf_session";
export const SESSION_DAYS = 30;
const dayMs = 86_400_000;
/** lastSeenAt is refreshed at most this often, so reads do not write on every request. */
const touchIntervalMs = 3_600_000;

export async function createSession(prisma: PrismaClient, key: string, userId: string, info: RequestInfo) {
  const token = randomSecret();
  const session = await prisma.session.create({
    data: {
      tokenHash: hashSecret(key, token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * dayMs),
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 512),
    },
  });
  return { token, session };
}

export async function viewerFromSessionToken(prisma: PrismaClient, key: string, token: string): Promise<Viewer | null> {
  const found = await findCredential(prisma, "session", hashSecret(key, token));
  const now = new Date();
  if (!found || !isUsable(found, now)) return null;
  if (now.getTime() - (found.credential.lastSeenAt?.getTime() ?? 0) > touchIntervalMs) {
    // Sliding expiry: an active session stays signed in.
    await prisma.session.update({
      where: { id: found.credential.id },
      data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * dayMs) },
    });
  }
  return viewerOf(found.user, { sessionId: found.credential.id });
}

export function revokeSession(prisma: PrismaClient, userId: string, sessionId: string) {
  return prisma.session.updateMany({ where: { id: sessionId, userId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export function revokeOtherSessions(prisma: PrismaClient, userId: string, keepSessionId: string | null) {
  return prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

export function sessionCookie(token: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, SESSION_DAYS * 86_400, secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, "", 0, secure);
}

function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  return [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}
