// Personal data exports too large to hand over in the request that asked for them: the file is
// stored, and its person is e-mailed a link (/account/export?download={id}&key=…) that works only
// for them, signed in, until it expires. The key is in the e-mail only; the row keeps its keyed
// hash, as password-reset links do. Expired files are removed by the hourly
// `purge-personal-data-exports` job.
import { randomUUID } from "node:crypto";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo } from "../context.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { hashSecret, randomSecret, sameHash } from "./secrets.ts";

export const PERSONAL_DATA_LINK_DAYS = 7;

export type ExportServices = { prisma: PrismaClient; storage: FileStorage; secretKey: string; publicUrl: string; studioName: string };

export const exportLink = (publicUrl: string, id: string, key: string) => `${publicUrl}/account/export?download=${id}&key=${key}`;
export const exportDownloadPath = (id: string, key: string) => `/api/account/export/${id}.json?key=${encodeURIComponent(key)}`;

/** Stores the export's bytes and e-mails the person the link; answers when the link expires. */
export async function emailPersonalDataExport(services: ExportServices, info: RequestInfo, user: { id: string; email: string; name: string }, body: Buffer, now = new Date()) {
  const id = randomUUID();
  const key = randomSecret();
  const storageKey = `personal-data/${id}.json`;
  const expiresAt = new Date(now.getTime() + PERSONAL_DATA_LINK_DAYS * 86_400_000);
  await services.storage.put(storageKey, body);
  try {
    await services.prisma.$transaction(async (tx) => {
      await tx.personalDataExport.create({ data: { id, userId: user.id, secretHash: hashSecret(services.secretKey, key), storageKey, size: body.length, expiresAt } });
      await enqueueEmail(tx, {
        to: user.email,
        subject: `Your ${services.studioName} data is ready to download`,
        text: [
          `Hello ${user.name},`,
          "",
          `The file with everything ${services.studioName} keeps about you is ready. It is large (${megabytes(body.length)}), so we did not hand it to your browser at once.`,
          `Open this link within ${PERSONAL_DATA_LINK_DAYS} days and sign in to download it. It works only for you:`,
          "",
          exportLink(services.publicUrl, id, key),
          "",
          "If you did not ask for your data, change your password: somebody signed in to your account.",
        ].join("\n"),
      });
      await writeAudit(tx, info, { action: "account.data_export_emailed", actorId: user.id, actorEmail: user.email, entityType: "User", entityId: user.id, metadata: { exportId: id, size: body.length, expiresAt: expiresAt.toISOString() } });
    });
  } catch (error) {
    await services.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return { expiresAt };
}

export type ExportLookup = { status: "ok"; storageKey: string; size: number; createdAt: Date } | { status: "not_found" } | { status: "expired" };

/** The stored export `id` if `key` is its link's key and `userId` its person. */
export async function findPersonalDataExport(prisma: PrismaClient, secretKey: string, userId: string, id: string, key: string, now = new Date()): Promise<ExportLookup> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { status: "not_found" };
  const row = await prisma.personalDataExport.findUnique({ where: { id } });
  // Somebody else's link answers like an unknown one: it tells nothing about that person.
  if (!row || row.userId !== userId || !sameHash(row.secretHash, hashSecret(secretKey, key))) return { status: "not_found" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "ok", storageKey: row.storageKey, size: row.size, createdAt: row.createdAt };
}

/** Removes expired exports, files first; answers how many went. */
export async function purgeExpiredPersonalDataExports(prisma: PrismaClient, storage: FileStorage, now = new Date()) {
  const expired = await prisma.personalDataExport.findMany({ where: { expiresAt: { lte: now } }, select: { id: true, storageKey: true }, take: 500 });
  for (const row of expired) {
    await storage.remove(row.storageKey);
    await prisma.personalDataExport.delete({ where: { id: row.id } }).catch(() => undefined);
  }
  return expired.length;
}

function megabytes(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
