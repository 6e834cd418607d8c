// A request's credential (session cookie or API token) and its user, read in one statement: a
// signed-in request costs one query to authenticate, and the `viewer` field answers from its row.
import { directQueryOf } from "../db/database.ts";
import type { PrismaClient, User } from "../db/generated/client.ts";

export type Credential = {
  id: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Session: lastSeenAt; API token: lastUsedAt. */
  lastSeenAt: Date | null;
  /** API tokens only: the token may run queries only. */
  readOnly: boolean;
};

type Row = User & {
  credentialId: string;
  credentialExpiresAt: Date | null;
  credentialRevokedAt: Date | null;
  credentialSeenAt: Date | null;
  credentialReadOnly: boolean;
};

const CREDENTIAL_SQL = {
  session: `SELECT c.id AS "credentialId", c."expiresAt" AS "credentialExpiresAt", c."revokedAt" AS "credentialRevokedAt",
    c."lastSeenAt" AS "credentialSeenAt", false AS "credentialReadOnly", u.*
    FROM "Session" c JOIN "User" u ON u.id = c."userId" WHERE c."tokenHash" = $1`,
  apiToken: `SELECT c.id AS "credentialId", c."expiresAt" AS "credentialExpiresAt", c."revokedAt" AS "credentialRevokedAt",
    c."lastUsedAt" AS "credentialSeenAt", c."readOnly" AS "credentialReadOnly", u.*
    FROM "ApiToken" c JOIN "User" u ON u.id = c."userId" WHERE c."tokenHash" = $1`,
};

/** The session or API token stored with this hash, and its user; null when there is none. */
export async function findCredential(prisma: PrismaClient, kind: keyof typeof CREDENTIAL_SQL, tokenHash: string): Promise<{ credential: Credential; user: User } | null> {
  const direct = directQueryOf(prisma);
  const rows = direct ? await direct.query<Row>(CREDENTIAL_SQL[kind], [tokenHash]) : await prisma.$queryRawUnsafe<Row[]>(CREDENTIAL_SQL[kind], tokenHash);
  const row = rows[0];
  if (!row) return null;
  const { credentialId, credentialExpiresAt, credentialRevokedAt, credentialSeenAt, credentialReadOnly, ...user } = row;
  return {
    credential: { id: credentialId, expiresAt: credentialExpiresAt, revokedAt: credentialRevokedAt, lastSeenAt: credentialSeenAt, readOnly: credentialReadOnly },
    user,
  };
}

/** Whether the credential may still be used now: not revoked, not expired, its user not disabled. */
export function isUsable({ credential, user }: { credential: Credential; user: User }, now: Date): boolean {
  return !credential.revokedAt && !(credential.expiresAt && credential.expiresAt <= now) && !user.disabledAt;
}
