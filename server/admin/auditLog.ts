import type { Prisma, PrismaClient } from "../db/generated/client.ts";
import type { RequestInfo } from "../context.ts";

export type AuditEntry = {
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  entityType?: string;
  entityId?: string;
  metadata?: Prisma.InputJsonObject;
};

type Db = Pick<PrismaClient, "auditLog">;

export function writeAudit(db: Db, info: RequestInfo | null, entry: AuditEntry) {
  return db.auditLog.create({
    data: {
      action: entry.action,
      actorId: entry.actorId ?? null,
      actorEmail: entry.actorEmail ?? null,
      entityType: entry.entityType,
      entityId: entry.entityId,
      metadata: entry.metadata ?? {},
      ip: info?.ip,
      userAgent: info?.userAgent?.slice(0, 512),
    },
  });
}
