import type { PrismaClient } from "../db/generated/client.ts";
import type { Viewer } from "../context.ts";
import { viewerFromApiToken } from "./apiTokens.ts";
import { readCookie, SESSION_COOKIE, viewerFromSessionToken } from "./sessions.ts";

/** Who sent a request: an `Authorization: Bearer` API token, else the session cookie. */
export async function resolveViewer(prisma: PrismaClient, key: string, headers: Headers): Promise<Viewer | null> {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match ? viewerFromApiToken(prisma, key, match[1]) : null;
  }
  const token = readCookie(headers.get("cookie"), SESSION_COOKIE);
  return token ? viewerFromSessionToken(prisma, key, token) : null;
}
