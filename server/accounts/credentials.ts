// A request's credential (session cookie or API token) and its user, read in one statement: a
// signed-in request costs one query to authenticate, and the `viewer` field answers from its row.
import { Prisma, type PrismaClient, type User } from "../db/generated/client.ts";

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

const columns = {
  session: Prisma.sql`c.id AS "credentialId", c."expiresAt" AS "credentialExpiresAt", c."revokedAt" AS "credentialRevokedAt",
    c."lastSeenAt" AS "credentialSeenAt", false AS "credentialReadOnly", u.* FROM "Session" c`,
  apiToken: Prisma.sql`c.id AS "credentialId", c."expiresAt" AS "credentialExpiresAt", c."revokedAt" AS "credentialRevokedAt",
    c."lastUsedAt" AS "credentialSeenAt", c."readOnly" AS "credentialReadOnly", u.* FROM "ApiToken" c`,
};

/** The session or API token stored with this hash, and its user; null when there is none. */
export async function findCredential(prisma: PrismaClient, kind: keyof typeof columns, tokenHash: string): Promise<{ credential: Credential; user: User } | null> {
  const rows = await prisma.$queryRaw<Row[]>`SELECT ${columns[kind]} JOIN "User" u ON u.id = c."userId" WHERE c."tokenHash" = ${tokenHash}`;
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
